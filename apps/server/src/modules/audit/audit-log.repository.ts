import { salonMoment, searchWords, type AuditLogQuery } from '@salon/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import { matchesWords } from '../../lib/search.sql.js';

export type AuditLogRow = Selectable<AuditLogTable> & { actor_name: string | null };
export type AuditLogFilter = Omit<AuditLogQuery, 'page' | 'per_page'>;

/** The next salon day's start, as an instant: the end (exclusive) of a `to` date. */
function dayAfter(date: string): string {
  const next = salonMoment(date, '00:00');
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** Reads the audit log; it never writes it (AuditTrail does, and only inserts). */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  private filtered(filter: AuditLogFilter) {
    let query = this.db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
    const words = searchWords(filter.q);
    if (words.length > 0) query = query.where(matchesWords(words, 'audit_log.search_text'));
    if (filter.action) query = query.where('audit_log.action', '=', filter.action);
    if (filter.resource) query = query.where('audit_log.resource', '=', filter.resource);
    if (filter.resource_id) query = query.where('audit_log.resource_id', '=', filter.resource_id);
    if (filter.risk) query = query.where('audit_log.risk', '=', filter.risk);
    if (filter.outcome) query = query.where('audit_log.outcome', '=', filter.outcome);
    if (filter.actor_id) query = query.where('audit_log.actor_id', '=', filter.actor_id);
    if (filter.from) {
      query = query.where(
        'audit_log.occurred_at',
        '>=',
        salonMoment(filter.from, '00:00').toISOString(),
      );
    }
    if (filter.to) query = query.where('audit_log.occurred_at', '<', dayAfter(filter.to));
    return query;
  }

  async count(filter: AuditLogFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(filter: AuditLogFilter, limit: number, offset: number): Promise<AuditLogRow[]> {
    return this.filtered(filter)
      .selectAll('audit_log')
      .select('users.name as actor_name')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  find(id: number): Promise<AuditLogRow | undefined> {
    return this.db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select('users.name as actor_name')
      .where('audit_log.id', '=', id)
      .executeTakeFirst();
  }

  /** People who appear as actors, for the filter's choices. */
  actors(): Promise<{ id: number; name: string; role: string }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'role'])
      .where('id', 'in', (eb) =>
        eb.selectFrom('audit_log').select('actor_id').where('actor_id', 'is not', null).distinct(),
      )
      .orderBy('name_key')
      .execute();
  }

  /**
   * Removes sealed entries older than `before` from the start of the chain only (the chain
   * then starts at the oldest entry kept); the database refuses anything younger than a year.
   */
  async purgeBefore(before: string): Promise<number> {
    const firstKept = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.min('seq').as('seq'))
      .where('occurred_at', '>=', before)
      .executeTakeFirst();
    let query = this.db.deleteFrom('audit_log').where('seq', 'is not', null);
    query =
      firstKept?.seq == null
        ? query.where('occurred_at', '<', before)
        : query.where('seq', '<', Number(firstKept.seq));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
