/*
 * The part of the OpenAI chat-completions protocol the consultant speaks (any compatible
 * endpoint: OpenAI, Azure, a local server): messages, function tools, tool calls.
 */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ProviderSettings {
  /** The API's base (`https://api.openai.com/v1`) or its `/chat/completions` address. */
  url: string;
  apiKey: string;
  model: string;
}

/** The first choice's message of a completion. */
export interface Completion {
  content: string | null;
  tool_calls: ToolCall[];
}

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

function isToolCall(value: unknown): value is ToolCall {
  const call = value as Partial<ToolCall> | null;
  return (
    typeof call?.id === 'string' &&
    typeof call.function?.name === 'string' &&
    typeof call.function.arguments === 'string'
  );
}

/** One completion; throws on a failed request or an answer that is not the protocol's. */
export async function complete(
  settings: ProviderSettings,
  messages: readonly ChatMessage[],
  tools: readonly ToolDefinition[],
  signal: AbortSignal,
): Promise<Completion> {
  const response = await fetch(endpoint(settings.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${settings.apiKey}`,
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      tools,
      tool_choice: 'auto',
      temperature: 0.2,
    }),
    signal,
  });
  if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
  const body = (await response.json()) as {
    choices?: { message?: { content?: unknown; tool_calls?: unknown } }[];
  };
  const message = body.choices?.[0]?.message;
  if (!message) throw new Error('AI provider sent no message');
  const calls = Array.isArray(message.tool_calls) ? message.tool_calls.filter(isToolCall) : [];
  const content = typeof message.content === 'string' ? message.content : null;
  if (!content && calls.length === 0) throw new Error('AI provider sent an empty message');
  return { content, tool_calls: calls };
}
