import { CHAT_MESSAGE_TYPES, CHAT_MESSAGES, CHAT_SENDER_TYPES } from '@salon/shared';
import { z } from 'zod';

/* Reply schemas of the AI consultant (validated on the way out, shown in OpenAPI). */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const aiChatActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('book'),
    label: z.string(),
    service_id: z.number().int(),
    branch_id: z.number().int().optional(),
    date: date.optional(),
    time: time.optional(),
  }),
  z.object({ kind: z.literal('open_service'), label: z.string(), service_id: z.number().int() }),
  z.object({ kind: z.literal('open_product'), label: z.string(), product_id: z.number().int() }),
  z.object({ kind: z.literal('link'), label: z.string(), href: z.string() }),
  z.object({ kind: z.literal('handover'), label: z.string() }),
]);

export const aiChatReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    session_id: z.string(),
    reply: z.string(),
    actions: z.array(aiChatActionSchema),
  }),
});

export const aiChatHandoverReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ conversation_id: z.number().int() }),
});

const person = z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() });

export const aiChatTranscriptReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    messages: z.array(
      z.object({
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
        actions: z.array(aiChatActionSchema).optional(),
        created_at: z.string(),
      }),
    ),
    has_more: z.boolean(),
  }),
});

/** `:session_id` of GET /api/ai-chat/sessions/:session_id/messages. */
export const aiChatSessionParamsSchema = z.object({
  session_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, CHAT_MESSAGES.aiSessionNotFound),
});
