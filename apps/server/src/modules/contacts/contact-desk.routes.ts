import {
  CONTACT_ADMIN_MESSAGES as M,
  adminContactAssignSchema,
  adminContactBulkSchema,
  adminContactCreateSchema,
  adminContactListQuerySchema,
  adminContactReplySchema,
  adminContactResolveSchema,
  adminContactUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { ContactDeskService } from './contact-desk.service.js';

const idParams = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound),
});

/**
 * /api/admin/contacts: the contact desk (back-office §2.14, §7 Contacts), admin page
 * `contacts` (managers and admins) on every route.
 */
export const contactDeskRoutes: FastifyPluginAsyncZod<{ desk: ContactDeskService }> = async (
  app,
  { desk },
) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('contacts'));
  const tags = ['admin contacts'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Danh sách liên hệ, mới nhất trước (search không dấu theo tên/email/SĐT/tiêu đề, status, type, priority, source, start_date, end_date, page, per_page)',
        querystring: adminContactListQuerySchema,
        response: { 200: undescribedSuccess, ...failures(422) },
      },
    },
    async (request) => ({ success: true, data: await desk.list(request.query) }),
  );

  app.get(
    '/statistics',
    {
      schema: {
        tags,
        summary: 'Thống kê liên hệ: theo trạng thái, loại, ưu tiên; thời gian phản hồi TB (giờ)',
      },
    },
    async () => ({ success: true, data: await desk.statistics() }),
  );

  app.get(
    '/staff',
    { schema: { tags, summary: 'Nhân sự có thể nhận liên hệ (quản lý, quản trị đang hoạt động)' } },
    async () => ({ success: true, data: { data: await desk.staff() } }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Chi tiết liên hệ kèm lịch sử xử lý',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({ success: true, data: await desk.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Tạo liên hệ (nhận qua điện thoại, tại quầy)',
        body: adminContactCreateSchema,
        response: { 201: undescribedCreated, ...failures(422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await desk.create(request.body, currentUser(request)),
        message: M.created,
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Sửa liên hệ (kể cả trạng thái, ghi chú nội bộ)',
        params: idParams,
        body: adminContactUpdateSchema,
        response: { 200: undescribedSuccess, ...failures(404, 422) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.update(request.params.id, request.body, currentUser(request)),
      message: M.updated,
    }),
  );

  app.post(
    '/:id/assign',
    {
      schema: {
        tags,
        summary:
          'Phân công liên hệ (assigned_to, internal_notes); liên hệ mới chuyển sang đang xử lý',
        params: idParams,
        body: adminContactAssignSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409, 422) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.assign(
        request.params.id,
        request.body.assigned_to,
        request.body.internal_notes,
        currentUser(request),
      ),
      message: M.assigned,
    }),
  );

  app.post(
    '/:id/reply',
    {
      schema: {
        tags,
        summary: 'Gửi phản hồi tới email của khách (qua hộp thư đi) và ghi lại',
        params: idParams,
        body: adminContactReplySchema,
        response: { 200: undescribedSuccess, ...failures(404, 409, 422) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.reply(request.params.id, request.body.reply_message, currentUser(request)),
      message: M.replied,
    }),
  );

  app.post(
    '/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Giải quyết liên hệ (response_message gửi tới email của khách, internal_notes)',
        params: idParams,
        body: adminContactResolveSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409, 422) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.resolve(
        request.params.id,
        request.body.response_message,
        request.body.internal_notes,
        currentUser(request),
      ),
      message: M.resolved,
    }),
  );

  app.post(
    '/bulk',
    {
      schema: {
        tags,
        summary:
          'Thao tác hàng loạt (contact_ids, action mark_resolved | mark_closed | assign | update_priority, assigned_to, priority); tất cả hoặc không',
        body: adminContactBulkSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409, 422) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.bulk(request.body, currentUser(request)),
      message: M.bulkDone,
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Xóa liên hệ',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => {
      await desk.delete(request.params.id);
      return { success: true, data: null, message: M.deleted };
    },
  );
};
