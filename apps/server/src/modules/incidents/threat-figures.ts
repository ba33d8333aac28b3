import {
  salonMoment,
  salonToday,
  type IncidentAuditEntryDto,
  type IncidentRule,
  type ThreatFiguresDto,
} from '@salon/shared';
import type { Db } from '../../db/database.js';

const HOUR_MS = 3_600_000;
const TOP = 5;

/** The threat-detection tab's figures, counted from the sign-in records and the audit log. */
export class ThreatFigures {
  constructor(private readonly db: Db) {}

  async compute(now: Date, rules: readonly IncidentRule[]): Promise<ThreatFiguresDto> {
    // 24 hourly buckets ending with the current hour.
    const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const from = new Date(currentHour - 23 * HOUR_MS).toISOString();
    const failures = await this.db
      .selectFrom('sign_in_events')
      .select(['occurred_at', 'ip', 'identifier'])
      .where('occurred_at', '>=', from)
      .where('outcome', 'in', ['failure', 'two_factor_failure', 'locked'])
      .execute();
    const buckets = Array.from({ length: 24 }, (_, i) => ({
      hour: new Date(currentHour - (23 - i) * HOUR_MS).toISOString(),
      count: 0,
    }));
    const byIp = new Map<string, number>();
    const byAccount = new Map<string, number>();
    for (const row of failures) {
      const at = new Date(row.occurred_at).getTime();
      const index = 23 - Math.floor((currentHour - Math.floor(at / HOUR_MS) * HOUR_MS) / HOUR_MS);
      const bucket = buckets[index];
      if (bucket) bucket.count += 1;
      if (row.ip) byIp.set(row.ip, (byIp.get(row.ip) ?? 0) + 1);
      byAccount.set(row.identifier, (byAccount.get(row.identifier) ?? 0) + 1);
    }
    const top = (map: Map<string, number>) =>
      [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP);

    const since24h = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
    const denied = await this.db
      .selectFrom('audit_log')
      .select([
        'id',
        'occurred_at',
        'actor_id',
        'actor_role',
        'action',
        'resource',
        'resource_id',
        'summary',
        'outcome',
        'ip',
      ])
      .where('action', '=', 'deny')
      .where('occurred_at', '>=', since24h)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

    const today = salonToday(now);
    const monthStart = salonMoment(`${today.slice(0, 7)}-01`, '00:00').toISOString();
    const incidents = await this.db
      .selectFrom('security_incidents')
      .select(['rule', (eb) => eb.fn.countAll<number>().as('n')])
      .where('detected_at', '>=', monthStart)
      .groupBy('rule')
      .execute();
    const perRule = new Map(incidents.map((row) => [row.rule, Number(row.n)]));

    return {
      failures_by_hour: buckets,
      failures_24h: failures.length,
      top_addresses: top(byIp).map(([ip, count]) => ({ ip, count })),
      top_accounts: top(byAccount).map(([identifier, count]) => ({ identifier, count })),
      denied_24h: denied.length,
      denied_recent: denied.slice(0, 10).map((e): IncidentAuditEntryDto => ({
        ...e,
        occurred_at: new Date(e.occurred_at).toISOString(),
      })),
      incidents_by_rule: rules.map((rule) => ({ rule, count: perRule.get(rule) ?? 0 })),
    };
  }
}
