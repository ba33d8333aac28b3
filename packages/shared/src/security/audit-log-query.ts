import { z } from 'zod';
import { isIsoDate } from '../time/salon-time.js';
import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_RESOURCES,
  AUDIT_RISK_LEVELS,
  type AuditAction,
  type AuditOutcome,
  type AuditResource,
  type AuditRiskLevel,
  type DataClassification,
} from './audit.js';
import type { AuditChanges } from './audit-changes.js';

export const AUDIT_LOG_LIMITS = {
  /** The spec's audit log page. */
  perPage: 10,
  maxPerPage: 100,
  searchMax: 100,
  /** Rows one CSV export holds at most. */
  exportMax: 50_000,
  /** The table keeps at least a year, whatever the setting. */
  minRetentionDays: 365,
} as const;

export const AUDIT_LOG_MESSAGES = {
  invalidPage: 'Số trang không hợp lệ!',
  invalidPerPage: 'Số dòng mỗi trang không hợp lệ!',
  searchTooLong: `Từ khóa tìm kiếm tối đa ${AUDIT_LOG_LIMITS.searchMax} ký tự!`,
  invalidDate: 'Ngày không hợp lệ!',
  dateOrder: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc!',
  invalidFilter: 'Bộ lọc không hợp lệ!',
  invalidActor: 'Người thực hiện không hợp lệ!',
  notFound: 'Không tìm thấy mục nhật ký!',
} as const;
const M = AUDIT_LOG_MESSAGES;

const keysOf = <T extends object>(o: T) => Object.keys(o) as [string, ...string[]];
const date = z
  .string({ error: M.invalidDate })
  .trim()
  .refine(isIsoDate, M.invalidDate)
  .optional()
  .or(z.literal('').transform(() => undefined));
/** An empty parameter (`?resource=`) means no filter. */
const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);
const oneOf = <T extends object>(o: T) =>
  z.preprocess(blankIsUnset, z.enum(keysOf(o), { error: M.invalidFilter }).optional());

/** GET /api/admin/security/audit-log and its CSV export. Dates are salon days, both ends included. */
export const auditLogQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: M.invalidPage })
      .int(M.invalidPage)
      .min(1, M.invalidPage)
      .max(1_000_000, M.invalidPage)
      .default(1),
    per_page: z.coerce
      .number({ error: M.invalidPerPage })
      .int(M.invalidPerPage)
      .min(1, M.invalidPerPage)
      .max(AUDIT_LOG_LIMITS.maxPerPage, M.invalidPerPage)
      .default(AUDIT_LOG_LIMITS.perPage),
    q: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(AUDIT_LOG_LIMITS.searchMax, M.searchTooLong)
      .optional()
      .transform((v) => v || undefined),
    action: oneOf(AUDIT_ACTIONS),
    resource: oneOf(AUDIT_RESOURCES),
    risk: oneOf(AUDIT_RISK_LEVELS),
    outcome: oneOf(AUDIT_OUTCOMES),
    actor_id: z.coerce
      .number({ error: M.invalidActor })
      .int(M.invalidActor)
      .min(1, M.invalidActor)
      .max(2_147_483_647, M.invalidActor)
      .optional(),
    resource_id: z
      .string()
      .trim()
      .max(60, M.invalidFilter)
      .optional()
      .transform((v) => v || undefined),
    from: date,
    to: date,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: M.dateOrder,
    path: ['to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export interface AuditLogEntryDto {
  id: number;
  occurred_at: string;
  actor: { id: number | null; name: string | null; role: string };
  action: AuditAction;
  resource: AuditResource;
  resource_id: string | null;
  summary: string;
  changes: AuditChanges | null;
  outcome: AuditOutcome;
  risk: AuditRiskLevel;
  classification: DataClassification;
  ip: string | null;
  user_agent: string | null;
  /** Its place in the hash chain (null for the few seconds before it is sealed). */
  seq: number | null;
  hash: string | null;
}

export interface AuditChainStatus {
  ok: boolean;
  checked: number;
  broken_at: number | null;
  unsealed: number;
}
