import {
  INCIDENT_MESSAGES,
  INCIDENT_RULE_SETTINGS as RULES,
  WATCHED_SIGN_IN_ROLES,
  type IncidentRule,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-context.js';
import { userChannel, type EventBus } from '../realtime/event-bus.js';
import type { IncidentFinding, IncidentsService } from './incidents.service.js';
import { IncidentsRepository } from './incidents.repository.js';

/** The live event that makes a contained session's stream check itself and close. */
export const SESSION_ENDED_EVENT = 'session.ended';

const iso = (ms: number) => new Date(ms).toISOString();
const later = (a: string, b: string | null | undefined) =>
  b && new Date(b).toISOString() > a ? new Date(b).toISOString() : a;

/** The row count an export recorded: changes `{ rows: { before: null, after: N } }`. */
export function exportedRows(changes: unknown): number | null {
  const parsed: unknown = typeof changes === 'string' ? safeJson(changes) : changes;
  if (!parsed || typeof parsed !== 'object') return null;
  const rows = (parsed as { rows?: { after?: unknown } }).rows?.after;
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface RefusedRequest {
  userId: number;
  role: string;
  sessionId: number | null;
  ip: string | null;
  method: string;
  route: string;
  actor: AuditActor;
}

/**
 * The incident rules (back-office §9). Each counts rows since the later of its window's start
 * and the subject's previous incident, so one burst opens one incident; `IncidentsService.open`
 * refuses a duplicate while an incident about the subject is active within the window.
 */
export class IncidentEngine {
  constructor(
    private readonly db: Db,
    private readonly incidents: IncidentsService,
    private readonly audit: AuditTrail,
    private readonly bus: EventBus,
  ) {}

  /** Every rule over every subject (the 'incident-rules' job); returns the incidents opened. */
  async scan(now: Date = new Date()): Promise<number[]> {
    return [
      ...(await this.failedLogins(now)),
      ...(await this.customerViews(now)),
      ...(await this.customerExports(now)),
    ];
  }

  /** Rule (a): 5 failed sign-ins to one admin or manager account within an hour. */
  async failedLogins(now: Date = new Date(), userId?: number): Promise<number[]> {
    const rule = RULES.failed_logins;
    const repository = new IncidentsRepository(this.db);
    const windowStart = iso(now.getTime() - rule.windowMs);
    const candidates = await repository.failedStaffSignIns(
      windowStart,
      WATCHED_SIGN_IN_ROLES,
      userId,
    );
    const opened: number[] = [];
    for (const candidate of candidates) {
      if (candidate.user_id === null || Number(candidate.n) < rule.threshold) continue;
      const subjectKey = `user:${candidate.user_id}`;
      const since = later(
        windowStart,
        (await repository.latestFor('failed_logins', subjectKey))?.detected_at,
      );
      const [recount] = await repository.failedStaffSignIns(
        since,
        WATCHED_SIGN_IN_ROLES,
        candidate.user_id,
      );
      const count = Number(recount?.n ?? 0);
      if (count < rule.threshold) continue;
      const id = await this.#open(
        {
          rule: 'failed_logins',
          title: `${count} lần đăng nhập sai vào tài khoản quản trị #${candidate.user_id}`,
          description: `Tài khoản quản trị #${candidate.user_id} bị đăng nhập sai ${count} lần trong vòng một giờ.`,
          subjectKey,
          subjectUserId: candidate.user_id,
          subjectIp: null,
          windowStart: since,
        },
        now,
      );
      if (id !== null) opened.push(id);
    }
    return opened;
  }

  /** Rule (b): one user viewing 20 distinct customer records within an hour. */
  async customerViews(now: Date = new Date(), actorId?: number): Promise<number[]> {
    const rule = RULES.customer_views;
    const repository = new IncidentsRepository(this.db);
    const windowStart = iso(now.getTime() - rule.windowMs);
    const candidates = await repository.customerViewsByActor(windowStart, actorId);
    const opened: number[] = [];
    for (const candidate of candidates) {
      if (candidate.actor_id === null || Number(candidate.n) < rule.threshold) continue;
      const subjectKey = `user:${candidate.actor_id}`;
      const since = later(
        windowStart,
        (await repository.latestFor('customer_views', subjectKey))?.detected_at,
      );
      const [recount] = await repository.customerViewsByActor(since, candidate.actor_id);
      const count = Number(recount?.n ?? 0);
      if (count < rule.threshold) continue;
      const id = await this.#open(
        {
          rule: 'customer_views',
          title: `Người dùng #${candidate.actor_id} xem ${count} hồ sơ khách hàng trong một giờ`,
          description: `Người dùng #${candidate.actor_id} đã mở ${count} hồ sơ khách hàng khác nhau trong vòng một giờ.`,
          subjectKey,
          subjectUserId: candidate.actor_id,
          subjectIp: null,
          windowStart: since,
        },
        now,
      );
      if (id !== null) opened.push(id);
    }
    return opened;
  }

  /** Rule (d): an export of 100 customers or more, or any customer export by a staff role. */
  async customerExports(now: Date = new Date(), actorId?: number): Promise<number[]> {
    const rule = RULES.customer_export;
    const repository = new IncidentsRepository(this.db);
    const windowStart = iso(now.getTime() - rule.windowMs);
    const exports = await repository.customerExports(windowStart, actorId);
    const byActor = new Map<number, typeof exports>();
    for (const entry of exports) {
      if (entry.actor_id === null) continue;
      const rows = exportedRows(entry.changes);
      if (entry.actor_role !== 'staff' && (rows === null || rows < rule.threshold)) continue;
      byActor.set(entry.actor_id, [...(byActor.get(entry.actor_id) ?? []), entry]);
    }
    const opened: number[] = [];
    for (const [actor, entries] of byActor) {
      const subjectKey = `user:${actor}`;
      const since = later(
        windowStart,
        (await repository.latestFor('customer_export', subjectKey))?.detected_at,
      );
      const fresh = entries.filter((e) => new Date(e.occurred_at).toISOString() > since);
      if (fresh.length === 0) continue;
      const rows = fresh.reduce((sum, e) => sum + (exportedRows(e.changes) ?? 0), 0);
      const id = await this.#open(
        {
          rule: 'customer_export',
          title: `Người dùng #${actor} xuất dữ liệu khách hàng (${rows} dòng)`,
          description: `${fresh.length} lần xuất dữ liệu khách hàng, tổng ${rows} dòng, cần được xem xét.`,
          subjectKey,
          subjectUserId: actor,
          subjectIp: fresh[0]?.ip ?? null,
          windowStart: since,
        },
        now,
      );
      if (id !== null) opened.push(id);
    }
    return opened;
  }

  /**
   * Rule (c): a signed-in user refused on a back-office route. Each refusal is recorded ('deny');
   * the third within 10 minutes (since the last containment) ends the session at once and opens
   * a 'contained' incident. Returns whether the session was ended.
   */
  async refused(request: RefusedRequest, now: Date = new Date()): Promise<boolean> {
    const rule = RULES.unauthorized_access;
    const windowStart = iso(now.getTime() - rule.windowMs);
    const result = await this.db.transaction().execute(async (trx) => {
      const repository = new IncidentsRepository(trx);
      await this.audit.record(trx, {
        action: 'deny',
        resource: 'account',
        resourceId: request.userId,
        summary: `Từ chối truy cập ${request.method} ${request.route}`.slice(0, 300),
        outcome: 'denied',
        actor: request.actor,
      });
      const since = later(windowStart, await repository.lastContainment(request.userId));
      const count = await repository.deniedSince(request.userId, since);
      if (count < rule.threshold || request.sessionId === null) return null;
      await repository.deleteSession(request.sessionId);
      await this.audit.record(trx, {
        action: 'end_session',
        resource: 'account',
        resourceId: request.userId,
        summary: `Kết thúc phiên do ${count} lần truy cập trái phép`,
        actor: request.actor,
      });
      const finding: IncidentFinding = {
        rule: 'unauthorized_access',
        status: 'contained',
        title: `Truy cập trái phép bởi người dùng #${request.userId}, phiên đã bị kết thúc`,
        description:
          `${count} yêu cầu bị từ chối trong vòng 10 phút (lần cuối ${request.method} ` +
          `${request.route}); phiên đăng nhập đã được kết thúc tự động.`,
        subjectKey: `user:${request.userId}`,
        subjectUserId: request.userId,
        subjectIp: request.ip,
        windowStart: since,
      };
      const opened = await this.incidents.open(trx, finding, now);
      if (opened === null) {
        // Still active from an earlier burst: the new containment goes on its record.
        const latest = await repository.latestFor('unauthorized_access', finding.subjectKey);
        if (latest) {
          await repository.addNote(latest.id, null, finding.description, now.toISOString());
          await repository.update(latest.id, { updated_at: now.toISOString() });
        }
      }
      return { alert: opened?.alert ?? null };
    });
    if (!result) return false;
    this.incidents.announce(result.alert);
    // The live stream checks its session on any event and closes when it is gone.
    this.bus.publish({
      channel: userChannel(request.userId),
      event: SESSION_ENDED_EVENT,
      data: { message: INCIDENT_MESSAGES.sessionContained },
    });
    return true;
  }

  async #open(finding: IncidentFinding, now: Date): Promise<number | null> {
    const opened = await this.db
      .transaction()
      .execute((trx) => this.incidents.open(trx, finding, now));
    this.incidents.announce(opened?.alert);
    return opened?.id ?? null;
  }
}

export type { IncidentRule };
