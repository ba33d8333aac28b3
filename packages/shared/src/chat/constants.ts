/*
 * Support chat between customers and staff, and the AI consultant (customer-account: Support chat,
 * AI chat page, §3, §4; back-office §2.13, §3, §4).
 */

/** The customer's two tabs: questions before a visit, and about a booked or done service. */
export const CHAT_CONVERSATION_TYPES = ['consultation', 'service'] as const;
export type ChatConversationType = (typeof CHAT_CONVERSATION_TYPES)[number];
export const CHAT_CONVERSATION_TYPE_LABELS: Record<ChatConversationType, string> = {
  consultation: 'Tư vấn',
  service: 'Dịch vụ',
};

/** Only an active conversation accepts messages (back-office §4). */
export const CHAT_STATUSES = ['active', 'closed', 'archived'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  active: 'Đang hoạt động',
  closed: 'Đã đóng',
  archived: 'Đã lưu trữ',
};

export const CHAT_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type ChatPriority = (typeof CHAT_PRIORITIES)[number];
export const CHAT_PRIORITY_LABELS: Record<ChatPriority, string> = {
  urgent: 'Khẩn cấp',
  high: 'Cao',
  normal: 'Bình thường',
  low: 'Thấp',
};
export const DEFAULT_CHAT_PRIORITY: ChatPriority = 'normal';

/** Who wrote a message. `assistant` is the AI consultant. */
export const CHAT_SENDER_TYPES = ['customer', 'staff', 'assistant'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/**
 * Who answers a conversation: staff, or the AI consultant until the customer asks for a person
 * (then the same conversation, transcript included, passes to staff).
 */
export const CHAT_HANDLERS = ['staff', 'assistant'] as const;
export type ChatHandler = (typeof CHAT_HANDLERS)[number];
