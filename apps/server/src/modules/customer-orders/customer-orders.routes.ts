import {
  cancelOrderSchema,
  MY_ORDERS_MESSAGES,
  myOrdersQuerySchema,
  ORDER_MESSAGES,
  orderItemReviewSchema,
  rebuyMessage,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success, successPage } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import {
  myOrderSchema,
  orderItemReviewReplySchema,
  orderStatsSchema,
  rebuySchema,
} from './customer-orders.schemas.js';
import { orderNotFound, type CustomerOrdersService } from './customer-orders.service.js';

const idParams = z.object({ id: z.string().describe('Mã đơn hàng') });
const itemParams = idParams.extend({ itemId: z.string().describe('Mã dòng của đơn') });
const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** A number from the path, or null when it cannot name a row. */
function pathId(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function orderId(raw: string): number {
  const id = pathId(raw);
  if (id === null) throw orderNotFound();
  return id;
}

function itemId(raw: string): number {
  const id = pathId(raw);
  if (id === null) throw new AppError('ORDER_ITEM_NOT_FOUND', MY_ORDERS_MESSAGES.itemNotFound, 404);
  return id;
}

/** The signed-in customer's own orders (customer-account §2 My orders). */
export const customerOrdersRoutes: FastifyPluginAsyncZod<{
  orders: CustomerOrdersService;
}> = async (app, { orders }) => {
  // Before validation: a guest learns to log in, whatever the input.
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          'Đơn hàng của khách: phân trang (per_page mặc định 10, tối đa 50), lọc theo trạng thái, hình thức nhận hàng, khoảng ngày from/to (ngày của salon, UTC+7), sắp xếp theo ngày đặt (sort_order asc|desc) và tìm theo mã đơn hoặc tên mặt hàng (không dấu)',
        querystring: myOrdersQuerySchema,
        response: { 200: successPage(myOrderSchema), ...failures, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.list(currentUser(request), request.query),
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['customer orders'],
        summary: 'Số đơn hàng của khách: tổng, hoàn thành, đã thanh toán, chờ xử lý',
        response: { 200: success(orderStatsSchema), ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await orders.stats(currentUser(request)) }),
  );

  app.patch(
    '/:id/cancel',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          'Hủy đơn của mình: chỉ đơn chờ xử lý chưa thanh toán; lý do tùy chọn, tối đa 200 ký tự; hàng được trả lại kho',
        params: idParams,
        body: cancelOrderSchema,
        response: {
          200: success(myOrderSchema).extend({ message: z.string() }),
          ...failures,
          409: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: ORDER_MESSAGES.cancelled,
      data: await orders.cancel(
        currentUser(request),
        orderId(request.params.id),
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/:id/rebuy',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          'Mua lại đơn đã hoàn thành hoặc đã hủy: thêm các mặt hàng vào giỏ, bỏ qua mặt hàng không còn bán',
        params: idParams,
        response: {
          200: success(rebuySchema).extend({ message: z.string() }),
          ...failures,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const data = await orders.rebuy(currentUser(request), orderId(request.params.id));
      return { success: true as const, message: rebuyMessage(data), data };
    },
  );

  app.post(
    '/:id/items/:itemId/review',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          'Đánh giá một mặt hàng của đơn đã hoàn thành (một lần mỗi dòng): lưu thành đánh giá sản phẩm hoặc dịch vụ, đã xác thực, hiển thị sau khi được duyệt; rating 1–5 (mặc định 5), nhận xét tối đa 500 ký tự',
        params: itemParams,
        body: orderItemReviewSchema,
        response: {
          200: success(orderItemReviewReplySchema).extend({ message: z.string() }),
          ...failures,
          409: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: ORDER_MESSAGES.reviewThanks,
      data: await orders.review(
        currentUser(request),
        orderId(request.params.id),
        itemId(request.params.itemId),
        request.body,
      ),
    }),
  );
};
