import { SESSION_LIMITS, STAFF_ROLES, type AdminSignInQuery } from '@salon/shared';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The salon's zone is UTC+7 all year: a salon day's bounds as UTC instants. */
function salonDayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}
function salonDayEnd(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+07:00`) + 24 * 3600 * 1000).toISOString();
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** A user's sessions that have not expired, most recently used first. */
  activeSessionsOf(userId: number) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', nowIso())
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  findSession(id: number) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'users.role'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  }

  findStaffUser(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', userId)
      .where('role', 'in', [...STAFF_ROLES])
      .executeTakeFirst();
  }

  async deleteSession(db: Executor, id: number): Promise<number> {
    const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends every session of the user but `keepId`; returns how many ended. */
  async deleteSessionsOf(db: Executor, userId: number, keepId: number | null): Promise<number> {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sign-in events, newest first, 10 a page, filtered. */
  async signIns(filter: Partial<AdminSignInQuery> & { page: number }) {
    let query = this.db
      .selectFrom('sign_in_events')
      .leftJoin('users', 'users.id', 'sign_in_events.user_id');
    if (filter.user_id !== undefined)
      query = query.where('sign_in_events.user_id', '=', filter.user_id);
    if (filter.outcome) query = query.where('sign_in_events.outcome', '=', filter.outcome);
    if (filter.role) query = query.where('sign_in_events.role', '=', filter.role);
    if (filter.ip) query = query.where(like('sign_in_events.ip', `${escapeLike(filter.ip)}%`));
    if (filter.identifier) {
      const fragment = `%${escapeLike(filter.identifier.toLowerCase())}%`;
      query = query.where(like('sign_in_events.identifier', fragment));
    }
    if (filter.from)
      query = query.where('sign_in_events.occurred_at', '>=', salonDayStart(filter.from));
    if (filter.to) query = query.where('sign_in_events.occurred_at', '<', salonDayEnd(filter.to));
    const perPage = SESSION_LIMITS.signInsPerPage;
    const [rows, count] = await Promise.all([
      query
        .select([
          'sign_in_events.id',
          'sign_in_events.occurred_at',
          'sign_in_events.user_id',
          'users.name as user_name',
          'sign_in_events.role',
          'sign_in_events.identifier',
          'sign_in_events.outcome',
          'sign_in_events.reason',
          'sign_in_events.ip',
          'sign_in_events.user_agent',
          'sign_in_events.known_device',
        ])
        .orderBy('sign_in_events.occurred_at', 'desc')
        .orderBy('sign_in_events.id', 'desc')
        .limit(perPage)
        .offset((filter.page - 1) * perPage)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }
}

/** `%`, `_` and `\` typed in a filter match themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function like(column: string, pattern: string) {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
