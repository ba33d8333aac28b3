import { ORDER_MESSAGES as M, cancelOrderSchema, createOrderSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestCartSecret } from '../../lib/guest-cart-cookie.js';
import { guestClient } from '../../lib/guest-client.js';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import { failureSchema } from '../../lib/failure-replies.js';
import type { GuestOrderThrottle } from './guest-order-throttle.js';
import type { OrderPlacementService } from './order-placement.service.js';
import type { OrderViewer } from './order-viewer.js';
import { orderDetailReply, placedOrderReply } from './orders.schemas.js';

const orderId = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound),
});

/** Placing an order (customers and guests) and reading one's own order. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacementService;
  viewer: OrderViewer;
  guestThrottle: GuestOrderThrottle;
  secureCookies?: boolean;
}> = async (app, { placement, viewer, guestThrottle, secureCookies = false }) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Đặt hàng: giá, phí, VAT do máy chủ tính lại; giữ hàng trong kho an toàn',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: createOrderSchema,
        response: {
          200: placedOrderReply,
          201: placedOrderReply,
          400: failureSchema,
          409: failureSchema,
          422: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      await guestThrottle.take(request.user, request.ip);
      const result = await placement.place({
        request: request.body,
        user: request.user,
        idempotencyKey: readIdempotencyKey(
          request.headers['idempotency-key'],
          M.idempotencyKeyInvalid,
        ),
        guestClient: request.user ? null : guestClient(request, reply, secureCookies),
        guestCartSecret: request.user ? null : guestCartSecret(request),
      });
      return reply
        .code(result.statusCode as 201)
        .send(result.body as z.infer<typeof placedOrderReply>);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Chi tiết đơn hàng của chính khách (khách vãng lai dùng access_token)',
        params: orderId,
        querystring: z.object({ access_token: z.string().max(100).optional() }),
        response: { 200: orderDetailReply, 404: failureSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await viewer.forOwner(request.params.id, request.user, request.query.access_token),
      };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Hủy đơn chờ xử lý chưa thanh toán: khách của đơn, hoặc khách vãng lai có access_token',
        params: orderId,
        querystring: z.object({ access_token: z.string().max(100).optional() }),
        body: cancelOrderSchema,
        response: {
          200: orderDetailReply.extend({ message: z.string() }),
          404: failureSchema,
          409: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.cancelled,
      data: await viewer.cancel(
        request.params.id,
        request.user,
        request.query.access_token,
        request.body.reason,
      ),
    }),
  );
};
