import {
  AUTH_MESSAGES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type AiChatHandover,
  type CurrentUser,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { ChatService } from '../chat/chat.service.js';
import type { AiChatRepository, StoredMessage } from './ai-chat.repository.js';
import { sessionHash } from './session-ids.js';

/**
 * What the handover needs of the support chat (modules/chat): its service passes the session to
 * staff as any customer conversation (its branch rule, bell, live events and limits).
 */
export type StaffChat = Pick<ChatService, 'handOverFromAssistant'>;

/** The message that opens staff's part of a conversation the assistant had. */
export const HANDOVER_NOTE =
  'Tôi muốn nói chuyện với nhân viên (chuyển từ trợ lý tư vấn, nội dung đã trao đổi ở trên).';
const TRANSCRIPT_HEAD = 'Nội dung tôi đã trao đổi với trợ lý tư vấn:';
const CLOSED_REASON = 'Đã chuyển cho nhân viên';

/**
 * The transcript as one message, its latest lines kept when it is longer than a chat message
 * may be.
 */
export function transcriptText(messages: readonly StoredMessage[]): string {
  const lines = messages.map(
    (message) =>
      `${message.sender_type === 'assistant' ? 'Trợ lý' : 'Khách'}: ${message.content.replace(/\s*\n\s*/g, ' / ')}`,
  );
  let text = [TRANSCRIPT_HEAD, ...lines].join('\n');
  while (text.length > CHAT_LIMITS.messageMax && lines.length > 1) {
    lines.shift();
    text = [TRANSCRIPT_HEAD, '…', ...lines].join('\n');
  }
  return text.slice(0, CHAT_LIMITS.messageMax);
}

function sessionNotFound(): AppError {
  return new AppError('AI_SESSION_NOT_FOUND', CHAT_MESSAGES.aiSessionNotFound, 404);
}

/**
 * A signed-in customer asks for a person. The session's own conversation passes to staff,
 * transcript and all; when the customer already has an active staff consultation (one at a
 * time, by the unique index), the transcript goes there as one message and the session ends.
 * The support chat does either in one transaction (ChatService.handOverFromAssistant).
 */
export class AiChatHandoverService {
  constructor(
    private readonly repository: AiChatRepository,
    private readonly staffChat: StaffChat,
  ) {}

  async handOver(user: CurrentUser | null, sessionId: string): Promise<AiChatHandover> {
    if (!user) {
      throw new AppError('UNAUTHENTICATED', CHAT_MESSAGES.handoverLoginRequired, 401);
    }
    if (user.role !== 'customer') throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden, 403);
    const row = await this.repository.findSession(sessionHash(sessionId));
    if (!row || (row.customer_id !== null && row.customer_id !== user.id)) throw sessionNotFound();
    if (row.handled_by === 'staff') return { conversation_id: row.id };
    if (row.status !== 'active') {
      const current = await this.repository.activeStaffConsultation(this.repository.db, user.id);
      if (current) return { conversation_id: current.id };
      throw sessionNotFound();
    }
    const { messages } = await this.repository.latestMessages(row.id, 40);
    try {
      const conversationId = await this.staffChat.handOverFromAssistant(user, row.id, {
        note: HANDOVER_NOTE,
        transcript: transcriptText(messages),
        closeReason: CLOSED_REASON,
      });
      return { conversation_id: conversationId };
    } catch (error) {
      if (error instanceof AppError && error.code === 'CHAT_CONVERSATION_NOT_FOUND') {
        throw sessionNotFound();
      }
      throw error;
    }
  }
}
