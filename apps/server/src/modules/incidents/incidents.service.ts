import {
  INCIDENT_ACTIVE_STATUSES,
  INCIDENT_MESSAGES as M,
  INCIDENT_NOTIFICATION_MS,
  INCIDENT_RULE_KEYS,
  INCIDENT_RULE_SETTINGS,
  INCIDENTS_PER_PAGE,
  buildSearchText,
  canMoveIncident,
  incidentNeedsNotification,
  type ApiPage,
  type IncidentDetailDto,
  type IncidentDto,
  type IncidentListQuery,
  type IncidentNoteDto,
  type IncidentRule,
  type IncidentSeverity,
  type IncidentStatus,
  type IncidentUpdate,
  type ThreatFiguresDto,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { IncidentAlert, IncidentAlerts } from './incident-alerts.js';
import { IncidentsRepository, type IncidentRow } from './incidents.repository.js';
import { ThreatFigures } from './threat-figures.js';

/** What a rule found: an incident to open unless one is already active for the subject. */
export interface IncidentFinding {
  rule: IncidentRule;
  title: string;
  description: string;
  subjectKey: string;
  subjectUserId: number | null;
  subjectIp: string | null;
  windowStart: string;
  severity?: IncidentSeverity;
  status?: IncidentStatus;
  isBreach?: boolean;
}

const notFound = () => new AppError('INCIDENT_NOT_FOUND', M.notFound, 404);

/** Incidents: opened by the engine, worked by admins; every change audited in its transaction. */
export class IncidentsService {
  readonly #repository: IncidentsRepository;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly alerts: IncidentAlerts,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#repository = new IncidentsRepository(db);
  }

  /**
   * Opens an incident unless an active one of the rule about the subject was detected within
   * the rule's window; returns its id, or null for a duplicate. Audited and, when critical or a
   * breach, notified to every admin, all in the caller's transaction; `announce` after commit.
   */
  async open(
    trx: Transaction<Database>,
    finding: IncidentFinding,
    now: Date,
  ): Promise<{ id: number; alert: { incident: IncidentAlert; admins: number[] } | null } | null> {
    const repository = new IncidentsRepository(trx);
    const settings = INCIDENT_RULE_SETTINGS[finding.rule];
    const latest = await repository.latestFor(finding.rule, finding.subjectKey);
    const windowStart = new Date(now.getTime() - settings.windowMs).toISOString();
    if (
      latest &&
      INCIDENT_ACTIVE_STATUSES.includes(latest.status as IncidentStatus) &&
      latest.detected_at > windowStart
    ) {
      return null;
    }
    const at = now.toISOString();
    const severity = finding.severity ?? settings.severity;
    const isBreach = finding.isBreach ?? false;
    const due = incidentNeedsNotification(severity, isBreach)
      ? new Date(now.getTime() + INCIDENT_NOTIFICATION_MS).toISOString()
      : null;
    const id = await repository.insert({
      rule: finding.rule,
      severity,
      status: finding.status ?? 'open',
      title: finding.title.slice(0, 200),
      description: finding.description.slice(0, 1000),
      search_text: buildSearchText(finding.title, finding.description).slice(0, 1300),
      owner_id: null,
      subject_user_id: finding.subjectUserId,
      subject_ip: finding.subjectIp,
      subject_key: finding.subjectKey,
      is_breach: isBreach,
      notification_due_at: due,
      notified_at: null,
      window_start: finding.windowStart,
      detected_at: at,
      updated_at: at,
      resolved_at: null,
      closed_at: null,
    });
    await this.audit.record(trx, {
      action: 'create',
      resource: 'incident',
      resourceId: id,
      summary: `Mở sự cố #${id}: ${finding.title}`.slice(0, 300),
      after: { rule: finding.rule, severity, status: finding.status ?? 'open' },
    });
    if (!due) return { id, alert: null };
    const incident: IncidentAlert = {
      id,
      title: finding.title,
      severity,
      is_breach: isBreach,
      notification_due_at: due,
    };
    return { id, alert: { incident, admins: await this.alerts.write(trx, incident) } };
  }

  announce(alert: { incident: IncidentAlert; admins: number[] } | null | undefined): void {
    if (alert) this.alerts.announce(alert.incident, alert.admins);
  }

  async list(query: IncidentListQuery): Promise<ApiPage<IncidentDto>> {
    const page = query.page;
    const total = await this.#repository.count(query);
    const rows = await this.#repository.page(
      query,
      INCIDENTS_PER_PAGE,
      (page - 1) * INCIDENTS_PER_PAGE,
    );
    return toPage(await this.#dtos(rows), total, page, INCIDENTS_PER_PAGE);
  }

  async detail(id: number): Promise<IncidentDetailDto> {
    const row = await this.#repository.find(id);
    if (!row) throw notFound();
    const [dto] = await this.#dtos([row]);
    const notes = await this.#repository.notes(id);
    const names = await this.#repository.names(
      notes.map((n) => n.author_id).filter((v): v is number => v !== null),
    );
    const noteDtos: IncidentNoteDto[] = notes.map((n) => ({
      id: n.id,
      author:
        n.author_id !== null
          ? { id: n.author_id, name: names.get(n.author_id)?.name ?? `#${n.author_id}` }
          : null,
      body: n.body,
      created_at: new Date(n.created_at).toISOString(),
    }));
    const until = row.detected_at;
    const subject = row.subject_user_id;
    const signIns =
      subject !== null && row.rule === 'failed_logins'
        ? await this.#repository.signInEvents(subject, row.window_start, until)
        : [];
    const actions: Partial<Record<IncidentRule, string[]>> = {
      customer_views: ['view'],
      customer_export: ['export'],
      unauthorized_access: ['deny', 'end_session'],
    };
    const wanted = actions[row.rule as IncidentRule];
    const entries =
      subject !== null && wanted
        ? await this.#repository.auditEntries({
            actorId: subject,
            actions: wanted,
            resource: row.rule === 'unauthorized_access' ? undefined : 'customer',
            since: row.window_start,
            until,
          })
        : [];
    const owners = await this.#repository.owners();
    return {
      ...dto!,
      notes: noteDtos,
      sign_in_events: signIns.map((e) => ({
        ...e,
        occurred_at: new Date(e.occurred_at).toISOString(),
      })),
      audit_entries: entries.map((e) => ({
        ...e,
        occurred_at: new Date(e.occurred_at).toISOString(),
      })),
      owners: owners.map((o) => ({ id: o.id, name: o.name })),
    };
  }

  async update(id: number, input: IncidentUpdate): Promise<IncidentDetailDto> {
    const now = this.clock().toISOString();
    const alert = await this.db.transaction().execute(async (trx) => {
      const repository = new IncidentsRepository(trx);
      const row = await repository.find(id);
      if (!row) throw notFound();
      const changes: Partial<IncidentRow> = {};
      const from = row.status as IncidentStatus;
      if (input.status !== undefined && input.status !== from) {
        if (!canMoveIncident(from, input.status)) {
          throw new AppError('INCIDENT_BAD_TRANSITION', M.badTransition(from, input.status), 422);
        }
        changes.status = input.status;
        if (input.status === 'resolved') changes.resolved_at = now;
        if (input.status === 'closed') changes.closed_at = now;
        if (input.status === 'investigating') changes.resolved_at = null;
      }
      if (input.owner_id !== undefined && input.owner_id !== row.owner_id) {
        if (input.owner_id !== null) {
          const owners = await repository.owners();
          if (!owners.some((o) => o.id === input.owner_id)) {
            throw new AppError('VALIDATION_ERROR', M.ownerNotStaff, 422, {
              owner_id: [M.ownerNotStaff],
            });
          }
        }
        changes.owner_id = input.owner_id;
      }
      if (input.severity !== undefined && input.severity !== row.severity) {
        changes.severity = input.severity;
      }
      if (input.is_breach !== undefined && input.is_breach !== row.is_breach) {
        changes.is_breach = input.is_breach;
      }
      if (input.notified !== undefined && input.notified !== (row.notified_at !== null)) {
        changes.notified_at = input.notified ? now : null;
      }
      if (Object.keys(changes).length === 0) {
        throw new AppError('NOTHING_TO_CHANGE', M.nothingToChange, 422);
      }
      const severity = (changes.severity ?? row.severity) as IncidentSeverity;
      const isBreach = changes.is_breach ?? row.is_breach;
      // Flagged for notification from the moment it became critical or a breach: 72 h then.
      let newlyDue: string | null = null;
      if (incidentNeedsNotification(severity, isBreach)) {
        if (!row.notification_due_at) {
          newlyDue = new Date(Date.parse(now) + INCIDENT_NOTIFICATION_MS).toISOString();
          changes.notification_due_at = newlyDue;
        }
      } else if (row.notification_due_at && !row.notified_at) {
        changes.notification_due_at = null;
      }
      await repository.update(id, { ...changes, updated_at: now });
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of Object.keys(changes) as (keyof IncidentRow)[]) {
        before[key] = row[key];
        after[key] = changes[key];
      }
      await this.audit.record(trx, {
        action: changes.status ? 'status' : changes.owner_id !== undefined ? 'assign' : 'update',
        resource: 'incident',
        resourceId: id,
        summary: `Cập nhật sự cố #${id}`,
        before,
        after,
      });
      if (!newlyDue) return null;
      const incident: IncidentAlert = {
        id,
        title: row.title,
        severity,
        is_breach: isBreach,
        notification_due_at: newlyDue,
      };
      return { incident, admins: await this.alerts.write(trx, incident) };
    });
    this.announce(alert);
    return this.detail(id);
  }

  async addNote(id: number, authorId: number, body: string): Promise<IncidentDetailDto> {
    const now = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const repository = new IncidentsRepository(trx);
      if (!(await repository.find(id))) throw notFound();
      const noteId = await repository.addNote(id, authorId, body, now);
      await repository.update(id, { updated_at: now });
      await this.audit.record(trx, {
        action: 'create',
        resource: 'incident',
        resourceId: id,
        summary: `Thêm ghi chú #${noteId} vào sự cố #${id}`,
      });
    });
    return this.detail(id);
  }

  threats(): Promise<ThreatFiguresDto> {
    return new ThreatFigures(this.db).compute(this.clock(), INCIDENT_RULE_KEYS);
  }

  async #dtos(rows: IncidentRow[]): Promise<IncidentDto[]> {
    const ids = rows.flatMap((r) =>
      [r.owner_id, r.subject_user_id].filter((v): v is number => v !== null),
    );
    const names = await this.#repository.names(ids);
    const now = this.clock().toISOString();
    const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
    return rows.map((r) => {
      const due = iso(r.notification_due_at);
      const subject = r.subject_user_id !== null ? names.get(r.subject_user_id) : undefined;
      return {
        id: r.id,
        rule: r.rule as IncidentRule,
        severity: r.severity as IncidentSeverity,
        status: r.status as IncidentStatus,
        title: r.title,
        description: r.description,
        owner:
          r.owner_id !== null
            ? { id: r.owner_id, name: names.get(r.owner_id)?.name ?? `#${r.owner_id}` }
            : null,
        subject_user:
          r.subject_user_id !== null
            ? {
                id: r.subject_user_id,
                name: subject?.name ?? `#${r.subject_user_id}`,
                role: subject?.role ?? null,
              }
            : null,
        subject_ip: r.subject_ip,
        is_breach: r.is_breach,
        notification_due_at: due,
        notified_at: iso(r.notified_at),
        detected_at: new Date(r.detected_at).toISOString(),
        updated_at: new Date(r.updated_at).toISOString(),
        resolved_at: iso(r.resolved_at),
        closed_at: iso(r.closed_at),
        overdue: due !== null && r.notified_at === null && due < now,
      };
    });
  }
}
