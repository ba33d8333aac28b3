import { OWN_PROFILE_LIMITS, OWN_PROFILE_MESSAGES as M, ownProfileSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { StaffProfileService } from './staff-profile.service.js';

/** /api/admin/profile: the signed-in team member's own profile; nobody else's is reachable. */
export const staffProfileRoutes: FastifyPluginAsyncZod<{ profile: StaffProfileService }> = async (
  app,
  { profile },
) => {
  app.addHook('onRequest', guards.adminPage('profile'));
  const tags = ['admin-profile'];

  app.get('/', { schema: { tags, summary: 'Hồ sơ của tôi' } }, async (request) => ({
    success: true,
    data: await profile.get(currentUser(request).id),
  }));
  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Sửa thông tin cá nhân (họ tên, email, số điện thoại, giới tính, ngày sinh)',
        body: ownProfileSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await profile.update(currentUser(request).id, request.body),
      message: M.updated,
    }),
  );
  app.get(
    '/stats',
    {
      schema: { tags, summary: 'Thống kê công việc: lịch hẹn đã phục vụ/xử lý, đơn hàng đã xử lý' },
    },
    async (request) => ({ success: true, data: await profile.stats(currentUser(request).id) }),
  );
  app.post(
    '/avatar',
    {
      schema: {
        tags,
        summary: 'Tải ảnh đại diện (một ảnh JPG/PNG/WEBP, tối đa 5MB, trường "avatar")',
        response: { 200: undescribedSuccess, ...failures(422) },
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, {
        maxFiles: 1,
        maxFileBytes: OWN_PROFILE_LIMITS.avatarMaxBytes,
        errorField: 'avatar',
      });
      return {
        success: true,
        data: await profile.setAvatar(currentUser(request).id, files),
        message: M.avatarUpdated,
      };
    },
  );
  app.delete('/avatar', { schema: { tags, summary: 'Xóa ảnh đại diện' } }, async (request) => ({
    success: true,
    data: await profile.removeAvatar(currentUser(request).id),
    message: M.avatarRemoved,
  }));
};
