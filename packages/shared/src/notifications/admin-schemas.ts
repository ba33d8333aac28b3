import { z } from 'zod';
import { ROLES } from '../auth/roles.js';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from './constants.js';
import {
  ADMIN_NOTIFICATION_BULK_ACTIONS,
  ADMIN_NOTIFICATION_MESSAGES as M,
} from './admin-messages.js';
import { NOTIFICATION_MESSAGES } from './messages.js';

/* Request schemas of the back-office notification manager (back-office §5, §7, §9). */

export const ADMIN_NOTIFICATION_LIMITS = {
  /** Management table page size, newest first (back-office §9). */
  pageSize: 15,
  perPageMax: 50,
  /** The dashboard's recent list (back-office §9). */
  recentSize: 5,
  bulkMax: 200,
  searchMax: 100,
  iconMax: 50,
  /** The JSON of `data`, once serialized. */
  dataMax: 5000,
  /** A scheduled time this little in the past still counts as "now" (the picker has minutes). */
  scheduleGraceMs: 60_000,
  /** Rows written per INSERT of a broadcast. */
  broadcastBatchSize: 200,
} as const;

/** Who a broadcast goes to (back-office §6: role broadcasts target any of the four roles). */
export const BROADCAST_AUDIENCES = ['customers', 'role'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

const page = z.coerce
  .number({ error: NOTIFICATION_MESSAGES.invalidPage })
  .int(NOTIFICATION_MESSAGES.invalidPage)
  .min(1, NOTIFICATION_MESSAGES.invalidPage)
  .max(100_000, NOTIFICATION_MESSAGES.invalidPage)
  .default(1);

/** GET /api/admin/notifications */
export const adminNotificationListQuerySchema = z.object({
  page,
  per_page: z.coerce
    .number({ error: NOTIFICATION_MESSAGES.invalidPerPage })
    .int(NOTIFICATION_MESSAGES.invalidPerPage)
    .min(1, NOTIFICATION_MESSAGES.invalidPerPage)
    .max(ADMIN_NOTIFICATION_LIMITS.perPageMax, NOTIFICATION_MESSAGES.invalidPerPage)
    .default(ADMIN_NOTIFICATION_LIMITS.pageSize),
  status: z.enum(NOTIFICATION_STATUSES, { error: M.invalidStatus }).optional(),
  type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.invalidType }).optional(),
  priority: z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority }).optional(),
  /** The recipient's name, e-mail or phone. */
  search: z
    .string()
    .trim()
    .max(ADMIN_NOTIFICATION_LIMITS.searchMax, M.searchTooLong(ADMIN_NOTIFICATION_LIMITS.searchMax))
    .optional()
    .transform((value) => value || undefined),
});
export type AdminNotificationListQuery = z.output<typeof adminNotificationListQuerySchema>;

/** POST /api/admin/notifications/bulk */
export const adminNotificationBulkSchema = z.object({
  action: z.enum(ADMIN_NOTIFICATION_BULK_ACTIONS, { error: M.bulkActionInvalid }),
  notification_ids: z
    .array(
      z
        .number({ error: M.idsInvalid })
        .int(M.idsInvalid)
        .min(1, M.idsInvalid)
        .max(2_147_483_647, M.idsInvalid),
      { error: M.noneSelected },
    )
    .min(1, M.noneSelected)
    .max(ADMIN_NOTIFICATION_LIMITS.bulkMax, M.tooManySelected(ADMIN_NOTIFICATION_LIMITS.bulkMax))
    .transform((ids) => [...new Set(ids)]),
});
export type AdminNotificationBulkInput = z.output<typeof adminNotificationBulkSchema>;

/* --- fields shared by the notification form and the broadcast form ------------------------- */

export const notificationTitleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(NOTIFICATION_LIMITS.titleMax, M.titleTooLong(NOTIFICATION_LIMITS.titleMax));

export const notificationMessageSchema = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, M.messageRequired)
  .max(NOTIFICATION_LIMITS.messageMax, M.messageTooLong(NOTIFICATION_LIMITS.messageMax));

