import {
  CATALOG_ADMIN_MESSAGES as M,
  statusChangeSchema,
  supplierInputSchema,
  supplierListQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import { idParams } from './admin-items.routes.js';
import type { SuppliersService } from './suppliers.service.js';

/** /api/admin/suppliers */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (
  app,
  { suppliers },
) => {
  app.addHook('onRequest', guards.adminPage('suppliers'));
  const tags = ['admin-catalog'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách nhà cung cấp (tìm kiếm, trạng thái, đánh giá tối thiểu)',
        querystring: supplierListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await suppliers.list(request.query) }),
  );
  app.get('/statistics', { schema: { tags, summary: 'Thống kê nhà cung cấp' } }, async () => ({
    success: true,
    data: await suppliers.statistics(),
  }));
  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Xuất danh sách đã lọc ra CSV (UTF-8, mở được bằng Excel)',
        querystring: supplierListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await suppliers.exportCsv(request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nha-cung-cap-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/:id',
    { schema: { tags, summary: 'Chi tiết nhà cung cấp kèm sản phẩm', params: idParams } },
    async (request) => ({
      success: true,
      data: await suppliers.get(request.params.id),
    }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Thêm nhà cung cấp',
        body: supplierInputSchema,
        response: { 201: undescribedCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await suppliers.create(request.body),
        message: M.supplierCreated,
      }),
  );
  app.put(
    '/:id',
    { schema: { tags, summary: 'Sửa nhà cung cấp', params: idParams, body: supplierInputSchema } },
    async (request) => ({
      success: true,
      data: await suppliers.update(request.params.id, request.body),
      message: M.supplierUpdated,
    }),
  );
  app.patch(
    '/:id/status',
    {
      schema: { tags, summary: 'Bật/tắt nhà cung cấp', params: idParams, body: statusChangeSchema },
    },
    async (request) => ({
      success: true,
      data: await suppliers.setStatus(request.params.id, request.body.status),
      message: M.statusUpdated,
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Xóa nhà cung cấp (khi không còn sản phẩm nào; còn: 409 SUPPLIER_HAS_PRODUCTS)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => {
      await suppliers.delete(request.params.id);
      return { success: true, data: null, message: M.supplierDeleted };
    },
  );
};
