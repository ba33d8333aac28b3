import type {
  AiChatAction,
  ChatConversationDto,
  ChatCustomerSearchResult,
  ChatMessageDto,
} from '@salon/shared';
import type {
  ChatMessageRow,
  ConversationRow,
  CustomerSearchRow,
  MessageRow,
} from './chat.repository.js';

/** Who reads: the customer sees no e-mail or phone of anyone; staff see the customer's. */
export type ChatSide = 'customer' | 'staff';

/** Where a message's file is served: only through the authorised route, never /api/storage. */
export function chatFileUrl(messageId: number): string {
  return `/api/chat/files/${messageId}`;
}

export function toConversationDto(
  row: ConversationRow,
  side: ChatSide,
  latest: ChatMessageRow | undefined,
  unread: number,
): ChatConversationDto {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    priority: row.priority,
    handled_by: row.handled_by,
    title: row.title,
    customer:
      row.customer_id === null
        ? null
        : {
            id: row.customer_id,
            name: row.customer_name ?? '',
            avatar: row.customer_avatar,
            email: side === 'staff' ? row.customer_email : null,
            phone: side === 'staff' ? row.customer_phone : null,
          },
    admin:
      row.assigned_to === null
        ? null
        : { id: row.assigned_to, name: row.admin_name ?? '', avatar: row.admin_avatar },
    admin_id: row.assigned_to,
    branch_id: row.branch_id,
    initial_message: row.initial_message,
    latest_message: latest
      ? {
          content: latest.content,
          sender_type: latest.sender_type,
          message_type: latest.message_type,
        }
      : null,
    last_message_at: row.last_message_at,
    unread_count: unread,
    closed_at: row.closed_at,
    close_reason: row.close_reason,
    created_at: row.created_at,
  };
}

function parseActions(text: string | null): AiChatAction[] | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AiChatAction[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A message as either side sees it: the sender's name and picture, never their contacts. */
export function toMessageDto(row: MessageRow): ChatMessageDto {
  const actions = parseActions(row.actions);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_type: row.sender_type,
    sender:
      row.sender_id === null
        ? null
        : { id: row.sender_id, name: row.sender_name ?? '', avatar: row.sender_avatar },
    message_type: row.message_type,
    content: row.content,
    file_path: row.file_path ? chatFileUrl(row.id) : null,
    file_name: row.file_name,
    file_size: row.file_size,
    read_at: row.read_at,
    ...(actions ? { actions } : {}),
    created_at: row.created_at,
  };
}

export function toCustomerSearchResult(row: CustomerSearchRow): ChatCustomerSearchResult {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar_url,
    active_conversations_count: row.active_conversations_count,
  };
}
