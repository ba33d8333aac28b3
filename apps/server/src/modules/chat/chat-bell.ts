import { CHAT_MESSAGES as M } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ChatRepository, ConversationRow } from './chat.repository.js';

const EXCERPT_MAX = 120;

/** The back-office link that opens the conversation. */
export function chatActionUrl(conversationId: number): string {
  return `/admin/chat?conversation=${conversationId}`;
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

/**
 * The bell for a customer's message nobody has read: rung by the first message of a burst (the
 * conversation had no unread customer message before it), not by every message. It goes to the
 * assigned staff member, or, unassigned, to the active staff of the conversation's branch (every
 * active staff member when it has none); when nobody is there, to the managers and admins.
 * Written in the message's transaction, so it exists only if the message does.
 */
export class ChatBell {
  constructor(
    private readonly repository: ChatRepository,
    private readonly notifications: NotificationsService,
  ) {}

  async ring(
    trx: Transaction<Database>,
    conversation: ConversationRow,
    message: { content: string; isFile: boolean },
  ): Promise<number> {
    const recipients = await this.#recipients(trx, conversation);
    const name = conversation.customer_name ?? '';
    const text = message.isFile && !message.content ? M.bellFile : excerpt(message.content);
    for (const userId of recipients) {
      await this.notifications.create(trx, {
        user_id: userId,
        type: 'informational',
        priority:
          conversation.priority === 'urgent' || conversation.priority === 'high'
            ? 'high'
            : 'normal',
        title: M.bellTitle(name),
        message: text,
        action_url: chatActionUrl(conversation.id),
        icon: 'message',
        data: { kind: 'chat_message', conversation_id: conversation.id },
        is_system: false,
      });
    }
    return recipients.length;
  }

  async #recipients(trx: Transaction<Database>, conversation: ConversationRow): Promise<number[]> {
    if (conversation.assigned_to !== null) {
      const assignee = await this.repository.findUser(conversation.assigned_to, trx);
      if (assignee?.status === 'active' && assignee.role !== 'customer') return [assignee.id];
    }
    const staff = await this.repository.activeUserIds(
      trx,
      ['staff'],
      conversation.branch_id ?? undefined,
    );
    if (staff.length > 0) return staff;
    return this.repository.activeUserIds(trx, ['manager', 'admin']);
  }
}
