import {
  CUSTOMER_PRODUCT_MESSAGES as M,
  customerProductsQuerySchema,
  finishCustomerProductSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '../../lib/path-id.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import {
  customerProductSchema,
  customerProductStatsSchema,
  pageMetaSchema,
} from './customer-products.schemas.js';
import { notFound, type CustomerProductsService } from './customer-products.service.js';

const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The signed-in customer's products in use (customer-account §2 Profile, §4 Customer product). */
export const customerProductsRoutes: FastifyPluginAsyncZod<{
  products: CustomerProductsService;
}> = async (app, { products }) => {
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Sản phẩm khách đang dùng: tiến độ sử dụng, trạng thái (active, expired, finished), lọc status (thêm near_expiry: còn 7 ngày trở xuống) và thống kê',
        querystring: customerProductsQuerySchema,
        response: {
          200: success(
            z.object({
              products: z.object({ data: z.array(customerProductSchema), meta: pageMetaSchema }),
              stats: customerProductStatsSchema,
            }),
          ),
          ...failures,
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.list(currentUser(request).id, request.query),
    }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['customer'],
        summary: 'Đánh dấu một sản phẩm đang dùng là đã dùng hết (kèm ghi chú nếu có)',
        params: z.object({ id: z.string().describe('Mã sản phẩm của khách') }),
        body: finishCustomerProductSchema,
        response: {
          200: success(customerProductSchema).extend({ message: z.string() }),
          ...failures,
          409: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw notFound();
      const data = await products.finish(currentUser(request).id, id, request.body.notes);
      return { success: true as const, message: M.finished, data };
    },
  );
};
