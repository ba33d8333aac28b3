import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Trust: the secret of an outgoing message kept sealed (never in clear), a proven phone, the
 * codes that prove it, and the abuse limits shared by every server instance.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  // The code, link or password a message carries, encrypted with a key the database does not
  // hold; put into the message only when it is handed to the mail or SMS server, then wiped.
  await db.schema.alterTable('outbox_messages').addColumn('secret_sealed', 'text').execute();
  // Messages written before: their codes were in clear in the body. Hide them.
  await db
    .updateTable('outbox_messages')
    .set({ body: '(Nội dung có mã bí mật đã được ẩn)' })
    .where('template', '=', 'auth.password_reset_code')
    .execute();

  // When the account proved it receives SMS at its phone; null: not proven.
  await db.schema.alterTable('users').addColumn('phone_verified_at', t.timestamp).execute();

  await withTimestamps(
    withId(db.schema.createTable('phone_verification_codes'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // The E.164 phone the code was sent to: verifying proves this number only.
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      // Used, or replaced by a newer code.
      .addColumn('consumed_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('phone_verification_codes_user_idx')
    .on('phone_verification_codes')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per limited subject ("login.ip:1.2.3.4"): the times of its recent events, as a
  // JSON array of epoch milliseconds, updated under a row lock so instances share the count.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'text', (c) => c.notNull())
    // After this moment the row counts nothing and may be deleted.
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_expires_idx')
    .on('rate_limits')
    .column('expires_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('phone_verification_codes').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('secret_sealed').execute();
}
