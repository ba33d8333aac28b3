import type { AdminNotificationDto, Role } from '@salon/shared';
import type { NotificationRow } from '../../db/schema.js';
import { toNotificationDto } from '../notifications/notifications.dto.js';

/** A notification row with its recipient's columns (left join: null for a system one). */
export interface AdminNotificationRow extends NotificationRow {
  recipient_name: string | null;
  recipient_email: string | null;
  recipient_phone: string | null;
  recipient_role: Role | null;
}

export function toAdminNotificationDto(row: AdminNotificationRow): AdminNotificationDto {
  return {
    ...toNotificationDto(row),
    user_id: row.user_id,
    user:
      row.user_id !== null && row.recipient_role !== null
        ? {
            id: row.user_id,
            name: row.recipient_name ?? '',
            email: row.recipient_email,
            phone: row.recipient_phone,
            role: row.recipient_role,
          }
        : null,
    is_system: Boolean(row.is_system),
    created_by: row.created_by,
    updated_at: row.updated_at,
  };
}
