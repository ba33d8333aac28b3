import type { IncidentListQuery, IncidentRule } from '@salon/shared';
import { searchWords, type Role } from '@salon/shared';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, SecurityIncidentTable } from '../../db/schema.js';
import { matchesWords } from '../../lib/search.sql.js';

export type Executor = Kysely<Database> | Transaction<Database>;
export type IncidentRow = Selectable<SecurityIncidentTable>;

/** Queries on the incidents, their notes and the rows the rules count. No rules here. */
export class IncidentsRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: Insertable<SecurityIncidentTable>): Promise<number> {
    const row = await this.db
      .insertInto('security_incidents')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<SecurityIncidentTable>): Promise<void> {
    await this.db.updateTable('security_incidents').set(values).where('id', '=', id).execute();
  }

  find(id: number): Promise<IncidentRow | undefined> {
    return this.db
      .selectFrom('security_incidents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The newest incident of a rule about a subject, whatever its status. */
  latestFor(rule: IncidentRule, subjectKey: string): Promise<IncidentRow | undefined> {
    return this.db
      .selectFrom('security_incidents')
      .selectAll()
      .where('rule', '=', rule)
      .where('subject_key', '=', subjectKey)
      .orderBy('detected_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  #filtered(query: IncidentListQuery) {
    let q = this.db.selectFrom('security_incidents as i');
    if (query.status) q = q.where('i.status', '=', query.status);
    if (query.severity) q = q.where('i.severity', '=', query.severity);
    if (query.rule) q = q.where('i.rule', '=', query.rule);
    const words = searchWords(query.search);
    if (words.length > 0) q = q.where(matchesWords(words, 'i.search_text'));
    return q;
  }

  async count(query: IncidentListQuery): Promise<number> {
    const row = await this.#filtered(query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  page(query: IncidentListQuery, limit: number, offset: number): Promise<IncidentRow[]> {
    return this.#filtered(query)
      .selectAll('i')
      .orderBy('i.detected_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async names(ids: readonly number[]): Promise<Map<number, { name: string; role: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'role'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, { name: row.name, role: row.role }]));
  }

  /** Active admins and managers: who may own an incident. */
  owners(): Promise<{ id: number; name: string; email: string | null; role: string }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role'])
      .where('role', 'in', ['admin', 'manager'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  admins(): Promise<{ id: number; name: string; email: string | null }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  notes(incidentId: number) {
    return this.db
      .selectFrom('security_incident_notes')
      .selectAll()
      .where('incident_id', '=', incidentId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async addNote(incidentId: number, authorId: number | null, body: string, at: string) {
    const row = await this.db
      .insertInto('security_incident_notes')
      .values({ incident_id: incidentId, author_id: authorId, body, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Failed sign-ins to admin and manager accounts since `since`, per account. */
  failedStaffSignIns(since: string, roles: readonly Role[], userId?: number) {
    let q = this.db
      .selectFrom('sign_in_events as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('e.occurred_at', '>', since)
      .where('e.outcome', 'in', ['failure', 'two_factor_failure'])
      .where('u.role', 'in', [...roles]);
    if (userId !== undefined) q = q.where('e.user_id', '=', userId);
    return q.groupBy('e.user_id').execute();
  }

  signInEvents(userId: number, since: string, until: string) {
    return this.db
      .selectFrom('sign_in_events')
      .select(['id', 'occurred_at', 'identifier', 'outcome', 'ip'])
      .where('user_id', '=', userId)
      .where('occurred_at', '>=', since)
      .where('occurred_at', '<=', until)
      .orderBy('occurred_at', 'desc')
      .limit(50)
      .execute();
  }

  /** Distinct customer records each actor viewed since `since`. */
  customerViewsByActor(since: string, actorId?: number) {
    let q = this.db
      .selectFrom('audit_log')
      .select(['actor_id', (eb) => eb.fn.count<number>('resource_id').distinct().as('n')])
      .where('occurred_at', '>', since)
      .where('action', '=', 'view')
      .where('resource', '=', 'customer')
      .where('actor_id', 'is not', null);
    if (actorId !== undefined) q = q.where('actor_id', '=', actorId);
    return q.groupBy('actor_id').execute();
  }

  /** Customer exports since `since` (their changes carry the row count). */
  customerExports(since: string, actorId?: number) {
    let q = this.db
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'actor_role', 'changes', 'occurred_at', 'ip'])
      .where('occurred_at', '>', since)
      .where('action', '=', 'export')
      .where('resource', '=', 'customer')
      .where('actor_id', 'is not', null);
    if (actorId !== undefined) q = q.where('actor_id', '=', actorId);
    return q.orderBy('occurred_at').execute();
  }

  async deniedSince(actorId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actor_id', '=', actorId)
      .where('action', '=', 'deny')
      .where('occurred_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** When the engine last ended one of the user's sessions for refused requests. */
  async lastContainment(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('audit_log')
      .select('occurred_at')
      .where('action', '=', 'end_session')
      .where('resource', '=', 'account')
      .where('resource_id', '=', String(userId))
      .where('outcome', '=', 'success')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirst();
    return row ? String(row.occurred_at) : null;
  }

  auditEntries(where: {
    actorId: number;
    actions: readonly string[];
    resource?: string;
    since: string;
    until: string;
  }) {
    let q = this.db
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
      .where('actor_id', '=', where.actorId)
      .where('action', 'in', [...where.actions])
      .where('occurred_at', '>=', where.since)
      .where('occurred_at', '<=', where.until);
    if (where.resource) q = q.where('resource', '=', where.resource);
    return q.orderBy('occurred_at', 'desc').limit(50).execute();
  }

  async deleteSession(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }
}
