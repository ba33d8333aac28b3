import { buildSearchText } from '@salon/shared';
import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * The back office's contact desk (back-office §2.14): the help centre's topic, who replied and
 * when first (the average response time), when closed, a folded search text, and the history
 * timeline of each contact. Existing requests get their search text and a 'created' entry.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  // One column per statement: SQLite adds them one at a time.
  const add = [
    db.schema.alterTable('contact_requests').addColumn('topic', 'varchar(20)'),
    db.schema.alterTable('contact_requests').addColumn('first_replied_at', t.timestamp),
    db.schema
      .alterTable('contact_requests')
      .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
    db.schema.alterTable('contact_requests').addColumn('closed_at', t.timestamp),
    db.schema
      .alterTable('contact_requests')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
  ];
  for (const statement of add) await statement.execute();

  await db.schema
    .createTable('contact_history')
    .$call((table) => withId(table, engine))
    .addColumn('contact_id', 'integer', (c) =>
      c.notNull().references('contact_requests.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
  await db.schema
    .createIndex('contact_history_contact_idx')
    .on('contact_history')
    .columns(['contact_id', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_requests_created_idx')
    .on('contact_requests')
    .column('created_at')
    .execute();

  const rows = (await db
    .selectFrom('contact_requests')
    .select(['id', 'name', 'email', 'phone', 'subject', 'created_at'])
    .execute()) as {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    subject: string;
    created_at: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('contact_requests')
      .set({ search_text: buildSearchText(row.name, row.email, row.phone, row.subject) })
      .where('id', '=', row.id)
      .execute();
    await db
      .insertInto('contact_history')
      .values({ contact_id: row.id, action: 'created', created_at: row.created_at })
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('contact_history').execute();
  await db.schema.dropIndex('contact_requests_created_idx').execute();
  for (const column of ['search_text', 'closed_at', 'replied_by', 'first_replied_at', 'topic']) {
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  }
}
