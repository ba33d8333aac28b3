import { unreadNotificationsQuerySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import { notificationReplySchema } from './notification-reply-schema.js';
import type { NotificationsService } from './notifications.service.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/**
 * /api/broadcasting/notifications: the notification widget's two calls as storefront §7 names
 * them: the latest unread notifications (`?limit=10`, newest first) and their count. The same
 * notifications as /api/notifications, for the signed-in user only.
 */
export const broadcastingRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  // Before validation: a visitor without a session gets 401, whatever the query.
  guardEveryRoute(app, 'preValidation', guards.user);
  const tags = ['notifications'];

  app.get(
    '/unread',
    {
      schema: {
        tags,
        summary: 'Thông báo chưa đọc mới nhất (limit, mặc định 10, tối đa 50); mới nhất trước',
        querystring: unreadNotificationsQuerySchema,
        response: { 200: ok(z.object({ notifications: z.array(notificationReplySchema) })) },
      },
    },
    async (request) => {
      const page = await notifications.list(currentUser(request).id, {
        unread_only: true,
        sort: 'newest',
        page: 1,
        per_page: request.query.limit,
      });
      return { success: true as const, data: { notifications: page.data } };
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags,
        summary: 'Số thông báo chưa đọc',
        response: { 200: ok(z.object({ count: z.number() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { count: await notifications.unreadCount(currentUser(request).id) },
    }),
  );
};
