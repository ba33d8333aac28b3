import {
  AUTH_MESSAGES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type AiChatHandover,
  type CurrentUser,
} from '@salon/shared';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { AiChatRepository, StoredMessage } from './ai-chat.repository.js';
import { sessionHash } from './session-ids.js';

/**
 * What the handover needs of the support chat (modules/chat), so staff hear of it as of any
 * customer message: the bell, the live events and the chat's own limits.
 */
export interface StaffChat {
  /** Posts the customer's message in their staff conversation (bell, events, limits). */
  postAsCustomer(user: CurrentUser, conversationId: number, content: string): Promise<void>;
  /** Tells the live stream that a conversation passed from the assistant to staff. */
  handedOver(conversationId: number, customerId: number): void;
}

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
 */
export class AiChatHandoverService {
  constructor(
    private readonly repository: AiChatRepository,
    private readonly staffChat: StaffChat,
    /** The opening note could not be posted (the conversation has passed all the same). */
    private readonly onNoteFailed: (error: unknown) => void = () => undefined,
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
    try {
      return await this.#handOver(user, row.id);
    } catch (error) {
      // Another conversation became the customer's active one meanwhile: append there.
      if (uniqueViolationColumn(error) === null) throw error;
      return this.#handOver(user, row.id);
    }
  }

  async #handOver(user: CurrentUser, sessionConversationId: number): Promise<AiChatHandover> {
    const { db } = this.repository;
    const existing = await this.repository.activeStaffConsultation(db, user.id);
    if (existing) {
      // The message first (it may be refused by the chat's limits): then the session ends.
      const { messages } = await this.repository.latestMessages(sessionConversationId, 40);
      await this.staffChat.postAsCustomer(user, existing.id, transcriptText(messages));
      await db.transaction().execute(async (trx) => {
        await this.repository.adopt(trx, sessionConversationId, user.id);
        await this.repository.closeSession(trx, sessionConversationId, CLOSED_REASON);
      });
      return { conversation_id: existing.id };
    }
    await db.transaction().execute(async (trx) => {
      await this.repository.passToStaff(trx, sessionConversationId, user.id);
    });
    this.staffChat.handedOver(sessionConversationId, user.id);
    try {
      await this.staffChat.postAsCustomer(user, sessionConversationId, HANDOVER_NOTE);
    } catch (error) {
      this.onNoteFailed(error);
    }
    return { conversation_id: sessionConversationId };
  }
}
