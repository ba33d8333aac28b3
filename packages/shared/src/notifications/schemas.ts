import { z } from 'zod';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_POLLING,
  NOTIFICATION_SORTS,
  NOTIFICATION_TYPES,
  OUTBOX_CHANNELS,
  OUTBOX_RULES,
  OUTBOX_STATUSES,
} from './constants.js';
import { NOTIFICATION_STATUS_FILTERS } from './filters.js';
import { NOTIFICATION_MESSAGES as M, OUTBOX_MESSAGES as O } from './messages.js';

/* Request schemas for notifications and the outbox, apart from constants so pages can skip zod. */

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100_000, M.invalidPage)
  .default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(NOTIFICATION_LIMITS.perPageMax, M.invalidPerPage)
    .default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'], { error: M.invalidFlag })
  .transform((v) => v === 'true' || v === '1');

/** GET /api/broadcasting/notifications/unread: the latest unread ones, 10 unless told (at most 50). */
export const unreadNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: M.invalidLimit })
    .int(M.invalidLimit)
    .min(1, M.invalidLimit)
    .max(NOTIFICATION_POLLING.unreadFetchSize, M.invalidLimit)
    .default(NOTIFICATION_LIMITS.dropdownSize),
});
export type UnreadNotificationsQuery = z.output<typeof unreadNotificationsQuerySchema>;

/** GET /api/notifications */
export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUS_FILTERS, { error: M.invalidStatus }).optional(),
  type: z.enum(NOTIFICATION_TYPES, { error: M.invalidType }).optional(),
  unread_only: flag.optional(),
  sort: z.enum(NOTIFICATION_SORTS, { error: M.invalidSort }).default('newest'),
  page,
  per_page: perPage(NOTIFICATION_POLLING.listPageSize),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

const idParams = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(2_147_483_647, message),
  });

export const notificationIdParamsSchema = idParams(M.invalidId);

/**
 * PATCH /api/notifications/:id/read. The original client sends `{ notification_id }`; it is
 * accepted when it names the same notification as the path, and the body may be left out.
 */
export const notificationReadBodySchema = z
  .object({
    notification_id: idParams(M.invalidId).shape.id.optional(),
  })
  .nullish();
export type NotificationReadBody = z.output<typeof notificationReadBodySchema>;
export const outboxIdParamsSchema = idParams(O.invalidId);

/** GET /api/admin/outbox */
export const outboxListQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: O.invalidStatus }).optional(),
  channel: z.enum(OUTBOX_CHANNELS, { error: O.invalidChannel }).optional(),
  page,
  per_page: perPage(OUTBOX_RULES.defaultPerPage),
});
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;
