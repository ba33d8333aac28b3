import {
  adminPrivacyRequestSchema,
  customerPrivacyRequestSchema,
  marketingConsentSchema,
  PRIVACY_MESSAGES as M,
  privacyRequestActionSchema,
  privacyRequestListQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { PrivacyService } from './privacy.service.js';

const idParams = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound),
});

/** The customer's requests and marketing consent (prefix /customer/privacy-requests). */
export const customerPrivacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  guardEveryRoute(app, 'preValidation', guards.roles('customer'));
  const tags = ['customer'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Yêu cầu dữ liệu cá nhân của khách (mới nhất trước)',
        response: { 200: undescribedSuccess },
      },
    },
    async (request) => ({
      success: true as const,
      data: await privacy.listOwn(currentUser(request).id),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Gửi yêu cầu: access/portability tạo ngay tệp dữ liệu (liên kết tải một lần, 24 giờ); erasure cần mật khẩu; rectification cần nội dung',
        body: customerPrivacyRequestSchema,
        response: { 201: undescribedCreated, ...failures(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await privacy.fileOwn(currentUser(request).id, request.body);
      void reply.header('cache-control', 'no-store').code(201);
      return {
        success: true as const,
        message: data.download_url
          ? M.archiveReady
          : data.type === 'erasure'
            ? M.erasureFiled
            : M.requestFiled,
        data,
      };
    },
  );

  app.post(
    '/:id/archive-link',
    {
      schema: {
        tags,
        summary: 'Liên kết tải mới cho tệp dữ liệu chưa tải, còn hạn (liên kết cũ hết hiệu lực)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(404, 410) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: M.archiveReady,
        data: await privacy.newLink(currentUser(request).id, request.params.id),
      };
    },
  );

  app.get(
    '/consent',
    {
      schema: {
        tags,
        summary: 'Đồng ý nhận tin khuyến mãi hiện tại',
        response: { 200: undescribedSuccess },
      },
    },
    async (request) => ({
      success: true as const,
      data: await privacy.consent(currentUser(request).id),
    }),
  );

  app.put(
    '/consent',
    {
      schema: {
        tags,
        summary: 'Bật/tắt nhận tin khuyến mãi; mỗi thay đổi ghi vào nhật ký đồng ý',
        body: marketingConsentSchema,
        response: { 200: undescribedSuccess, ...failures(422) },
      },
    },
    async (request) => {
      const data = await privacy.setConsent(
        currentUser(request).id,
        request.body.given,
        'profile',
        request.ip,
      );
      return {
        success: true as const,
        message: data.given ? M.consentGiven : M.consentWithdrawn,
        data,
      };
    },
  );
};

/** The one-time archive download (prefix /privacy/archives): its owner, signed in, once. */
export const privacyArchiveRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  guardEveryRoute(app, 'onRequest', guards.roles('customer'));
  app.get(
    '/:token',
    {
      schema: {
        tags: ['customer'],
        summary: 'Tải tệp dữ liệu cá nhân (.tar.gz) một lần; lần hai hoặc hết hạn: 410',
        params: z.object({ token: z.string().min(20).max(100) }),
        response: { 200: undescribedSuccess, ...failures(404, 410) },
      },
    },
    async (request, reply) => {
      const archive = await privacy.download(currentUser(request).id, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(archive.body);
    },
  );
};

/** The back office (prefix /admin/security): requests and the consent log, admins only. */
export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  guardEveryRoute(app, 'preValidation', guards.adminPage('security'));
  const tags = ['admin-security'];

  app.get(
    '/privacy-requests',
    {
      schema: {
        tags,
        summary: 'Yêu cầu dữ liệu cá nhân (lọc trạng thái, loại, quá hạn; 10 mỗi trang)',
        querystring: privacyRequestListQuerySchema,
        response: { 200: undescribedSuccess },
      },
    },
    async (request) => ({ success: true as const, data: await privacy.adminList(request.query) }),
  );

  app.post(
    '/privacy-requests',
    {
      schema: {
        tags,
        summary:
          'Nhân viên tiếp nhận yêu cầu thay khách hàng (điện thoại, email, tại quầy, văn bản)',
        body: adminPrivacyRequestSchema,
        response: { 201: undescribedCreated, ...failures(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await privacy.fileForCustomer(currentUser(request), request.body);
      void reply.code(201);
      return { success: true as const, message: M.requestFiled, data };
    },
  );

  app.patch(
    '/privacy-requests/:id',
    {
      schema: {
        tags,
        summary:
          'process | complete | reject (lý do); hoàn thành yêu cầu xóa sẽ XÓA dữ liệu cá nhân của khách; chỉnh sửa cần ghi nội dung đã sửa',
        params: idParams,
        body: privacyRequestActionSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409, 422) },
      },
    },
    async (request) => {
      const data = await privacy.act(currentUser(request), request.params.id, request.body);
      const message =
        request.body.action === 'reject'
          ? M.rejected
          : request.body.action === 'process'
            ? M.processing
            : data.type === 'erasure'
              ? M.erased
              : M.completed;
      return { success: true as const, message, data };
    },
  );

  app.get(
    '/consents',
    {
      schema: {
        tags,
        summary: 'Nhật ký đồng ý nhận tin khuyến mãi (mới nhất trước, 10 mỗi trang)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: undescribedSuccess },
      },
    },
    async (request) => ({
      success: true as const,
      data: await privacy.consentLog(request.query.page),
    }),
  );
};
