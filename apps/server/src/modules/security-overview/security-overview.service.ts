import {
  INCIDENT_ACTIVE_STATUSES,
  SECURITY_CHECKS,
  SECURITY_OVERVIEW_RULES as R,
  complianceResult,
  compliancePercent,
  formatSalonDateTime,
  securityScore,
  type SecurityCheck,
  type SecurityCheckKey,
  type SecurityOverview,
  type SecurityPolicy,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { BackupsService } from '../backups/backups.service.js';
import type { SecurityPolicies } from '../security-policies/security-policies.js';

const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

interface Verdict {
  passed: boolean;
  detail: string;
  since?: string | null;
}

/**
 * The security screen's overview: each check read from the rows behind it (policies, the
 * audit chain, backups and drills, incidents, data requests, the last compliance review).
 */
export class SecurityOverviewService {
  constructor(
    private readonly db: Db,
    private readonly policies: SecurityPolicies,
    private readonly auditLog: AuditLogService,
    private readonly backups: BackupsService,
    private readonly audit: AuditTrail,
  ) {}

  async overview(now = new Date()): Promise<SecurityOverview> {
    const nowIso = now.toISOString();
    const dayAgo = new Date(now.getTime() - DAY).toISOString();
    const [policies, chain, backups, incidents, privacy, review, suspicious] = await Promise.all([
      this.policies.all(),
      this.auditLog.verify(),
      this.backups.overview(now),
      this.incidentFigures(nowIso),
      this.overduePrivacy(nowIso),
      this.lastReview(),
      this.suspicious(dayAgo),
    ]);
    const policy = (key: SecurityPolicy['key']) => policies.find((p) => p.key === key)!;
    const switched = (key: SecurityPolicy['key'], on: string): Verdict => ({
      passed: policy(key).enabled,
      detail: policy(key).enabled ? on : 'Đang tắt',
    });

    const lastBackup = backups.summary.last_backup;
    const staleAfter = (backups.summary.interval_hours + R.backupGraceHours) * 3_600_000;
    const backupAge = lastBackup ? now.getTime() - Date.parse(lastBackup.created_at) : null;
    const drill = backups.summary.last_drill;
    const drillPassedAt = backups.summary.rto.measured_at;
    const drillFresh =
      drillPassedAt !== null && now.getTime() - Date.parse(drillPassedAt) <= R.drillFreshDays * DAY;

    const verdicts: Record<SecurityCheckKey, Verdict> = {
      two_factor: switched('two_factor_staff', 'Đang bật'),
      idle_timeout: switched(
        'session_idle_timeout',
        `Sau ${(policy('session_idle_timeout') as SecurityPolicy<'session_idle_timeout'>).settings.minutes} phút`,
      ),
      password_age: switched(
        'password_max_age',
        `Đổi sau ${(policy('password_max_age') as SecurityPolicy<'password_max_age'>).settings.days} ngày`,
      ),
      new_device_alert: switched('new_device_alert', 'Đang bật'),
      record_view_logging: switched('record_view_logging', 'Đang bật'),
      audit_chain: {
        passed: chain.ok,
        detail: chain.ok
          ? `${chain.checked.toLocaleString('vi-VN')} mục, không mục nào bị sửa`
          : `Chuỗi băm bị phá vỡ tại mục #${chain.broken_at}`,
      },
      backup_fresh: {
        passed: backupAge !== null && backupAge <= staleAfter,
        detail: lastBackup
          ? `Gần nhất lúc ${formatSalonDateTime(lastBackup.created_at)}`
          : 'Chưa có bản sao lưu nào',
        since: lastBackup
          ? new Date(Date.parse(lastBackup.created_at) + staleAfter).toISOString()
          : null,
      },
      drill_recent: {
        passed: drillFresh,
        detail: drillPassedAt
          ? `Thành công lúc ${formatSalonDateTime(drillPassedAt)}`
          : drill
            ? 'Lần diễn tập gần nhất không thành công'
            : 'Chưa diễn tập lần nào',
        since: drillPassedAt ? addDays(drillPassedAt, R.drillFreshDays) : null,
      },
      no_open_serious_incidents: {
        passed: incidents.serious === 0,
        detail: incidents.serious === 0 ? 'Không có' : `${incidents.serious} sự cố đang mở`,
        since: incidents.seriousSince,
      },
      breach_notices_on_time: {
        passed: incidents.overdueNotices === 0,
        detail:
          incidents.overdueNotices === 0
            ? 'Không có thông báo quá hạn'
            : `${incidents.overdueNotices} sự cố quá 72 giờ chưa thông báo`,
        since: incidents.overdueSince,
      },
      privacy_requests_on_time: {
        passed: privacy.count === 0,
        detail:
          privacy.count === 0
            ? 'Không có yêu cầu quá hạn'
            : `${privacy.count} yêu cầu quá hạn 30 ngày`,
        since: privacy.since,
      },
      compliance_review: {
        passed: review !== null && now.getTime() - Date.parse(review) <= R.reviewEveryDays * DAY,
        detail: review ? `Lần gần nhất ${formatSalonDateTime(review)}` : 'Chưa rà soát lần nào',
        since: review ? addDays(review, R.reviewEveryDays) : null,
      },
    };

    const checks: SecurityCheck[] = (Object.keys(verdicts) as SecurityCheckKey[]).map((key) => {
      const verdict = verdicts[key];
      const since = verdict.passed ? null : (verdict.since ?? null);
      return {
        key,
        label: SECURITY_CHECKS[key].label,
        passed: verdict.passed,
        detail: verdict.detail,
        tab: SECURITY_CHECKS[key].tab,
        since,
        // A gap is due 30 days after it appeared, or 30 days from now when that is unknown.
        due_at: verdict.passed ? null : addDays(since ?? nowIso, R.gapDueDays),
      };
    });
    const percent = compliancePercent(checks);
    return {
      score: securityScore(checks),
      compliance_percent: percent,
      compliance_result: complianceResult(percent),
      open_incidents: incidents.open,
      suspicious_activities: suspicious,
      checks,
      last_review_at: review,
      next_review_due_at: review ? addDays(review, R.reviewEveryDays) : null,
    };
  }

  /** An admin records the yearly compliance review (an audit entry is the record). */
  async recordReview(): Promise<SecurityOverview> {
    await this.db.transaction().execute((trx) =>
      this.audit.record(trx, {
        action: 'approve',
        resource: 'audit_log',
        summary: 'Rà soát tuân thủ định kỳ',
      }),
    );
    return this.overview();
  }

  private async incidentFigures(nowIso: string) {
    const rows = await this.db
      .selectFrom('security_incidents')
      .select(['severity', 'status', 'detected_at', 'notification_due_at', 'notified_at'])
      .where('status', 'in', [...INCIDENT_ACTIVE_STATUSES])
      .execute();
    const serious = rows.filter((r) => r.severity === 'high' || r.severity === 'critical');
    const overdue = await this.db
      .selectFrom('security_incidents')
      .select('notification_due_at')
      .where('notification_due_at', '<', nowIso)
      .where('notified_at', 'is', null)
      .orderBy('notification_due_at')
      .execute();
    const earliest = (values: string[]) => (values.length ? values.sort()[0]! : null);
    return {
      open: rows.length,
      serious: serious.length,
      seriousSince: earliest(serious.map((r) => r.detected_at)),
      overdueNotices: overdue.length,
      overdueSince: earliest(overdue.map((r) => r.notification_due_at!)),
    };
  }

  private async overduePrivacy(nowIso: string) {
    const rows = await this.db
      .selectFrom('privacy_requests')
      .select('due_at')
      .where('status', 'in', ['pending', 'processing'])
      .where('due_at', '<', nowIso)
      .orderBy('due_at')
      .execute();
    return { count: rows.length, since: rows[0]?.due_at ?? null };
  }

  private async lastReview(): Promise<string | null> {
    const row = await this.db
      .selectFrom('audit_log')
      .select('occurred_at')
      .where('resource', '=', 'audit_log')
      .where('action', '=', 'approve')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.occurred_at ?? null;
  }

  private async suspicious(since: string): Promise<number> {
    const [signIns, denied] = await Promise.all([
      this.db
        .selectFrom('sign_in_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('occurred_at', '>=', since)
        .where('outcome', 'in', ['failure', 'locked', 'two_factor_failure'])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('occurred_at', '>=', since)
        .where('outcome', '=', 'denied')
        .executeTakeFirstOrThrow(),
    ]);
    return Number(signIns.n) + Number(denied.n);
  }
}
