import {
  NOTIFICATION_MESSAGES as M,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationReadBodySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import { notificationReplySchema } from './notification-reply-schema.js';
import type { NotificationsService } from './notifications.service.js';

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** /api/notifications: the signed-in user's own notifications (customers and staff alike). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  // Before validation: a visitor without a session gets 401, whatever the query.
  guardEveryRoute(app, 'preValidation', guards.user);
  const tags = ['notifications'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Thông báo của tôi (lọc đã đọc / chưa đọc, loại; mới nhất trước)',
        querystring: notificationListQuerySchema,
        response: { 200: ok(z.object({ data: z.array(notificationReplySchema), meta: pageMeta })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.list(currentUser(request).id, request.query),
    }),
  );

  app.get(
    '/count',
    {
      schema: {
        tags,
        summary: 'Số thông báo chưa đọc',
        response: { 200: ok(z.object({ unread: z.number() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread: await notifications.unreadCount(currentUser(request).id) },
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Số thông báo: tổng, chưa đọc, đã đọc, khẩn cấp',
        response: {
          200: ok(
            z.object({
              total: z.number(),
              unread: z.number(),
              read: z.number(),
              urgent: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.stats(currentUser(request).id),
    }),
  );

  app.patch(
    '/mark-all-read',
    {
      schema: {
        tags,
        summary: 'Đánh dấu tất cả đã đọc',
        response: { 200: ok(z.object({ updated: z.number() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await notifications.markAllRead(currentUser(request).id) },
      message: M.allMarkedRead,
    }),
  );

  app.patch(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Đánh dấu một thông báo đã đọc',
        params: notificationIdParamsSchema,
        body: notificationReadBodySchema,
        response: { 200: ok(notificationReplySchema) },
      },
    },
    async (request) => {
      const named = request.body?.notification_id;
      if (named !== undefined && named !== request.params.id) {
        throw fieldError('notification_id', M.idMismatch);
      }
      return {
        success: true as const,
        data: await notifications.markRead(currentUser(request).id, request.params.id),
        message: M.markedRead,
      };
    },
  );

  // A static path: matched before DELETE /:id.
  app.delete(
    '/read',
    {
      schema: {
        tags,
        summary: 'Xóa tất cả thông báo đã đọc',
        response: { 200: ok(z.object({ deleted: z.number() })) },
      },
    },
    async (request) => {
      const deleted = await notifications.deleteRead(currentUser(request).id);
      return {
        success: true as const,
        data: { deleted },
        message: deleted ? M.readDeleted(deleted) : M.noReadToDelete,
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Xóa một thông báo',
        params: notificationIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await notifications.delete(currentUser(request).id, request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
