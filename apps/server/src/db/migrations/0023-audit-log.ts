import { sql } from 'kysely';
import { columnTypes, engineOf, withId, type MigrationDb } from '../migration-helpers.js';

/**
 * The audit log (back-office §2.12): one row per back-office action or customer-record view,
 * written in the transaction of the change, sealed afterwards into a hash chain. The database
 * itself refuses to change a sealed row or to delete one younger than a year, whatever the
 * application does. Also the security policies an admin switches, and every sign-in attempt.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema
    .createTable('audit_log')
    .$call((table) => withId(table, engine))
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    // No foreign key: the log outlives merged and erased accounts.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_role', 'varchar(20)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('resource', 'varchar(30)', (c) => c.notNull())
    .addColumn('resource_id', 'varchar(60)')
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('changes', t.json)
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('risk', 'varchar(10)', (c) => c.notNull())
    .addColumn('classification', 'varchar(15)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    // Folded words of the summary and labels, for search (derived, outside the hash).
    .addColumn('search_text', 'text', (c) => c.notNull())
    // Set once by the sealer: the row's place in the chain and its hash.
    .addColumn('seq', 'integer', (c) => c.unique())
    .addColumn('prev_hash', 'varchar(64)')
    .addColumn('hash', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('audit_log_occurred_idx')
    .on('audit_log')
    .column('occurred_at')
    .execute();
  await db.schema
    .createIndex('audit_log_resource_idx')
    .on('audit_log')
    .columns(['resource', 'resource_id'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_unsealed_idx')
    .on('audit_log')
    .columns(['seq', 'id'])
    .execute();

  if (engine === 'postgres') {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.hash is null and new.hash is not null
           and new.id = old.id and new.occurred_at = old.occurred_at
           and new.summary = old.summary and new.changes is not distinct from old.changes then
          return new;
        end if;
        if tg_op = 'DELETE' and old.occurred_at < now() - interval '365 days' then
          return old;
        end if;
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_no_update before update on audit_log
      when old.hash is not null or new.id != old.id or new.occurred_at != old.occurred_at
        or new.summary != old.summary or new.changes is not old.changes
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      when old.occurred_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('security_policies')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('settings', t.json, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // Every sign-in attempt, successful or not: the user's history and the incident rules.
  await db.schema
    .createTable('sign_in_events')
    .$call((table) => withId(table, engine))
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    // No foreign key: failures name accounts that may not exist; erasure removes the rows.
    .addColumn('user_id', 'integer')
    .addColumn('role', 'varchar(20)')
    .addColumn('identifier', 'varchar(255)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(60)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('known_device', t.boolean, (c) => c.notNull())
    .addColumn('session_id', 'integer')
    .execute();
  await db.schema
    .createIndex('sign_in_events_user_idx')
    .on('sign_in_events')
    .columns(['user_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_events_time_idx')
    .on('sign_in_events')
    .columns(['occurred_at', 'outcome'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sign_in_events').execute();
  await db.schema.dropTable('security_policies').execute();
  await db.schema.dropTable('audit_log').execute();
  if (engineOf(db) === 'postgres') await sql`drop function audit_log_append_only`.execute(db);
}
