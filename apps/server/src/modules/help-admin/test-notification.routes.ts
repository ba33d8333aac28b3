import {
  notificationIdParamsSchema,
  TEST_NOTIFICATION_MESSAGES as M,
  testNotificationSchema,
  type TestNotificationResult,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { TestNotificationService } from './test-notification.service.js';

const resultSchema = z.object({
  notification: z.object({ id: z.number(), delivered: z.boolean() }),
  email: z.object({
    status: z.enum(['not_configured', 'no_address', 'pending', 'sending', 'sent', 'failed']),
    outbox_id: z.number().nullable(),
    recipient: z.string().nullable(),
    attempts: z.number(),
    last_error: z.string().nullable(),
    sent_at: z.string().nullable(),
  }),
}) satisfies z.ZodType<TestNotificationResult>;

const ok = z.object({
  success: z.literal(true),
  data: resultSchema,
  message: z.string().optional(),
});

/** /api/admin/test-notifications: send a real test notification and follow it (admins). */
export const testNotificationRoutes: FastifyPluginAsyncZod<{
  testNotifications: TestNotificationService;
}> = async (app, { testNotifications }) => {
  app.addHook('onRequest', guards.adminPage('test-notification'));
  const tags = ['admin: test notification'];

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Gửi thông báo thử đến một người (trong ứng dụng, và email qua hộp thư đi khi có SMTP)',
        body: testNotificationSchema,
        response: { 201: ok, ...failures(429) },
      },
    },
    async (request, reply) => {
      const data = await testNotifications.send(request.body, currentUser(request).id);
      return reply.code(201).send({ success: true as const, data, message: M.sent });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Kết quả một lần gửi thử: thông báo đã đến chưa, dòng email trong hộp thư đi',
        params: notificationIdParamsSchema,
        response: { 200: ok, ...failures(404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await testNotifications.result(request.params.id),
    }),
  );
};
