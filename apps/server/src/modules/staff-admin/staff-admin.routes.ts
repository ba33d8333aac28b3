import {
  STAFF_LIMITS,
  STAFF_MESSAGES as M,
  staffAccountSchema,
  staffListQuerySchema,
  staffStatusSchema,
  stylistProfileSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { StaffAdminService } from './staff-admin.service.js';

const idParams = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int(M.notFound)
    .min(1, M.notFound)
    .max(2_147_483_647, M.notFound),
});

/** /api/admin/staff: the team and its stylists (admins only). */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ staff: StaffAdminService }> = async (
  app,
  { staff },
) => {
  app.addHook('onRequest', guards.adminPage('staff'));
  const tags = ['admin-staff'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Danh sách nhân sự (tìm theo tên, e-mail, số điện thoại; vai trò, chi nhánh, trạng thái, stylist)',
        querystring: staffListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await staff.list(request.query) }),
  );
  app.get(
    '/:id',
    { schema: { tags, summary: 'Chi tiết nhân viên', params: idParams } },
    async (request) => ({ success: true, data: await staff.get(request.params.id) }),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Sửa tài khoản nhân viên (số điện thoại của người khác, tự đổi vai trò mình: 409)',
        params: idParams,
        body: staffAccountSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await staff.update(request.params.id, request.body, currentUser(request)),
      message: M.updated,
    }),
  );
  app.patch(
    '/:id/status',
    {
      schema: {
        tags,
        summary:
          'Khóa / mở khóa tài khoản (khóa thì đăng xuất khỏi mọi phiên; tự khóa mình: 409 OWN_STATUS)',
        params: idParams,
        body: staffStatusSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await staff.setStatus(request.params.id, request.body.status, currentUser(request)),
      message: request.body.status === 'active' ? M.activated : M.deactivated,
    }),
  );
  app.put(
    '/:id/stylist-profile',
    {
      schema: {
        tags,
        summary: 'Hồ sơ stylist (tạo mới nếu chưa có)',
        params: idParams,
        body: stylistProfileSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await staff.saveProfile(request.params.id, request.body),
      message: M.profileUpdated,
    }),
  );
  app.post(
    '/:id/avatar',
    {
      schema: {
        tags,
        summary: 'Tải ảnh đại diện (một ảnh JPG/PNG/WEBP, tối đa 2MB, trường "avatar")',
        params: idParams,
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, {
        maxFiles: 1,
        maxFileBytes: STAFF_LIMITS.avatarMaxBytes,
        errorField: 'avatar',
      });
      return {
        success: true,
        data: await staff.setAvatar(request.params.id, files),
        message: M.avatarUpdated,
      };
    },
  );
  app.delete(
    '/:id/avatar',
    { schema: { tags, summary: 'Xóa ảnh đại diện', params: idParams } },
    async (request) => ({
      success: true,
      data: await staff.removeAvatar(request.params.id),
      message: M.avatarRemoved,
    }),
  );
};
