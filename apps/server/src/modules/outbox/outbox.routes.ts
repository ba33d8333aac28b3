import {
  OUTBOX_CHANNELS,
  OUTBOX_MESSAGES as M,
  OUTBOX_STATUSES,
  outboxIdParamsSchema,
  outboxListQuerySchema,
  type OutboxMessageDto,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import type { OutboxService } from './outbox.service.js';

const messageSchema = z.object({
  id: z.number(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  template: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  status_label: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  related_type: z.string().nullable(),
  related_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<OutboxMessageDto>;

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/**
 * /api/admin/outbox: every e-mail and SMS, sent or waiting, for the notifications screen.
 * Admins only: messages tell about every customer, and even masked, who got a reset code when
 * is not staff business.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.addHook('preValidation', guards.roles('admin'));
  const tags = ['admin: outbox'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Hộp thư đi: email và SMS (lọc theo trạng thái, kênh; mới nhất trước)',
        querystring: outboxListQuerySchema,
        response: {
          200: ok(
            z.object({
              data: z.array(messageSchema),
              meta: z.object({
                current_page: z.number(),
                last_page: z.number(),
                per_page: z.number(),
                total: z.number(),
              }),
            }),
          ),
        },
      },
    },
    async (request) => ({ success: true as const, data: await outbox.list(request.query) }),
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        tags,
        summary: 'Gửi lại một tin nhắn chưa gửi được',
        params: outboxIdParamsSchema,
        response: { 200: ok(messageSchema), ...failures(409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await outbox.retry(request.params.id),
      message: M.requeued,
    }),
  );
};