/** Empty text or null: none. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

/** A path of this site (not `//host`) or an https:// address; never `javascript:` and the like. */
export function isSafeActionUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const notificationActionUrlSchema = optionalText(
  z
    .string({ error: M.actionUrlInvalid })
    .trim()
    .max(NOTIFICATION_LIMITS.actionUrlMax, M.actionUrlTooLong(NOTIFICATION_LIMITS.actionUrlMax))
    .refine(isSafeActionUrl, M.actionUrlInvalid),
);

export const notificationIconSchema = optionalText(
  z
    .string({ error: M.iconTooLong(ADMIN_NOTIFICATION_LIMITS.iconMax) })
    .trim()
    .max(ADMIN_NOTIFICATION_LIMITS.iconMax, M.iconTooLong(ADMIN_NOTIFICATION_LIMITS.iconMax)),
);

export const notificationDataSchema = optionalText(
  z
    .record(z.string(), z.unknown(), { error: M.dataInvalid })
    .refine(
      (value) => JSON.stringify(value).length <= ADMIN_NOTIFICATION_LIMITS.dataMax,
      M.dataTooLarge(ADMIN_NOTIFICATION_LIMITS.dataMax),
    ),
);

const priority = z.enum(NOTIFICATION_PRIORITIES, { error: M.invalidPriority }).default('normal');

/**
 * The form's "additional data" text as the server wants it (back-office §5): a JSON object as
 * is; any other text (invalid JSON, or JSON that is not an object) as `{ raw: text }`; empty: null.
 */
export function notificationDataFromText(
  text: string | null | undefined,
): Record<string, unknown> | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // not JSON: kept as text below
  }
  return { raw: trimmed };
}

const userId = optionalText(
  z.coerce
    .number({ error: M.userIdInvalid })
    .int(M.userIdInvalid)
    .min(1, M.userIdInvalid)
    .max(2_147_483_647, M.userIdInvalid),
);

const scheduledAt = optionalText(z.iso.datetime({ offset: true, error: M.scheduledAtInvalid }));

const notificationFields = {
  /** Empty: a system notification (back office only). */
  user_id: userId,
  type: z.enum(NOTIFICATION_TYPES, { error: M.typeRequired }),
  priority,
  title: notificationTitleSchema,
  message: notificationMessageSchema,
  scheduled_at: scheduledAt,
  icon: notificationIconSchema,
  action_url: notificationActionUrlSchema,
  is_system: z.boolean({ error: M.isSystemInvalid }).default(false),
  data: notificationDataSchema,
};

/** True when the ISO time is not before now (less the picker's grace). */
export function isNotInPast(iso: string, now: Date = new Date()): boolean {
  const at = Date.parse(iso);
  // A malformed time has its own message.
  return Number.isNaN(at) || at >= now.getTime() - ADMIN_NOTIFICATION_LIMITS.scheduleGraceMs;
}

/** POST /api/admin/notifications: a scheduled time may not be in the past. */
export const adminNotificationCreateSchema = z
  .object(notificationFields)
  .refine((input) => !input.scheduled_at || isNotInPast(input.scheduled_at), {
    message: M.scheduledAtPast,
    path: ['scheduled_at'],
  });
export type AdminNotificationCreateInput = z.output<typeof adminNotificationCreateSchema>;

/** PUT /api/admin/notifications/:id: the same fields (the server checks what may still change). */
export const adminNotificationUpdateSchema = z.object(notificationFields);
export type AdminNotificationUpdateInput = z.output<typeof adminNotificationUpdateSchema>;

/** POST /api/admin/notifications/broadcasts */
export const adminBroadcastSchema = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES, { error: M.audienceInvalid }),
    role: optionalText(z.enum(ROLES, { error: M.roleRequired })),
    title: notificationTitleSchema,
    message: notificationMessageSchema,
    priority,
    icon: notificationIconSchema,
    action_url: notificationActionUrlSchema,
    data: notificationDataSchema,
  })
  .refine((input) => input.audience !== 'role' || !!input.role, {
    message: M.roleRequired,
    path: ['role'],
  });
export type AdminBroadcastInput = z.output<typeof adminBroadcastSchema>;
