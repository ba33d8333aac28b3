import {
  CHAT_EVENTS,
  type ChatConversationChange,
  type ChatConversationUpdatedEvent,
  type ChatMessageCreatedEvent,
  type ChatSenderType,
} from '@salon/shared';
import { userChannel, type EventBus } from '../realtime/event-bus.js';
import { CHAT_ALL_CHANNEL, CHAT_NO_BRANCH_CHANNEL, chatBranchChannel } from './chat-channels.js';

/** What routing an event needs of a conversation. */
export interface ChatEventTarget {
  id: number;
  customer_id: number | null;
  branch_id: number | null;
  assigned_to: number | null;
  /** The assigned staff member's role and branch. */
  admin_role: string | null;
  admin_branch_id: number | null;
}

/**
 * Publishes chat events on the live stream, after the change committed. An event carries ids
 * only, never content, and goes only where the conversation may be seen: its customer's user
 * channel, the all-conversations channel, its branch's (or the no-branch) channel, and the
 * assigned staff member's own channel when their branch channel does not already carry it.
 */
export class ChatEvents {
  constructor(private readonly bus: EventBus) {}

  messageCreated(target: ChatEventTarget, messageId: number, sender: ChatSenderType): void {
    const data: ChatMessageCreatedEvent = {
      conversation_id: target.id,
      message_id: messageId,
      sender_type: sender,
    };
    this.#publish(target, CHAT_EVENTS.messageCreated, data, true);
  }

  conversationUpdated(
    target: ChatEventTarget,
    change: ChatConversationChange,
    by?: 'customer' | 'staff',
  ): void {
    const data: ChatConversationUpdatedEvent = {
      conversation_id: target.id,
      change,
      ...(by ? { by } : {}),
    };
    // Priority is the back office's own business.
    this.#publish(target, CHAT_EVENTS.conversationUpdated, data, change !== 'updated');
  }

  #publish(target: ChatEventTarget, event: string, data: unknown, toCustomer: boolean): void {
    for (const channel of channelsOf(target, toCustomer)) {
      this.bus.publish({ channel, event, data });
    }
  }
}

/** The channels a conversation's events go to. */
export function channelsOf(target: ChatEventTarget, toCustomer = true): string[] {
  const channels = [
    CHAT_ALL_CHANNEL,
    target.branch_id === null ? CHAT_NO_BRANCH_CHANNEL : chatBranchChannel(target.branch_id),
  ];
  // A staff member of another branch hears a conversation assigned to them on their own channel.
  if (
    target.assigned_to !== null &&
    target.admin_role === 'staff' &&
    target.admin_branch_id !== null &&
    target.branch_id !== null &&
    target.branch_id !== target.admin_branch_id
  ) {
    channels.push(userChannel(target.assigned_to));
  }
  if (toCustomer && target.customer_id !== null) channels.push(userChannel(target.customer_id));
  return channels;
}
