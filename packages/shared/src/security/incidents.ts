import { z } from 'zod';

/**
 * Security incidents (back-office §2.12 and §9): the rules that open them, their thresholds and
 * windows, severities, statuses and the transitions between them, and the screen's messages.
 */

export const INCIDENT_RULES = {
  failed_logins: 'Đăng nhập sai nhiều lần',
  customer_views: 'Xem nhiều hồ sơ khách hàng',
  unauthorized_access: 'Truy cập trái phép',
  customer_export: 'Xuất dữ liệu khách hàng',
} as const;
export type IncidentRule = keyof typeof INCIDENT_RULES;
export const INCIDENT_RULE_KEYS = Object.keys(INCIDENT_RULES) as IncidentRule[];

export const INCIDENT_SEVERITIES = {
  low: 'Thấp',
  medium: 'Trung bình',
  high: 'Cao',
  critical: 'Nghiêm trọng',
} as const;
export type IncidentSeverity = keyof typeof INCIDENT_SEVERITIES;
export const INCIDENT_SEVERITY_KEYS = Object.keys(INCIDENT_SEVERITIES) as IncidentSeverity[];

export const INCIDENT_STATUSES = {
  open: 'Mới mở',
  contained: 'Đã ngăn chặn',
  investigating: 'Đang điều tra',
  resolved: 'Đã xử lý',
  closed: 'Đã đóng',
} as const;
export type IncidentStatus = keyof typeof INCIDENT_STATUSES;
export const INCIDENT_STATUS_KEYS = Object.keys(INCIDENT_STATUSES) as IncidentStatus[];

/**
 * open → investigating → resolved → closed (the spec). A contained incident (the engine already
 * ended the session) is looked into or resolved like an open one; a resolved one can be reopened
 * for investigation when it turns out not to be over.
 */
export const INCIDENT_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  open: ['investigating', 'resolved'],
  contained: ['investigating', 'resolved'],
  investigating: ['resolved'],
  resolved: ['closed', 'investigating'],
  closed: [],
};

export function canMoveIncident(from: IncidentStatus, to: IncidentStatus): boolean {
  return INCIDENT_TRANSITIONS[from].includes(to);
}

/** Statuses in which an incident still needs someone (and suppresses a duplicate). */
export const INCIDENT_ACTIVE_STATUSES: readonly IncidentStatus[] = [
  'open',
  'contained',
  'investigating',
];

/** The button that moves an incident to a status. */
export const INCIDENT_STATUS_ACTIONS: Record<IncidentStatus, string> = {
  open: 'Mở lại',
  contained: 'Ngăn chặn',
  investigating: 'Bắt đầu điều tra',
  resolved: 'Đánh dấu đã xử lý',
  closed: 'Đóng sự cố',
};

const HOUR_MS = 60 * 60 * 1000;

/** Each rule's threshold (fires at the count, not below), window and severity. */
export const INCIDENT_RULE_SETTINGS: Record<
  IncidentRule,
  { threshold: number; windowMs: number; severity: IncidentSeverity }
> = {
  // Spec §9: 5 failed logins in an hour, to one admin or manager account.
  failed_logins: { threshold: 5, windowMs: HOUR_MS, severity: 'medium' },
  // Spec §9: 20 customer-record views in an hour, by one user.
  customer_views: { threshold: 20, windowMs: HOUR_MS, severity: 'high' },
  // Our decision: one stray 403 (a stale tab after a role change) must not sign a stylist out;
  // three refusals on back-office routes within 10 minutes are an attempt, contained at once.
  unauthorized_access: { threshold: 3, windowMs: 10 * 60 * 1000, severity: 'high' },
  // A customer export of 100 rows or more, or any customer export by a staff role, is reviewed.
  customer_export: { threshold: 100, windowMs: 24 * HOUR_MS, severity: 'medium' },
};

/** Roles whose failed sign-ins are watched (the back office's powerful accounts). */
export const WATCHED_SIGN_IN_ROLES = ['admin', 'manager'] as const;

/** Breach notification (Law 91/2025, Decree 13/2023): within 72 hours of detection. */
export const INCIDENT_NOTIFICATION_HOURS = 72;
export const INCIDENT_NOTIFICATION_MS = INCIDENT_NOTIFICATION_HOURS * HOUR_MS;

/** Does an incident need the 72-hour notification? Critical ones and breaches do. */
export function incidentNeedsNotification(severity: IncidentSeverity, isBreach: boolean): boolean {
  return severity === 'critical' || isBreach;
}

export const INCIDENTS_PER_PAGE = 10;
export const INCIDENT_NOTE_MAX = 2000;
export const INCIDENT_SEARCH_MAX = 100;

