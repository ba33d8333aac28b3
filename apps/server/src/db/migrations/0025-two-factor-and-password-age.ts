import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Policies that act: when each password was set (the password-age policy; existing accounts
 * count from this migration), a user's authenticator secret (sealed) with the last time step
 * used (a code works once), hashed recovery codes each usable once, and the short-lived
 * challenges between the password step and the code.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema.alterTable('users').addColumn('password_changed_at', t.timestamp).execute();
  // Existing accounts count from now; a new account without it counts from its creation.
  await db.updateTable('users').set({ password_changed_at: new Date().toISOString() }).execute();
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_sealed', 'varchar(200)', (c) => c.notNull())
    // Null until the first code confirms the app holds the secret.
    .addColumn('enabled_at', t.timestamp)
    .addColumn('last_step', t.bigint)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .$call((table) => withId(table, engine))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_user_idx')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .$call((table) => withId(table, engine))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', t.boolean, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
