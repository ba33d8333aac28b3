import { ROLES } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../../plugins/auth.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { profileStatusSchema } from './profile.schemas.js';
import type { ProfileService } from './profile.service.js';

/** `GET /api/auth/check-profile-status`: does the forced-update modal have to show? */
export const profileStatusRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/auth/check-profile-status',
    {
      preValidation: guards.roles(...ROLES),
      schema: {
        tags: ['auth'],
        summary:
          'Hồ sơ khách hàng có cần cập nhật không (thiếu email hoặc dùng email tạm của salon, thiếu họ tên/số điện thoại, chưa có hồ sơ khách hàng); nhân viên luôn needs_update=false',
        response: { 200: success(profileStatusSchema), 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profiles.status(currentUser(request)),
    }),
  );
};
