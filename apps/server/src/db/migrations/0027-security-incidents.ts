import { columnTypes, engineOf, withId, type MigrationDb } from '../migration-helpers.js';

/**
 * Security incidents (back-office §2.12): opened by the rules on the sign-in records and the
 * audit log, worked by an owner through open → investigating → resolved → closed, with notes.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema
    .createTable('security_incidents')
    .$call((table) => withId(table, engine))
    .addColumn('rule', 'varchar(30)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('search_text', 'varchar(1300)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // No foreign key: the subject may be an identifier typed at sign-in, or an erased account.
    .addColumn('subject_user_id', 'integer')
    .addColumn('subject_ip', 'varchar(64)')
    // What the rule counted: the account, the actor, the address (one open incident per key).
    .addColumn('subject_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('is_breach', t.boolean, (c) => c.notNull())
    .addColumn('notification_due_at', t.timestamp)
    .addColumn('notified_at', t.timestamp)
    // The window the rule looked at, so the detail can show the rows behind the incident.
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .addColumn('detected_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('resolved_at', t.timestamp)
    .addColumn('closed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('security_incidents_subject_idx')
    .on('security_incidents')
    .columns(['rule', 'subject_key', 'detected_at'])
    .execute();
  await db.schema
    .createIndex('security_incidents_status_idx')
    .on('security_incidents')
    .columns(['status', 'detected_at'])
    .execute();

  await db.schema
    .createTable('security_incident_notes')
    .$call((table) => withId(table, engine))
    .addColumn('incident_id', 'integer', (c) =>
      c.notNull().references('security_incidents.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_incident_notes_incident_idx')
    .on('security_incident_notes')
    .columns(['incident_id', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('security_incident_notes').execute();
  await db.schema.dropTable('security_incidents').execute();
}
