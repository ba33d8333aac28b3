import {
  CATALOG_ADMIN_MESSAGES as M,
  categoryAdminListQuerySchema,
  categoryInputSchema,
  categoryTreeQuerySchema,
  statusChangeSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import type { AdminCategoriesService } from './admin-categories.service.js';
import { idParams } from './admin-items.routes.js';

/** /api/admin/categories: product and service categories, two levels. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod<{
  categories: AdminCategoriesService;
}> = async (app, { categories }) => {
  app.addHook('onRequest', guards.adminPage('categories'));
  const tags = ['admin-catalog'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách danh mục (tìm kiếm, cấp, loại, trạng thái)',
        querystring: categoryAdminListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await categories.list(request.query) }),
  );
  app.get(
    '/tree',
    {
      schema: {
        tags,
        summary: 'Danh mục cấp 1 kèm danh mục con',
        querystring: categoryTreeQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await categories.tree(request.query.type) }),
  );
  app.get('/statistics', { schema: { tags, summary: 'Thống kê danh mục' } }, async () => ({
    success: true,
    data: await categories.statistics(),
  }));
  app.get(
    '/:id',
    { schema: { tags, summary: 'Chi tiết danh mục', params: idParams } },
    async (request) => ({
      success: true,
      data: await categories.get(request.params.id),
    }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Tạo danh mục',
        body: categoryInputSchema,
        response: { 201: undescribedCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await categories.create(request.body),
        message: M.categoryCreated,
      }),
  );
  app.put(
    '/:id',
    { schema: { tags, summary: 'Sửa danh mục', params: idParams, body: categoryInputSchema } },
    async (request) => ({
      success: true,
      data: await categories.update(request.params.id, request.body),
      message: M.categoryUpdated,
    }),
  );
  app.patch(
    '/:id/status',
    { schema: { tags, summary: 'Bật/tắt danh mục', params: idParams, body: statusChangeSchema } },
    async (request) => ({
      success: true,
      data: await categories.setStatus(request.params.id, request.body.status),
      message: M.statusUpdated,
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Xóa danh mục (không còn danh mục con, sản phẩm, dịch vụ; còn: 409 CATEGORY_HAS_CHILDREN, CATEGORY_HAS_ITEMS)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => {
      await categories.delete(request.params.id);
      return { success: true, data: null, message: M.categoryDeleted };
    },
  );
};
