import { NOTIFICATION_TYPE_LABELS, isUnreadStatus, type NotificationDto } from '@salon/shared';
import type { NotificationRow } from '../../db/schema.js';

function parseData(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    type_label: NOTIFICATION_TYPE_LABELS[row.type] ?? row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    action_url: row.action_url,
    icon: row.icon,
    data: parseData(row.data),
    status: row.status,
    is_read: !isUnreadStatus(row.status),
    read_at: row.read_at,
    scheduled_at: row.scheduled_at,
    created_at: row.created_at,
  };
}
