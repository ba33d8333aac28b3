/** Query keys of the customer's chat: everything under CHAT_KEY reloads together. */
export const CHAT_KEY = ['chat'] as const;
export const CONVERSATIONS_KEY = [...CHAT_KEY, 'conversations'] as const;
export const CHAT_UNREAD_KEY = [...CHAT_KEY, 'unread-count'] as const;

export function messagesKey(conversationId: number | null) {
  return [...CHAT_KEY, 'messages', conversationId] as const;
}
