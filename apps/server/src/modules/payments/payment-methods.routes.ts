import { checkoutPaymentMethods, PAYMENT_METHODS } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentMethodSettings } from './payment-method-settings.js';

const checkoutMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  name: z.string(),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
});

/**
 * GET /api/public/payment-methods: the methods checkout offers now, as the payments screen set
 * them (switched on, with their order-total range). Fees and providers are not shown; online
 * payment is never listed (the web shows it disabled, in development).
 */
export const publicPaymentMethodsRoutes: FastifyPluginAsyncZod<{
  methodSettings: PaymentMethodSettings;
}> = async (app, { methodSettings }) => {
  app.get(
    '/public/payment-methods',
    {
      schema: {
        tags: ['public'],
        summary: 'Phương thức thanh toán nhận đơn (đang bật, khoảng tổng tiền)',
        response: {
          200: z.object({ success: z.literal(true), data: z.array(checkoutMethodSchema) }),
        },
      },
    },
    async (_request, reply) => {
      // Read fresh: a method switched off must leave checkout at once.
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: checkoutPaymentMethods(await methodSettings.methods()),
      };
    },
  );
};
