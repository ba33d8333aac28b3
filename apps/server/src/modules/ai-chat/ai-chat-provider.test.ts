import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatVndText, type AiChatAction } from '@salon/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createService, type ServiceRow } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The AI consultant with a language model: a real HTTP server speaking the OpenAI
 * chat-completions protocol, started here and scripted to call a tool first and then answer
 * with what the tool returned.
 */

interface Seen {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { function: { name: string } }[];
  };
}

let t: TestApp;
let server: Server;
let seen: Seen[] = [];
/** What the scripted model does: call the catalogue tool and answer, fail, or talk nonsense. */
let mode: 'tool-then-answer' | 'error' | 'garbage' = 'tool-then-answer';
let service: ServiceRow;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function scriptedModel(body: Seen['body']): unknown {
  const toolMessage = body.messages.find((message) => message.role === 'tool');
  if (!toolMessage) {
    return {
      choices: [
        {
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'search_catalog',
                  arguments: JSON.stringify({ query: 'cắt tóc nam' }),
                },
              },
            ],
          },
        },
      ],
    };
  }
  const result = JSON.parse(toolMessage.content ?? '{}') as {
    items: { name: string; price: number }[];
  };
  const first = result.items[0];
  return {
    choices: [
      {
        message: {
          role: 'assistant',
          content: `Dạ, ${first?.name ?? '?'} hiện có giá ${formatVndText(first?.price ?? 0)} ạ.`,
        },
      },
    ],
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as Seen['body'];
      seen.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/v1/chat/completions' || mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      if (mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(scriptedModel(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    aiProvider: {
      url: `http://127.0.0.1:${port}/v1`,
      apiKey: 'test-key',
      model: 'salon-test-model',
    },
  });
  service = await createService(t.db, {
    name: 'Cắt tóc nam tạo kiểu',
    price: 135_000,
    duration_minutes: 45,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  mode = 'tool-then-answer';
});

async function ask(message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai-chat/messages',
    remoteAddress: uniqueIp(),
    payload: { message },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { reply: string; actions: AiChatAction[] } }>().data;
}

describe('the AI consultant with a language model', () => {
  it('gives the model the fact tools, runs the tool it calls, and returns its answer', async () => {
    const answer = await ask('Cắt tóc nam giá bao nhiêu vậy?');
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first?.authorization).toBe('Bearer test-key');
    expect(first?.body.model).toBe('salon-test-model');
    expect(first?.body.tools.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining([
        'search_catalog',
        'get_free_times',
        'get_branches',
        'get_shop_rules',
      ]),
    );
    expect(first?.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'Cắt tóc nam giá bao nhiêu vậy?',
    });

    // The tool's result, read from the catalogue, reached the model.
    const tool = second?.body.messages.find((message) => message.role === 'tool');
    expect(tool?.tool_call_id).toBe('call_1');
    const result = JSON.parse(tool?.content ?? '{}') as { items: { id: number; price: number }[] };
    expect(result.items[0]).toMatchObject({ id: service.id, price: 135_000 });

    expect(answer.reply).toBe(`Dạ, Cắt tóc nam tạo kiểu hiện có giá ${formatVndText(135_000)} ạ.`);
    // The buttons are grounded in the same data.
    expect(answer.actions).toContainEqual(
      expect.objectContaining({ kind: 'book', service_id: service.id }),
    );
  });

  it('gives the model the earlier turns of the session', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/ai-chat/messages',
      remoteAddress: uniqueIp(),
      payload: { message: 'Xin chào' },
    });
    const sessionId = first.json<{ data: { session_id: string } }>().data.session_id;
    seen = [];
    await t.app.inject({
      method: 'POST',
      url: '/api/ai-chat/messages',
      remoteAddress: uniqueIp(),
      payload: { message: 'Cắt tóc nam giá bao nhiêu?', session_id: sessionId },
    });
    const roles = seen[0]?.body.messages.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(seen[0]?.body.messages[1]?.content).toBe('Xin chào');
  });

  it.each([
    ['fails', 'error'],
    ['answers outside the protocol', 'garbage'],
  ] as const)('falls back to the built-in engine when the model %s', async (_what, failure) => {
    mode = failure;
    const answer = await ask('Cắt tóc nam giá bao nhiêu?');
    expect(seen.length).toBeGreaterThan(0);
    expect(answer.reply).toContain(formatVndText(135_000));
    expect(answer.reply).toContain('45 phút');
  });
});
