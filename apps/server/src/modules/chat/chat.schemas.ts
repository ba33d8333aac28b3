import {
  CHAT_CONVERSATION_TYPES,
  CHAT_HANDLERS,
  CHAT_MESSAGE_TYPES,
  CHAT_PRIORITIES,
  CHAT_SENDER_TYPES,
  CHAT_STATUSES,
  type ChatConversationDto,
  type ChatCustomerSearchResult,
  type ChatMessageDto,
} from '@salon/shared';
import { z } from 'zod';
import { failureReply, failureSchema } from '../../lib/failure-replies.js';

/* Reply schemas of the chat routes: the shared DTOs, checked as they leave. */

const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** `{ success: true, data, message? }` */
function success<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** `{ success: true, data: { data: [...], meta } }` */
function successPage<T extends z.ZodType>(item: T) {
  return success(z.object({ data: z.array(item), meta: pageMeta }));
}

const person = z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() });

export const conversationSchema = z.object({
  id: z.number(),
  type: z.enum(CHAT_CONVERSATION_TYPES),
  status: z.enum(CHAT_STATUSES),
  priority: z.enum(CHAT_PRIORITIES),
  handled_by: z.enum(CHAT_HANDLERS),
  title: z.string(),
  customer: person
    .extend({ email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  admin: person.nullable(),
  admin_id: z.number().nullable(),
  branch_id: z.number().nullable(),
  initial_message: z.string().nullable(),
  latest_message: z
    .object({
      content: z.string(),
      sender_type: z.enum(CHAT_SENDER_TYPES),
      message_type: z.enum(CHAT_MESSAGE_TYPES),
    })
    .nullable(),
  last_message_at: z.string().nullable(),
  unread_count: z.number(),
  closed_at: z.string().nullable(),
  close_reason: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<ChatConversationDto>;

export const messageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender_type: z.enum(CHAT_SENDER_TYPES),
  sender: person.nullable(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  read_at: z.string().nullable(),
  actions: z.array(z.looseObject({ kind: z.string(), label: z.string() })).optional(),
  created_at: z.string(),
}) as unknown as z.ZodType<ChatMessageDto>;

export const customerSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  active_conversations_count: z.number(),
}) satisfies z.ZodType<ChatCustomerSearchResult>;

export const conversationReply = success(conversationSchema);
export const conversationPageReply = successPage(conversationSchema);
export const conversationCreatedReply = success(z.object({ conversation: conversationSchema }));
export const messageReply = success(messageSchema);
export const messagePageReply = success(
  z.object({ messages: z.array(messageSchema), has_more: z.boolean() }),
);
export const unreadReply = success(z.object({ unread_count: z.number() }));
export const customerSearchReply = successPage(customerSearchResultSchema);

/** 409 of a create while one is active: the failure with the active conversation's id. */
export const activeConflictReply = failureSchema
  .extend({ data: z.object({ conversation_id: z.number() }).optional() })
  .describe(
    'Khách hàng đã có cuộc trò chuyện đang hoạt động cùng loại (CHAT_ACTIVE_EXISTS): `data.conversation_id` là cuộc trò chuyện đó; tài khoản khách đã ngừng hoạt động (CUSTOMER_INACTIVE)',
  );

/** 409 of a message or change a conversation's state refuses. */
export const stateConflictReply = failureReply(
  409,
  'cuộc trò chuyện đã đóng (CHAT_CONVERSATION_CLOSED), không còn hoạt động (CHAT_NOT_ACTIVE) hoặc do trợ lý tư vấn trả lời (CHAT_ASSISTANT_HANDLED)',
);

export const tooManyReply = failureReply(
  429,
  'giới hạn tin nhắn mỗi phút, tệp mỗi giờ hoặc cuộc trò chuyện mỗi ngày (TOO_MANY_REQUESTS)',
);
