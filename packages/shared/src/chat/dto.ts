import type {
  ChatConversationType,
  ChatHandler,
  ChatMessageType,
  ChatPriority,
  ChatSenderType,
  ChatStatus,
} from './constants.js';

/** A person in a conversation, as the other side sees them. */
export interface ChatPersonDto {
  id: number;
  name: string;
  avatar: string | null;
}

/** A conversation (customer-account §3, back-office §3). */
export interface ChatConversationDto {
  id: number;
  type: ChatConversationType;
  status: ChatStatus;
  priority: ChatPriority;
  /** Staff, or the AI consultant until handed over. */
  handled_by: ChatHandler;
  title: string;
  /** The customer (with e-mail and phone for staff only; null for a guest's AI session). */
  customer: (ChatPersonDto & { email: string | null; phone: string | null }) | null;
  /** The assigned staff member. */
  admin: ChatPersonDto | null;
  admin_id: number | null;
  branch_id: number | null;
  initial_message: string | null;
  latest_message: {
    content: string;
    sender_type: ChatSenderType;
    message_type: ChatMessageType;
  } | null;
  last_message_at: string | null;
  /** Messages from the other side this reader has not read. */
  unread_count: number;
  closed_at: string | null;
  close_reason: string | null;
  created_at: string;
}

/** A message (customer-account §3, back-office §3). */
export interface ChatMessageDto {
  id: number;
  conversation_id: number;
  sender_type: ChatSenderType;
  sender: ChatPersonDto | null;
  message_type: ChatMessageType;
  /** The text, or a file's caption. */
  content: string;
  /**
   * The file's address, `/api/chat/files/<message id>`: served only to the conversation's
   * customer and the staff who can see it (never a public storage path); null for text.
   */
  file_path: string | null;
  file_name: string | null;
  file_size: number | null;
  /** When the other side read it. */
  read_at: string | null;
  /** The AI consultant's buttons under its answer. */
  actions?: AiChatAction[];
  created_at: string;
}

/** GET …/messages: oldest first; `has_more` when older ones exist before the first. */
export interface ChatMessagePage {
  messages: ChatMessageDto[];
  has_more: boolean;
}

/** POST /api/chat/conversations and /api/admin/chat/conversations (201). */
export interface ChatConversationCreated {
  conversation: ChatConversationDto;
}

/**
 * The 409 of creating a conversation while one of its type is active: the usual failure with
 * the active conversation's id, so the page opens it instead.
 */
export interface ChatActiveConversationConflict {
  success: false;
  code: 'CHAT_ACTIVE_EXISTS';
  message: string;
  data: { conversation_id: number };
}

/** GET /api/chat/unread-count and /api/admin/chat/unread-count. */
export interface ChatUnreadCount {
  unread_count: number;
}

/** GET /api/admin/chat/customers: back-office §3 Customer search result. */
export interface ChatCustomerSearchResult {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  active_conversations_count: number;
}

/** A button under the AI consultant's answer; each does something real. */
export type AiChatAction =
  | {
      kind: 'book';
      label: string;
      service_id: number;
      branch_id?: number;
      /** `YYYY-MM-DD` and `HH:mm` in the salon's zone. */
      date?: string;
      time?: string;
    }
  | { kind: 'open_service'; label: string; service_id: number }
  | { kind: 'open_product'; label: string; product_id: number }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'handover'; label: string };

/** POST /api/ai-chat/messages answer. */
export interface AiChatReply {
  session_id: string;
  reply: string;
  actions: AiChatAction[];
}

/** POST /api/ai-chat/handover answer: the conversation staff now answer. */
export interface AiChatHandover {
  conversation_id: number;
}
