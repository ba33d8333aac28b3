import {
  CONTACT_PRIORITY_OPTIONS,
  CONTACT_TYPE_LABELS,
  SUPPORT_TOPICS,
  type ContactPriority,
  type ContactStatus,
} from './contact-options.js';

/** Contacts in the back office (back-office §2.14, §4): labels, states and what each allows. */

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Mới',
  in_progress: 'Đang xử lý',
  replied: 'Đã phản hồi',
  resolved: 'Đã giải quyết',
  closed: 'Đã đóng',
};

export const CONTACT_PRIORITY_LABELS = Object.fromEntries(
  CONTACT_PRIORITY_OPTIONS.map((option) => [option.value, option.label]),
) as Record<ContactPriority, string>;

export { CONTACT_TYPE_LABELS };

export const CONTACT_SOURCE_LABELS = { contact: 'Trang Liên hệ', help: 'Trung tâm trợ giúp' };

/** The help centre's topic as staff read it; null for a topic unknown or absent. */
export function supportTopicLabel(topic: string | null | undefined): string | null {
  if (!topic) return null;
  return SUPPORT_TOPICS.find((t) => t.value === topic)?.label ?? null;
}

/** What happened to a contact, in its history timeline. */
export const CONTACT_HISTORY_ACTIONS = [
  'created',
  'assigned',
  'replied',
  'resolved',
  'closed',
  'edited',
  'priority_changed',
] as const;
export type ContactHistoryAction = (typeof CONTACT_HISTORY_ACTIONS)[number];

export const CONTACT_HISTORY_LABELS: Record<ContactHistoryAction, string> = {
  created: 'Tạo liên hệ',
  assigned: 'Phân công',
  replied: 'Đã phản hồi khách hàng',
  resolved: 'Đã giải quyết',
  closed: 'Đã đóng',
  edited: 'Chỉnh sửa',
  priority_changed: 'Đổi mức ưu tiên',
};

export const CONTACT_BULK_ACTIONS = [
  'mark_resolved',
  'mark_closed',
  'assign',
  'update_priority',
] as const;
export type ContactBulkAction = (typeof CONTACT_BULK_ACTIONS)[number];

export const CONTACT_BULK_LABELS: Record<ContactBulkAction, string> = {
  mark_resolved: 'Đánh dấu đã giải quyết',
  mark_closed: 'Đóng liên hệ',
  assign: 'Phân công',
  update_priority: 'Đổi mức ưu tiên',
};

/*
 * The life of a contact (back-office §4): new → in_progress (assigned) → replied (a reply went
 * out) → resolved → closed. A closed contact is finished: only an edit reopens it. The resolve
 * action is hidden once resolved or closed.
 */
export function canResolveContact(status: ContactStatus): boolean {
  return status !== 'resolved' && status !== 'closed';
}
export function canCloseContact(status: ContactStatus): boolean {
  return status !== 'closed';
}
/** Assign, reply and priority changes are for contacts still open. */
export function isContactOpen(status: ContactStatus): boolean {
  return status !== 'closed';
}
/** Assigning a new contact starts its handling; later states keep theirs. */
export function statusAfterAssign(status: ContactStatus): ContactStatus {
  return status === 'new' ? 'in_progress' : status;
}
/** A reply to a contact not yet resolved marks it replied. */
export function statusAfterReply(status: ContactStatus): ContactStatus {
  return status === 'resolved' ? 'resolved' : 'replied';
}

/** Hours between a contact's arrival and its first reply, averaged, to one decimal; null: none. */
export function averageResponseHours(
  pairs: readonly { created_at: string; first_replied_at: string }[],
): number | null {
  if (pairs.length === 0) return null;
  const total = pairs.reduce(
    (sum, pair) => sum + (Date.parse(pair.first_replied_at) - Date.parse(pair.created_at)),
    0,
  );
  return Math.round((total / pairs.length / 3_600_000) * 10) / 10;
}

export const CONTACT_ADMIN_LIMITS = {
  perPage: 10,
  maxPerPage: 100,
  replyMax: 5000,
  messageMax: 5000,
  notesMax: 2000,
  bulkMax: 100,
  /** The list's preview of a message (back-office §9). */
  previewLength: 100,
} as const;
