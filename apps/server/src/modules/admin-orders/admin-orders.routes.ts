import {
  ADMIN_ORDER_MESSAGES as M,
  ORDER_MESSAGES,
  adminOrderActionSchema,
  adminOrderListQuerySchema,
  adminOrderStatsQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { AdminOrdersService } from './admin-orders.service.js';

const MAX_ID = 2_147_483_647;
const idParams = z.object({
  id: z.coerce
    .number({ error: ORDER_MESSAGES.notFound })
    .int(ORDER_MESSAGES.notFound)
    .min(1, ORDER_MESSAGES.notFound)
    .max(MAX_ID, ORDER_MESSAGES.notFound),
});

/** /api/admin/orders: the back-office orders screen. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: AdminOrdersService }> = async (
  app,
  { orders },
) => {
  // Checked before the input, so a guest gets 401 and a customer 403 whatever they send.
  app.addHook('onRequest', guards.adminPage('orders'));
  const tags = ['admin-orders'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách đơn hàng (lọc, tìm kiếm không dấu, phân trang, mức rủi ro)',
        querystring: adminOrderListQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await orders.list(currentUser(request), request.query),
    }),
  );
  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Số đơn theo trạng thái, đơn và doanh thu hôm nay, đơn chờ thanh toán',
        querystring: adminOrderStatsQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await orders.stats(currentUser(request), request.query.branch_id),
    }),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Chi tiết đơn hàng: lịch sử, giao dịch, rủi ro, thao tác được phép',
        params: idParams,
      },
    },
    async (request) => ({
      success: true,
      data: await orders.detail(currentUser(request), request.params.id),
    }),
  );
  app.post(
    '/:id/actions',
    {
      schema: {
        tags,
        summary: 'Xác nhận thanh toán, hoàn thành, hủy hoặc đánh dấu hoàn tiền',
        params: idParams,
        body: adminOrderActionSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await orders.act(currentUser(request), request.params.id, request.body),
      message: M.done[request.body.action],
    }),
  );
};
