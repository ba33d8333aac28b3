import { PAYMENT_MESSAGES } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReply, failures } from '../../lib/failure-replies.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentWebhookService } from './payment-webhook.service.js';
import { presentedWebhookSecret, secretsMatch } from './webhook-auth.js';
import { parseWebhookBody } from './webhook-payloads.js';

/**
 * POST /api/payments/webhook: the bank feed (SePay or Casso) reports account movements here.
 * A replayed delivery answers success too, so the provider stops retrying.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod<{
  webhook: PaymentWebhookService;
  secret: string | undefined;
}> = async (app, { webhook, secret }) => {
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Webhook biến động số dư (SePay: Authorization: Apikey <khóa>; Casso: Secure-Token: <khóa>)',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ recorded: z.number(), duplicates: z.number(), matched: z.number() }),
          }),
          400: failureReply(400, 'nội dung webhook không hợp lệ (INVALID_WEBHOOK)'),
          401: failureReply(401, 'khóa webhook sai hoặc thiếu (WEBHOOK_UNAUTHORIZED)'),
          ...failures(422),
          503: failureReply(503, 'chưa cấu hình khóa webhook (WEBHOOK_NOT_CONFIGURED)'),
        },
      },
    },
    async (request) => {
      if (!secret) {
        throw new AppError('WEBHOOK_NOT_CONFIGURED', PAYMENT_MESSAGES.webhookNotConfigured, 503);
      }
      const presented = presentedWebhookSecret(request);
      if (!presented || !secretsMatch(presented, secret)) {
        throw new AppError('WEBHOOK_UNAUTHORIZED', PAYMENT_MESSAGES.webhookUnauthorized, 401);
      }
      const transfers = parseWebhookBody(request.body);
      return { success: true as const, data: await webhook.receive(transfers) };
    },
  );
};
