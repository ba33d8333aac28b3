import type { ChatSenderType } from './constants.js';

/*
 * Chat events on the live stream (`GET /api/events`). Like the notification events they say what
 * changed, not the content: the page fetches the new messages through the API, so a stream only
 * ever carries what the reader may already see, and a missed event costs only the fallback poll.
 */
export const CHAT_EVENTS = {
  /** A message was posted in a conversation the reader can see. */
  messageCreated: 'chat.message.created',
  /** A conversation was created, read by the other side, assigned, closed or changed. */
  conversationUpdated: 'chat.conversation.updated',
} as const;

export interface ChatMessageCreatedEvent {
  conversation_id: number;
  message_id: number;
  sender_type: ChatSenderType;
}

export type ChatConversationChange =
  'created' | 'read' | 'assigned' | 'closed' | 'updated' | 'handed_over';

export interface ChatConversationUpdatedEvent {
  conversation_id: number;
  change: ChatConversationChange;
  /** For `read`: which side read (the other side's messages are now read). */
  by?: 'customer' | 'staff';
}