export const INCIDENT_MESSAGES = {
  notFound: 'Không tìm thấy sự cố.',
  badTransition: (from: IncidentStatus, to: IncidentStatus) =>
    `Không thể chuyển sự cố từ "${INCIDENT_STATUSES[from]}" sang "${INCIDENT_STATUSES[to]}".`,
  ownerNotStaff: 'Người phụ trách phải là quản trị viên hoặc quản lý đang hoạt động.',
  noteRequired: 'Vui lòng nhập nội dung ghi chú.',
  noteTooLong: `Ghi chú tối đa ${INCIDENT_NOTE_MAX} ký tự.`,
  nothingToChange: 'Không có thay đổi nào.',
  invalidStatus: 'Trạng thái không hợp lệ.',
  invalidSeverity: 'Mức độ không hợp lệ.',
  invalidRule: 'Quy tắc không hợp lệ.',
  searchTooLong: `Từ khóa tối đa ${INCIDENT_SEARCH_MAX} ký tự.`,
  updated: 'Đã cập nhật sự cố.',
  noteAdded: 'Đã thêm ghi chú.',
  sessionContained:
    'Phiên đăng nhập đã bị kết thúc do nhiều lần truy cập trái phép. Vui lòng đăng nhập lại.',
} as const;

export const incidentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(INCIDENT_STATUS_KEYS, { error: INCIDENT_MESSAGES.invalidStatus }).optional(),
  severity: z.enum(INCIDENT_SEVERITY_KEYS, { error: INCIDENT_MESSAGES.invalidSeverity }).optional(),
  rule: z.enum(INCIDENT_RULE_KEYS, { error: INCIDENT_MESSAGES.invalidRule }).optional(),
  search: z.string().trim().max(INCIDENT_SEARCH_MAX, INCIDENT_MESSAGES.searchTooLong).optional(),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export const incidentUpdateSchema = z
  .object({
    status: z.enum(INCIDENT_STATUS_KEYS, { error: INCIDENT_MESSAGES.invalidStatus }).optional(),
    severity: z
      .enum(INCIDENT_SEVERITY_KEYS, { error: INCIDENT_MESSAGES.invalidSeverity })
      .optional(),
    owner_id: z.number().int().positive().nullable().optional(),
    is_breach: z.boolean().optional(),
    /** The authority and the people concerned were told (sets notified_at). */
    notified: z.boolean().optional(),
  })
  .strict();
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentNoteSchema = z.object({
  body: z
    .string({ error: INCIDENT_MESSAGES.noteRequired })
    .trim()
    .min(1, INCIDENT_MESSAGES.noteRequired)
    .max(INCIDENT_NOTE_MAX, INCIDENT_MESSAGES.noteTooLong),
});
export type IncidentNoteInput = z.infer<typeof incidentNoteSchema>;

export interface IncidentPerson {
  id: number;
  name: string;
}

export interface IncidentDto {
  id: number;
  rule: IncidentRule;
  severity: IncidentSeverity;
  status: IncidentStatus;
  title: string;
  description: string;
  owner: IncidentPerson | null;
  subject_user: (IncidentPerson & { role: string | null }) | null;
  subject_ip: string | null;
  is_breach: boolean;
  notification_due_at: string | null;
  notified_at: string | null;
  detected_at: string;
  updated_at: string;
  resolved_at: string | null;
  closed_at: string | null;
  /** Past its 72-hour deadline without a recorded notification. */
  overdue: boolean;
}

export interface IncidentNoteDto {
  id: number;
  author: IncidentPerson | null;
  body: string;
  created_at: string;
}

export interface IncidentSignInEventDto {
  id: number;
  occurred_at: string;
  identifier: string;
  outcome: string;
  ip: string | null;
}

export interface IncidentAuditEntryDto {
  id: number;
  occurred_at: string;
  actor_id: number | null;
  actor_role: string;
  action: string;
  resource: string;
  resource_id: string | null;
  summary: string;
  outcome: string;
  ip: string | null;
}

export interface IncidentDetailDto extends IncidentDto {
  notes: IncidentNoteDto[];
  sign_in_events: IncidentSignInEventDto[];
  audit_entries: IncidentAuditEntryDto[];
  /** Staff who may own it (admins and managers). */
  owners: IncidentPerson[];
}

export interface ThreatFiguresDto {
  /** 24 hourly buckets, oldest first; `hour` is the bucket's start (ISO). */
  failures_by_hour: { hour: string; count: number }[];
  failures_24h: number;
  top_addresses: { ip: string; count: number }[];
  top_accounts: { identifier: string; count: number }[];
  denied_24h: number;
  denied_recent: IncidentAuditEntryDto[];
  /** Incidents detected this month (salon time), per rule. */
  incidents_by_rule: { rule: IncidentRule; count: number }[];
}
