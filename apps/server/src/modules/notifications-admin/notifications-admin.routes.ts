import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  ROLES,
  adminBroadcastSchema,
  adminNotificationBulkSchema,
  adminNotificationCreateSchema,
  adminNotificationListQuerySchema,
  adminNotificationUpdateSchema,
  notificationIdParamsSchema,
  recipientSearchQuerySchema,
  type AdminNotificationDto,
  type AdminNotificationStats,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { notificationReplySchema } from '../notifications/notification-reply-schema.js';
import type { NotificationsAdminService } from './notifications-admin.service.js';
import type { ProductExpiryReminders } from './product-expiry-reminders.js';

const notificationSchema = notificationReplySchema.extend({
  user_id: z.number().nullable(),
  user: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.enum(ROLES),
    })
    .nullable(),
  is_system: z.boolean(),
  created_by: z.number().nullable(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminNotificationDto>;

const counts = z.record(z.string(), z.number());
const statsSchema = z.object({
  total: z.number(),
  unread: z.number(),
  pending: z.number(),
  overdue: z.number(),
  due_today: z.number(),
  high_priority: z.number(),
  system_notifications: z.number(),
  recent_notifications: z.array(notificationSchema),
  by_type: counts,
  by_priority: counts,
  outbox: z.object({ email_configured: z.boolean(), waiting: z.number(), failed: z.number() }),
}) satisfies z.ZodType<AdminNotificationStats>;

const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
const countSchema = z.object({ count: z.number() });

/** /api/admin/notifications: the back-office notification manager (back-office §2.3, §7). */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  notificationsAdmin: NotificationsAdminService;
  expiryReminders: ProductExpiryReminders;
}> = async (app, { notificationsAdmin, expiryReminders }) => {
  app.addHook('preValidation', guards.adminPage('notifications'));
  const tags = ['admin: notifications'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Mọi thông báo (lọc trạng thái, loại, ưu tiên, người nhận; mới nhất trước)',
        querystring: adminNotificationListQuerySchema,
        response: { 200: ok(z.object({ data: z.array(notificationSchema), meta: pageMeta })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsAdmin.list(request.query),
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Thống kê thông báo và 5 thông báo mới nhất',
        response: { 200: ok(statsSchema) },
      },
    },
    async () => ({ success: true as const, data: await notificationsAdmin.stats() }),
  );

  app.get(
    '/recipients',
    {
      schema: {
        tags,
        summary:
          'Tìm người nhận theo tên, số điện thoại hoặc email (không dấu, đầu từ; tối đa 10 người)',
        querystring: recipientSearchQuerySchema,
        response: {
          200: ok(
            z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                email: z.string().nullable(),
                phone: z.string().nullable(),
                role: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsAdmin.searchRecipients(request.query.q),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Một thông báo',
        params: notificationIdParamsSchema,
        response: { 200: ok(notificationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsAdmin.detail(request.params.id),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Tạo thông báo (gửi ngay hoặc theo giờ hẹn; không người nhận: thông báo hệ thống)',
        body: adminNotificationCreateSchema,
        response: { 201: ok(notificationSchema) },
      },
    },
    async (request, reply) => {
      const data = await notificationsAdmin.create(request.body, currentUser(request));
      return reply.code(201).send({ success: true as const, data, message: M.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Sửa thông báo chưa đọc (người nhận, giờ gửi: chỉ khi chưa gửi)',
        params: notificationIdParamsSchema,
        body: adminNotificationUpdateSchema,
        response: { 200: ok(notificationSchema), ...failures(409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsAdmin.update(request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Xóa thông báo',
        params: notificationIdParamsSchema,
        response: { 200: ok(z.null()) },
      },
    },
    async (request) => {
      await notificationsAdmin.delete(request.params.id);
      return { success: true as const, data: null, message: M.deleted };
    },
  );

  app.post(
    '/bulk',
    {
      schema: {
        tags,
        summary: 'Đánh dấu đã đọc, bỏ qua hoặc xóa nhiều thông báo (tối đa 200)',
        body: adminNotificationBulkSchema,
        response: { 200: ok(z.object({ affected_count: z.number() })) },
      },
    },
    async (request) => {
      const data = await notificationsAdmin.bulk(request.body);
      return {
        success: true as const,
        data,
        message: M.bulkDone(request.body.action, data.affected_count),
      };
    },
  );

  app.post(
    '/broadcasts',
    {
      schema: {
        tags,
        summary: 'Gửi thông báo đến mọi khách hàng, hoặc mọi người của một vai trò',
        body: adminBroadcastSchema,
        response: { 201: ok(countSchema) },
      },
    },
    async (request, reply) => {
      const count = await notificationsAdmin.broadcast(request.body, currentUser(request));
      return reply
        .code(201)
        .send({ success: true as const, data: { count }, message: M.broadcastSent(count) });
    },
  );

  app.post(
    '/product-expiry-reminders',
    {
      schema: {
        tags,
        summary:
          'Nhắc khách hàng các sản phẩm hết hạn sử dụng trong 7 ngày tới (mỗi sản phẩm một lần)',
        response: { 200: ok(countSchema) },
      },
    },
    async (request) => {
      const count = await expiryReminders.run(new Date(), currentUser(request).id);
      return { success: true as const, data: { count }, message: M.remindersCreated(count) };
    },
  );
};
