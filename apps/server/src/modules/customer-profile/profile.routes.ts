import { PROFILE_LIMITS, PROFILE_MESSAGES as M, profileUpdateSchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import type { DashboardService } from './dashboard.service.js';
import { customerProfileSchema, dashboardSchema } from './profile.schemas.js';
import type { ProfileService } from './profile.service.js';

const failures = { 401: failureSchema, 403: failureSchema };
const profileReply = success(customerProfileSchema).extend({ message: z.string().optional() });

/** The signed-in customer's profile, avatar and overview (prefix /customer). */
export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  dashboard: DashboardService;
}> = async (app, { profiles, dashboard }) => {
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/profile',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Hồ sơ của khách: tài khoản và hồ sơ khách hàng (ngày tham gia, tổng chi tiêu = đơn hàng hoàn thành + lịch hẹn hoàn thành)',
        response: { 200: success(customerProfileSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profiles.profile(currentUser(request).id),
    }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Cập nhật họ tên, email, số điện thoại (lưu E.164), giới tính, ngày sinh; email/số điện thoại trùng tài khoản khác → 409',
        body: profileUpdateSchema(),
        response: { 200: profileReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await profiles.update(currentUser(request).id, request.body),
    }),
  );

  app.post(
    '/profile/avatar',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Tải ảnh đại diện (multipart, trường avatar: JPG/PNG/WEBP dưới 2MB); ảnh cũ bị xóa',
        response: {
          200: profileReply,
          ...failures,
          413: failureSchema,
          415: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxFileBytes: PROFILE_LIMITS.avatarMaxBytes,
        errorField: 'avatar',
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
          throw new AppError(error.code, M.avatarTooLarge, 413, { avatar: [M.avatarTooLarge] });
        }
        throw error;
      });
      const file = form.files.find((f) => f.field === 'avatar');
      if (!file) throw fieldError('avatar', M.avatarRequired);
      return {
        success: true as const,
        message: M.avatarUpdated,
        data: await profiles.setAvatar(currentUser(request).id, file.buffer),
      };
    },
  );

  app.delete(
    '/profile/avatar',
    {
      schema: {
        tags: ['customer'],
        summary: 'Xóa ảnh đại diện',
        response: { 200: profileReply, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.avatarRemoved,
      data: await profiles.removeAvatar(currentUser(request).id),
    }),
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Tổng quan hồ sơ: 3 lịch hẹn sắp tới, 3 đơn hàng mới nhất, 3 sản phẩm đang dùng và các con số',
        response: { 200: success(dashboardSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.overview(currentUser(request).id),
    }),
  );
};
