/**
 * The security screen's headline figures (back-office §2.12 and §7): a score out of 100 and a
 * compliance percentage computed from checks that pass or fail on the data, never typed.
 */

export const SECURITY_CHECK_KEYS = [
  'two_factor',
  'idle_timeout',
  'password_age',
  'new_device_alert',
  'record_view_logging',
  'audit_chain',
  'backup_fresh',
  'drill_recent',
  'no_open_serious_incidents',
  'breach_notices_on_time',
  'privacy_requests_on_time',
  'compliance_review',
] as const;
export type SecurityCheckKey = (typeof SECURITY_CHECK_KEYS)[number];

/** Which tab shows the rows behind a check. */
export type SecurityTabKey =
  'overview' | 'audit' | 'incidents' | 'policies' | 'privacy' | 'threats' | 'backups';

export const SECURITY_CHECKS: Record<
  SecurityCheckKey,
  { label: string; weight: number; compliance: boolean; tab: SecurityTabKey }
> = {
  two_factor: {
    label: 'Xác thực hai lớp cho quản trị viên và quản lý',
    weight: 15,
    compliance: false,
    tab: 'policies',
  },
  idle_timeout: {
    label: 'Tự đăng xuất khi không hoạt động',
    weight: 5,
    compliance: false,
    tab: 'policies',
  },
  password_age: {
    label: 'Thời hạn mật khẩu nhân viên',
    weight: 5,
    compliance: false,
    tab: 'policies',
  },
  new_device_alert: {
    label: 'Cảnh báo đăng nhập thiết bị mới',
    weight: 5,
    compliance: false,
    tab: 'policies',
  },
  record_view_logging: {
    label: 'Ghi nhật ký xem hồ sơ khách hàng',
    weight: 10,
    compliance: true,
    tab: 'policies',
  },
  audit_chain: {
    label: 'Nhật ký kiểm toán nguyên vẹn',
    weight: 10,
    compliance: true,
    tab: 'audit',
  },
  backup_fresh: {
    label: 'Bản sao lưu mới theo lịch',
    weight: 10,
    compliance: true,
    tab: 'backups',
  },
  drill_recent: {
    label: 'Diễn tập khôi phục thành công trong 30 ngày',
    weight: 10,
    compliance: true,
    tab: 'backups',
  },
  no_open_serious_incidents: {
    label: 'Không còn sự cố nghiêm trọng hoặc cao đang mở',
    weight: 10,
    compliance: false,
    tab: 'incidents',
  },
  breach_notices_on_time: {
    label: 'Thông báo vi phạm trong 72 giờ',
    weight: 5,
    compliance: true,
    tab: 'incidents',
  },
  privacy_requests_on_time: {
    label: 'Yêu cầu dữ liệu cá nhân được xử lý đúng hạn',
    weight: 10,
    compliance: true,
    tab: 'privacy',
  },
  compliance_review: {
    label: 'Rà soát tuân thủ trong 12 tháng qua',
    weight: 5,
    compliance: true,
    tab: 'overview',
  },
};

export const SECURITY_OVERVIEW_RULES = {
  /** A gap is to be closed within 30 days of appearing (spec). */
  gapDueDays: 30,
  /** The compliance review is due a year after the last one (spec). */
  reviewEveryDays: 365,
  /** A restore drill counts as recent for 30 days. */
  drillFreshDays: 30,
  /** A scheduled backup may be this late before it counts as stale. */
  backupGraceHours: 2,
  /** Compliance: compliant at 95 % or more of requirements met, partial at 80 % (spec). */
  compliantAt: 95,
  partialAt: 80,
} as const;

export type ComplianceResult = 'compliant' | 'partial' | 'non_compliant';
export const COMPLIANCE_RESULT_LABELS: Record<ComplianceResult, string> = {
  compliant: 'Tuân thủ',
  partial: 'Tuân thủ một phần',
  non_compliant: 'Chưa tuân thủ',
};

export interface SecurityCheck {
  key: SecurityCheckKey;
  label: string;
  passed: boolean;
  /** What the data says, in a line: 'Bản sao lưu gần nhất 3 giờ trước'. */
  detail: string;
  tab: SecurityTabKey;
  /** For a failing check: since when it fails (when known) and when the gap is due. */
  since: string | null;
  due_at: string | null;
}

export interface SecurityOverview {
  score: number;
  compliance_percent: number;
  compliance_result: ComplianceResult;
  open_incidents: number;
  /** Failed sign-ins and refused back-office requests in the last 24 hours. */
  suspicious_activities: number;
  checks: SecurityCheck[];
  last_review_at: string | null;
  next_review_due_at: string | null;
}

/** The score: the weight of the checks that pass, out of 100. */
export function securityScore(checks: readonly Pick<SecurityCheck, 'key' | 'passed'>[]): number {
  const total = checks.reduce((sum, c) => sum + SECURITY_CHECKS[c.key].weight, 0);
  const passed = checks.reduce((sum, c) => sum + (c.passed ? SECURITY_CHECKS[c.key].weight : 0), 0);
  return total === 0 ? 0 : Math.round((passed / total) * 100);
}

/** The share of the compliance requirements met, as a whole percentage. */
export function compliancePercent(
  checks: readonly Pick<SecurityCheck, 'key' | 'passed'>[],
): number {
  const required = checks.filter((c) => SECURITY_CHECKS[c.key].compliance);
  if (required.length === 0) return 100;
  return Math.round((required.filter((c) => c.passed).length / required.length) * 100);
}

export function complianceResult(percent: number): ComplianceResult {
  if (percent >= SECURITY_OVERVIEW_RULES.compliantAt) return 'compliant';
  if (percent >= SECURITY_OVERVIEW_RULES.partialAt) return 'partial';
  return 'non_compliant';
}
