import { AI_CHAT_LIMITS, CHAT_MESSAGES } from '@salon/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * How long the consultant keeps its sessions (the `ai-chat-retention` job): a session nobody
 * wrote in for AI_CHAT_LIMITS.sessionIdleMs is closed (its id then starts a new session), and a
 * guest's session (no customer) with no message for AI_CHAT_LIMITS.guestRetentionMs is deleted
 * with its messages. A customer's sessions are kept, closed, like their other conversations; sessions
 * handed over to staff are the support chat's and are left alone.
 */
export class AiChatRetention {
  constructor(private readonly db: Db) {}

  async run(now: Date): Promise<{ closed: number; deleted: number }> {
    const at = now.toISOString();
    const idleSince = new Date(now.getTime() - AI_CHAT_LIMITS.sessionIdleMs).toISOString();
    const keptSince = new Date(now.getTime() - AI_CHAT_LIMITS.guestRetentionMs).toISOString();
    const lastActivity = sql<string>`coalesce(last_message_at, created_at)`;
    const closed = await this.db
      .updateTable('chat_conversations')
      .set({
        status: 'closed',
        closed_at: at,
        close_reason: CHAT_MESSAGES.aiSessionEnded,
        updated_at: at,
      })
      .where('handled_by', '=', 'assistant')
      .where('status', '=', 'active')
      .where(lastActivity, '<', idleSince)
      .executeTakeFirst();
    // Their messages go with them (foreign key, on delete cascade).
    const deleted = await this.db
      .deleteFrom('chat_conversations')
      .where('handled_by', '=', 'assistant')
      .where('customer_id', 'is', null)
      .where(lastActivity, '<', keptSince)
      .executeTakeFirst();
    return { closed: Number(closed.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
  }
}
