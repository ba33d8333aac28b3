import {
  BRANCH_MESSAGES as M,
  branchIdParams,
  branchInputSchema,
  branchListQuerySchema,
  branchStatusChangeSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import type { BranchesAdminService } from './branches-admin.service.js';

/** /api/admin/branches: managers and admins. */
export const branchesAdminRoutes: FastifyPluginAsyncZod<{
  branches: BranchesAdminService;
}> = async (app, { branches }) => {
  app.addHook('onRequest', guards.adminPage('branches'));
  const tags = ['admin-branches'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách chi nhánh (tìm kiếm, trạng thái, sắp xếp theo tên hoặc ngày tạo)',
        querystring: branchListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await branches.list(request.query) }),
  );
  app.get('/statistics', { schema: { tags, summary: 'Thống kê chi nhánh' } }, async () => ({
    success: true,
    data: await branches.statistics(),
  }));
  app.get(
    '/revenue',
    {
      schema: {
        tags,
        summary: 'Doanh thu: tổng, hôm nay, tháng này, năm nay và theo từng chi nhánh',
      },
    },
    async () => ({ success: true, data: await branches.revenueStatistics() }),
  );
  app.get(
    '/performance',
    { schema: { tags, summary: 'So sánh hiệu suất các chi nhánh' } },
    async () => ({ success: true, data: await branches.performance() }),
  );
  app.get(
    '/:id',
    { schema: { tags, summary: 'Chi tiết chi nhánh', params: branchIdParams } },
    async (request) => ({ success: true, data: await branches.get(request.params.id) }),
  );
  app.get(
    '/:id/revenue',
    { schema: { tags, summary: 'Doanh thu của một chi nhánh', params: branchIdParams } },
    async (request) => ({ success: true, data: await branches.branchRevenue(request.params.id) }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Thêm chi nhánh (tên đã có: 409 BRANCH_NAME_TAKEN)',
        body: branchInputSchema,
        response: { 201: undescribedCreated, ...failures(409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, data: await branches.create(request.body), message: M.created }),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Sửa chi nhánh (tên của chi nhánh khác: 409 BRANCH_NAME_TAKEN)',
        params: branchIdParams,
        body: branchInputSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await branches.update(request.params.id, request.body),
      message: M.updated,
    }),
  );
  app.patch(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Bật/tắt chi nhánh',
        params: branchIdParams,
        body: branchStatusChangeSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await branches.setStatus(request.params.id, request.body.status),
      message: M.statusUpdated,
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Ngừng hoạt động chi nhánh (giữ lại dữ liệu; 409 khi đã ngừng)',
        params: branchIdParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await branches.deactivate(request.params.id),
      message: M.deactivated,
    }),
  );
};
