import type { AuditResource } from '@salon/shared';
import { sql } from 'kysely';
import type { Method } from './api.js';
import type { TestApp } from './test-app.js';

/** The address audited requests come from in these tests (a documentation range). */
export const CLIENT_IP = '203.0.113.9';

/** One JSON request through the real app from `CLIENT_IP`. */
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
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export interface StoredAuditEntry {
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
): Promise<StoredAuditEntry[]> {
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
    changes: row.changes ? (JSON.parse(row.changes) as StoredAuditEntry['changes']) : null,
    outcome: row.outcome,
    risk: row.risk,
    ip: row.ip,
  }));
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
