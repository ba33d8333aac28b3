import {
  CUSTOMER_ADMIN_MESSAGES as M,
  customerListQuerySchema,
  customerMergeSchema,
  customerUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { pathId } from '../../lib/path-id.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { CustomersAdminService } from './customers-admin.service.js';

const params = z.object({ userId: z.string().describe('Mã tài khoản khách hàng') });
const tags = ['admin customers'];

function customerId(raw: string): number {
  const id = pathId(raw);
  if (id === null) throw new AppError('CUSTOMER_NOT_FOUND', M.notFound, 404);
  return id;
}

/**
 * The suppliers' export guard (their page: managers and admins), for the whole-list export and
 * for merging accounts.
 */
const managersOnly = guards.roles('manager', 'admin');

/** /api/admin/customers (admin page `customers`: staff, managers, admins). */
export const customersAdminRoutes: FastifyPluginAsyncZod<{
  customers: CustomersAdminService;
}> = async (app, { customers }) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('customers'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Danh sách khách hàng: tìm không dấu theo tên, SĐT, email; lọc theo chi nhánh, mức chi tiêu, lần ghé, tháng sinh, nguồn, xác minh SĐT, trạng thái, ngày tham gia; sắp xếp; phân trang',
        querystring: customerListQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await customers.list(currentUser(request), request.query),
    }),
  );

  app.get(
    '/export',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary: 'Xuất danh sách đã lọc ra CSV (quản lý, quản trị; tối đa 10.000 khách)',
        querystring: customerListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await customers.exportCsv(currentUser(request), request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="khach-hang-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/:userId',
    {
      schema: {
        tags,
        summary:
          'Hồ sơ khách hàng: lịch sử lịch hẹn và đơn hàng, tổng chi tiêu, dịch vụ và thợ yêu thích, ghi chú điều trị, sản phẩm đang dùng, chat, liên hệ (mỗi lần xem được ghi lại)',
        params,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        data: await customers.detail(currentUser(request), customerId(request.params.userId), true),
      };
    },
  );

  app.put(
    '/:userId',
    { schema: { tags, summary: 'Sửa thông tin khách hàng', params, body: customerUpdateSchema } },
    async (request) => ({
      success: true,
      data: await customers.update(
        currentUser(request),
        customerId(request.params.userId),
        request.body,
      ),
      message: M.updated,
    }),
  );

  app.post(
    '/:userId/deactivate',
    { schema: { tags, summary: 'Vô hiệu hóa tài khoản (đăng xuất mọi phiên)', params } },
    async (request) => ({
      success: true,
      data: await customers.setStatus(
        currentUser(request),
        customerId(request.params.userId),
        'inactive',
      ),
      message: M.deactivated,
    }),
  );

  app.post(
    '/:userId/reactivate',
    { schema: { tags, summary: 'Kích hoạt lại tài khoản', params } },
    async (request) => ({
      success: true,
      data: await customers.setStatus(
        currentUser(request),
        customerId(request.params.userId),
        'active',
      ),
      message: M.reactivated,
    }),
  );

  app.get(
    '/:userId/merge-preview',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary:
          'Xem trước khi gộp: những gì của tài khoản trùng sẽ chuyển sang (quản lý, quản trị)',
        params,
        querystring: z.object({
          duplicate_id: z.coerce.number().pipe(customerMergeSchema.shape.duplicate_id),
        }),
      },
    },
    async (request) => ({
      success: true,
      data: await customers.mergePreview(
        customerId(request.params.userId),
        request.query.duplicate_id,
      ),
    }),
  );

  app.post(
    '/:userId/merge',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary:
          'Gộp tài khoản trùng vào tài khoản này trong một giao dịch (quản lý, quản trị); tài khoản trùng bị vô hiệu hóa',
        params,
        body: customerMergeSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await customers.merge(customerId(request.params.userId), request.body.duplicate_id),
      message: M.merged,
    }),
  );
};
