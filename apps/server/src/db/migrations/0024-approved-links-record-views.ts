import { sql } from 'kysely';
import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Issue 15, item 3 and the views of customer records:
 * - `approved_link_hosts`: the hosts an admin approved for links in notifications and
 *   broadcasts (besides the site's own).
 * - `customer_record_views` (migration 0018) moves into the audit log, as unsealed 'view'
 *   entries the sealer chains at its next run; the audit log is now the one record of views.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await withId(db.schema.createTable('approved_link_hosts'), engine)
    .addColumn('host', 'varchar(253)', (c) => c.notNull().unique())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await sql`
    insert into audit_log (occurred_at, actor_id, actor_role, action, resource, resource_id,
      summary, changes, outcome, risk, classification, ip, user_agent)
    select viewed_at, viewer_id, viewer_role, 'view', 'customer', ${sql.raw(
      engine === 'postgres' ? 'cast(customer_id as varchar)' : 'cast(customer_id as text)',
    )}, 'Xem hồ sơ khách hàng #' || customer_id, null, 'success', 'high', 'confidential', ip, null
    from customer_record_views order by id`.execute(db);
  await db.schema.dropTable('customer_record_views').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await withId(db.schema.createTable('customer_record_views'), engine)
    .addColumn('viewer_id', 'integer', (c) => c.notNull())
    .addColumn('viewer_role', 'varchar(20)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('viewed_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
  await db.schema
    .createIndex('customer_record_views_customer_idx')
    .on('customer_record_views')
    .columns(['customer_id', 'viewed_at'])
    .execute();
  await db.schema.dropTable('approved_link_hosts').execute();
}
