import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationDto,
} from '@salon/shared';
import { z } from 'zod';

/** The reply schema of a notification as its user sees it (also the base of the back office's). */
export const notificationReplySchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  type_label: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  icon: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<NotificationDto>;
