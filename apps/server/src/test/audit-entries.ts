import type { AuditResource } from '@salon/shared';
import { sql } from 'kysely';
import type { Method } from './api.js';
import type { TestApp } from './test-app.js';

/** The address the audit tests' requests come from. */
export const CLIENT_IP = '203.0.113.7';

/** One JSON request from `CLIENT_IP`, with the session cookie when there is one. */
export function injectFrom(
  t: TestApp,
  cookie: string | null | undefined,
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

export type StoredAuditEntry = AuditRow;

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
  risk: string;
  ip: string | null;
}

/** The audit log's entries on a resource, oldest first, with their changes parsed. */
export async function auditEntries(
  t: TestApp,
  resource: AuditResource,
  resourceId?: string | number,
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
    risk: row.risk,
    ip: row.ip,
  }));
}

/**
 * How many changes the audit log records in all (a refused action adds none). A request
 * refused with 403 leaves a 'denied' entry of its own (the incident rules read them): those
 * are not changes and are not counted here.
 */
export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('outcome', '!=', 'denied')
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

/** Every entry's text, for checking that no message text or secret ever reaches the log. */
export async function allAuditText(t: TestApp): Promise<string> {
  const rows = await t.db.selectFrom('audit_log').selectAll().execute();
  return JSON.stringify(rows);
}

/**
 * Makes the database itself refuse every insert, update or delete on `table` (a trigger, on
 * both engines), as a constraint or a full disk would; returns the undo. A write that fails
 * this way fails inside its transaction, after whatever it already changed there.
 */
export async function refuseWrites(t: TestApp, table: string): Promise<() => Promise<void>> {
  const name = `refuse_${table}`;
  if (t.engine === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END; $$ LANGUAGE plpgsql`,
      )
      .execute(t.db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      )
      .execute(t.db);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(t.db);
      await sql.raw(`DROP FUNCTION ${name}()`).execute(t.db);
    };
  }
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER ${name}_${event.toLowerCase()} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      )
      .execute(t.db);
  }
  return async () => {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER ${name}_${event}`).execute(t.db);
    }
  };
}
