import { z } from 'zod';
import {
  CHAT_CONVERSATION_TYPES,
  CHAT_PRIORITIES,
  CHAT_STATUSES,
  DEFAULT_CHAT_PRIORITY,
} from './constants.js';
import { AI_CHAT_LIMITS, CHAT_LIMITS as L } from './limits.js';
import { CHAT_MESSAGES as M } from './messages.js';

/* Request schemas of the chat and the AI consultant, apart from constants so pages can skip zod. */

const INVALID_PAGE = 'Trang không hợp lệ';
const INVALID_PER_PAGE = 'Số mục mỗi trang không hợp lệ';
const INVALID_ID = 'Mã không hợp lệ';
const INVALID_FLAG = 'Giá trị bật/tắt không hợp lệ';

const page = z.coerce
  .number({ error: INVALID_PAGE })
  .int(INVALID_PAGE)
  .min(1, INVALID_PAGE)
  .max(100_000, INVALID_PAGE)
  .default(1);
const perPage = (fallback: number, max: number) =>
  z.coerce
    .number({ error: INVALID_PER_PAGE })
    .int(INVALID_PER_PAGE)
    .min(1, INVALID_PER_PAGE)
    .max(max, INVALID_PER_PAGE)
    .default(fallback);
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
const flag = z
  .enum(['true', 'false', '1', '0'], { error: INVALID_FLAG })
  .transform((v) => v === 'true' || v === '1');

/** A message's text: trimmed, not blank, at most `max` characters. */
export function chatTextField(max: number, maxMessage: string) {
  return z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(max, maxMessage);
}

/** `:id` of a conversation. */
export const chatConversationParamsSchema = z.object({ id: id(M.conversationNotFound) });

/** GET /api/chat/conversations (customer): their own, newest activity first. */
export const customerConversationListQuerySchema = z.object({
  status: z.enum(CHAT_STATUSES, { error: M.statusInvalid }).optional(),
  type: z.enum(CHAT_CONVERSATION_TYPES, { error: M.typeInvalid }).optional(),
  page,
  per_page: perPage(L.conversationsPerPage, 50),
});
export type CustomerConversationListQuery = z.output<typeof customerConversationListQuerySchema>;

/**
 * POST /api/chat/conversations (customer). The first message is optional: the chat page opens a
 * conversation on its own when there is none (customer-account §4). 409 when an active one of
 * the type exists (its id is in the answer).
 */
export const customerCreateConversationSchema = z.object({
  type: z.enum(CHAT_CONVERSATION_TYPES, { error: M.typeInvalid }).default('consultation'),
  message: chatTextField(L.messageMax, M.messageMax).optional(),
});
export type CustomerCreateConversationInput = z.output<typeof customerCreateConversationSchema>;

/** GET …/messages: a page of 50, oldest first; `before_id` pages back from a message. */
export const chatMessagesQuerySchema = z.object({
  before_id: id(INVALID_ID).optional(),
  after_id: id(INVALID_ID).optional(),
  per_page: perPage(L.messagesPerPage, L.messagesPerPage),
});
export type ChatMessagesQuery = z.output<typeof chatMessagesQuerySchema>;

/** POST …/messages, either side. */
export const chatSendMessageSchema = z.object({
  content: chatTextField(L.messageMax, M.messageMax),
});
export type ChatSendMessageInput = z.output<typeof chatSendMessageSchema>;

/** The optional caption beside a file (multipart field `caption`). */
export const chatCaptionSchema = z
  .string()
  .trim()
  .max(L.captionMax, M.captionMax)
  .optional()
  .transform((v) => (v ? v : null));

/** GET /api/admin/chat/conversations (back-office §7). */
export const adminConversationListQuerySchema = z.object({
  status: z.enum(CHAT_STATUSES, { error: M.statusInvalid }).default('active'),
  priority: z.enum(CHAT_PRIORITIES, { error: M.priorityInvalid }).optional(),
  type: z.enum(CHAT_CONVERSATION_TYPES, { error: M.typeInvalid }).optional(),
  assigned_to_me: flag.optional(),
  unassigned: flag.optional(),
  /** Also list the AI consultant's sessions not handed to staff. */
  include_assistant: flag.optional(),
  q: z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài').optional(),
  page,
  per_page: perPage(L.conversationsPerPage, 100),
});
export type AdminConversationListQuery = z.output<typeof adminConversationListQuerySchema>;

/** POST /api/admin/chat/conversations (back-office §5, §7). 409 when one is active. */
export const adminCreateConversationSchema = z.object({
  customer_id: id(M.customerRequired),
  message: chatTextField(L.firstMessageMax, M.firstMessageMax),
  priority: z.enum(CHAT_PRIORITIES, { error: M.priorityInvalid }).default(DEFAULT_CHAT_PRIORITY),
  type: z.enum(CHAT_CONVERSATION_TYPES, { error: M.typeInvalid }).default('consultation'),
});
export type AdminCreateConversationInput = z.output<typeof adminCreateConversationSchema>;

/** POST /api/admin/chat/conversations/:id/assign: the dialog offers only 'assign to me'. */
export const adminAssignConversationSchema = z.object({ admin_id: id(M.adminRequired) });
export type AdminAssignConversationInput = z.output<typeof adminAssignConversationSchema>;

/** POST /api/admin/chat/conversations/:id/close: the reason is optional. */
export const adminCloseConversationSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(L.closeReasonMax, M.closeReasonMax)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type AdminCloseConversationInput = z.output<typeof adminCloseConversationSchema>;

/** PATCH /api/admin/chat/conversations/:id: priority. */
export const adminUpdateConversationSchema = z.object({
  priority: z.enum(CHAT_PRIORITIES, { error: M.priorityInvalid }),
});

/** GET /api/admin/chat/customers?q=: at least 2 characters (back-office §5). */
export const chatCustomerSearchQuerySchema = z.object({
  q: z
    .string({ error: M.customerSearchMin })
    .trim()
    .min(L.customerSearchMin, M.customerSearchMin)
    .max(100, 'Từ khóa tìm kiếm quá dài'),
  per_page: perPage(L.customerSearchPerPage, 50),
});

/** POST /api/ai-chat/messages. */
export const aiChatMessageSchema = z.object({
  message: z
    .string({ error: M.aiMessageRequired })
    .trim()
    .min(1, M.aiMessageRequired)
    .max(AI_CHAT_LIMITS.messageMax, M.aiMessageMax),
  /** The session the answer continues; a new one starts without it. */
  session_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, M.aiSessionNotFound)
    .optional(),
});
export type AiChatMessageInput = z.output<typeof aiChatMessageSchema>;

/** POST /api/ai-chat/handover: the session's transcript goes to staff. */
export const aiChatHandoverSchema = z.object({
  session_id: z
    .string({ error: M.aiSessionNotFound })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, M.aiSessionNotFound),
});
