import { PREFERENCE_MESSAGES as M, preferencesUpdateSchema, ROLES } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { PreferencesService } from './preferences.service.js';

/** /api/me/preferences: the signed-in user's own preferences (any role). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  // Signed in before the body is checked: a visitor gets 401, not field errors.
  guardEveryRoute(app, 'onRequest', guards.roles(...ROLES));
  const tags = ['preferences'];

  app.get(
    '/',
    { schema: { tags, summary: 'Cài đặt cá nhân (mặc định cho những gì chưa lưu)' } },
    async (request) => ({ success: true, data: await preferences.get(currentUser(request).id) }),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        summary:
          'Lưu cài đặt cá nhân: khóa lạ bị bỏ qua, mỗi giá trị được kiểm tra, khóa không gửi lấy giá trị mặc định',
        body: preferencesUpdateSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await preferences.replace(currentUser(request).id, request.body),
      message: M.saved,
    }),
  );
  app.delete('/', { schema: { tags, summary: 'Khôi phục cài đặt mặc định' } }, async (request) => ({
    success: true,
    data: await preferences.reset(currentUser(request).id),
    message: M.reset,
  }));
};
