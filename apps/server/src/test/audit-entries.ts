import type { AuditResource } from '@salon/shared';
import { sql } from 'kysely';
import type { Method } from './api.js';
import type { TestApp } from './test-app.js';

/** The address the audit tests' requests come from. */
export const CLIENT_IP = '203.0.113.7';

/** One JSON request from `CLIENT_IP`, with the session cookie when there is one. */
export function injectFrom(
  t: TestApp,
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: CLIENT_IP,
    headers: { 'user-agent': 'audit-test', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_role: string;
  action: string;
  resource: string;
  resource_id: string | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  outcome: string;
  ip: string | null;
}

/** The audit entries of a resource (of one id when given), oldest first. */
export async function auditEntries(
  t: TestApp,
  resource: AuditResource,
  resourceId?: number | string,
): Promise<AuditRow[]> {
  let query = t.db.selectFrom('audit_log').selectAll().where('resource', '=', resource);
  if (resourceId !== undefined) query = query.where('resource_id', '=', String(resourceId));
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    actor_role: row.actor_role,
    action: row.action,
    resource: row.resource,
    resource_id: row.resource_id,
    summary: row.summary,
    changes: row.changes ? (JSON.parse(row.changes) as AuditRow['changes']) : null,
    outcome: row.outcome,
    ip: row.ip,
  }));
}

/** How many audit entries there are in all (a refused action adds none). */
export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes the database itself refuse to write `value` into `table.column` (a trigger on SQLite,
 * a check constraint on PostgreSQL): a real failure inside the transaction, after whatever the
 * service did before that statement.
 */
export async function refuseValue(
  t: TestApp,
  table: string,
  column: string,
  value: string | number,
): Promise<void> {
  const literal = typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
  const name = `refuse_${table}_${column}`;
  if (t.engine === 'postgres') {
    await sql
      .raw(
        `alter table ${table} add constraint ${name} check (${column} is distinct from ${literal}) not valid`,
      )
      .execute(t.db);
    return;
  }
  for (const event of ['insert', 'update']) {
    await sql
      .raw(
        `create trigger ${name}_${event} before ${event} on ${table} when new.${column} = ${literal}
         begin select raise(abort, 'refused by the test'); end`,
      )
      .execute(t.db);
  }
}
