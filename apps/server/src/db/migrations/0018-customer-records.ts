import { sql } from 'kysely';
import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * The back office's customer records (issue 14, item 2).
 * - `customer_record_views`: every time a team member opens a customer's record, for the audit
 *   log (who, with which role, whose record, when, from which address). Plain ids, no foreign
 *   keys: an audit line outlives what it points to and a merge never rewrites it.
 * - `customers.source`: how the account began: `registered` (signed up) or `booking` (made for a
 *   guest who booked); accounts still waiting for their first password change were made so.
 * - `customers.merged_into` / `merged_at`: a duplicate account merged into another one.
 */
export async function up(db: MigrationDb): Promise<void> {
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
  await db.schema
    .alterTable('customers')
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('registered'))
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('merged_into', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('customers').addColumn('merged_at', t.timestamp).execute();
  await sql`update customers set source = 'booking' where user_id in (select id from users where must_change_password = ${engine === 'postgres' ? sql`true` : sql`1`})`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('merged_at').execute();
  await db.schema.alterTable('customers').dropColumn('merged_into').execute();
  await db.schema.alterTable('customers').dropColumn('source').execute();
  await db.schema.dropTable('customer_record_views').execute();
}
