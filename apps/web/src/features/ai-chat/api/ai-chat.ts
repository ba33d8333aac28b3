import type {
  AiChatAction,
  AiChatHandover,
  AiChatReply,
  ChatMessageDto,
  ChatMessagePage,
} from '@salon/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai-chat/messages: a question, in the session it continues (a new one without). */
export function askAssistant(
  message: string,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<AiChatReply> {
  return apiRequest<AiChatReply>('/ai-chat/messages', {
    method: 'POST',
    body: sessionId ? { message, session_id: sessionId } : { message },
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/ai-chat/handover: staff take the session over; the answer is their conversation. */
export function handOver(sessionId: string): Promise<AiChatHandover> {
  return apiRequest<AiChatHandover>('/ai-chat/handover', {
    method: 'POST',
    body: { session_id: sessionId },
  });
}

/** One line of the consultant's conversation as the page keeps it. */
export interface AiTurn {
  id: string;
  role: 'user' | 'assistant' | 'staff';
  text: string;
  actions?: AiChatAction[];
  /** ISO time. */
  at: string;
  /** A staff member's name, for their lines after a handover. */
  name?: string;
}

/** A stored message as a line of the page. */
export function turnFromMessage(message: ChatMessageDto): AiTurn {
  return {
    id: `m${message.id}`,
    role:
      message.sender_type === 'customer'
        ? 'user'
        : message.sender_type === 'assistant'
          ? 'assistant'
          : 'staff',
    text: message.content,
    ...(message.actions?.length ? { actions: message.actions } : {}),
    at: message.created_at,
    ...(message.sender_type === 'staff' && message.sender ? { name: message.sender.name } : {}),
  };
}

/**
 * GET /api/ai-chat/sessions/:session_id/messages: the session's transcript, to continue after a
 * reload. Accepts a page of messages or a bare list.
 */
export async function loadTranscript(sessionId: string, signal?: AbortSignal): Promise<AiTurn[]> {
  const answer = await apiRequest<ChatMessagePage | ChatMessageDto[]>(
    `/ai-chat/sessions/${encodeURIComponent(sessionId)}/messages`,
    signal ? { signal } : {},
  );
  const messages = Array.isArray(answer) ? answer : answer.messages;
  return messages.map(turnFromMessage);
}
