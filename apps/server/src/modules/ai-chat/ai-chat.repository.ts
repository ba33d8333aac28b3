import type { AiChatAction, ChatSenderType } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

/** A consultant session as the service needs it. */
export interface SessionRow {
  id: number;
  customer_id: number | null;
  handled_by: 'staff' | 'assistant';
  status: 'active' | 'closed' | 'archived';
}

export interface StoredMessage {
  id: number;
  conversation_id: number;
  sender_type: ChatSenderType;
  sender_id: number | null;
  content: string;
  actions: AiChatAction[] | null;
  read_at: string | null;
  created_at: string;
}

export interface NewMessage {
  sender_type: ChatSenderType;
  sender_id: number | null;
  content: string;
  actions?: AiChatAction[] | null;
  /** Already seen: the assistant's answers, and questions nobody on staff has to read. */
  read: boolean;
}

function parseActions(text: string | null): AiChatAction[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AiChatAction[]) : null;
  } catch {
    return null;
  }
}

/** The consultant's conversations and messages (tables of migration 0016). */
export class AiChatRepository {
  constructor(readonly db: Db) {}

  findSession(hash: string, executor: Executor = this.db): Promise<SessionRow | undefined> {
    return executor
      .selectFrom('chat_conversations')
      .select(['id', 'customer_id', 'handled_by', 'status'])
      .where('ai_session_hash', '=', hash)
      .executeTakeFirst();
  }

  async createSession(
    executor: Executor,
    session: { hash: string; customerId: number | null; title: string; firstMessage: string },
  ): Promise<number> {
    const now = new Date().toISOString();
    const row = await executor
      .insertInto('chat_conversations')
      .values({
        customer_id: session.customerId,
        ai_session_hash: session.hash,
        type: 'consultation',
        status: 'active',
        handled_by: 'assistant',
        title: session.title,
        branch_id: null,
        assigned_to: null,
        assigned_at: null,
        created_by: session.customerId,
        initial_message: session.firstMessage,
        last_message_at: now,
        closed_at: null,
        closed_by: null,
        close_reason: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A guest's session joins the account that signed in while holding it. */
  async adopt(executor: Executor, conversationId: number, customerId: number): Promise<void> {
    await executor
      .updateTable('chat_conversations')
      .set({ customer_id: customerId, updated_at: new Date().toISOString() })
      .where('id', '=', conversationId)
      .where('customer_id', 'is', null)
      .execute();
  }

  /**
   * Stores messages in order (one statement) and, unless told the conversation was just made
   * with them, moves its last activity.
   */
  async addMessages(
    executor: Executor,
    conversationId: number,
    messages: readonly NewMessage[],
    options: { touch: boolean } = { touch: true },
  ): Promise<void> {
    if (messages.length === 0) return;
    const now = new Date().toISOString();
    await executor
      .insertInto('chat_messages')
      .values(
        messages.map((message) => ({
          conversation_id: conversationId,
          sender_type: message.sender_type,
          sender_id: message.sender_id,
          content: message.content,
          file_path: null,
          file_name: null,
          file_size: null,
          file_mime: null,
          actions: message.actions?.length ? JSON.stringify(message.actions) : null,
          read_at: message.read ? now : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    if (options.touch) {
      await executor
        .updateTable('chat_conversations')
        .set({ last_message_at: now, updated_at: now })
        .where('id', '=', conversationId)
        .execute();
    }
  }

  /** The newest `limit` messages of a conversation, oldest first, and whether older ones exist. */
  async latestMessages(
    conversationId: number,
    limit: number,
    executor: Executor = this.db,
  ): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
    const rows = await executor
      .selectFrom('chat_messages')
      .select([
        'id',
        'conversation_id',
        'sender_type',
        'sender_id',
        'content',
        'actions',
        'read_at',
        'created_at',
      ])
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    return {
      hasMore,
      messages: rows
        .slice(0, limit)
        .reverse()
        .map((row) => ({ ...row, actions: parseActions(row.actions) })),
    };
  }

  /** The customer's active conversation of the type that staff answer, if any. */
  activeStaffConsultation(
    executor: Executor,
    customerId: number,
  ): Promise<{ id: number } | undefined> {
    return executor
      .selectFrom('chat_conversations')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('type', '=', 'consultation')
      .where('status', '=', 'active')
      .where('handled_by', '=', 'staff')
      .executeTakeFirst();
  }

  /** The session's conversation passes to staff (the unique index allows one active a type). */
  async passToStaff(executor: Executor, conversationId: number, customerId: number): Promise<void> {
    const now = new Date().toISOString();
    await executor
      .updateTable('chat_conversations')
      .set({ handled_by: 'staff', customer_id: customerId, updated_at: now })
      .where('id', '=', conversationId)
      .execute();
  }

  /** Ends a consultant session whose transcript went into another conversation. */
  async closeSession(executor: Executor, conversationId: number, reason: string): Promise<void> {
    const now = new Date().toISOString();
    await executor
      .updateTable('chat_conversations')
      .set({ status: 'closed', closed_at: now, close_reason: reason, updated_at: now })
      .where('id', '=', conversationId)
      .execute();
  }
}
