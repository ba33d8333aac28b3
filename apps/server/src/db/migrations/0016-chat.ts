import { sql } from 'kysely';
import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Support chat and the AI consultant (customer-account Support chat, §3; back-office §2.13, §3).
 * A conversation belongs to a customer (or, for the consultant, to a guest's session, known only
 * by the SHA-256 of the session id the browser holds). It is answered by staff, or by the
 * assistant until the customer asks for a person. One active staff conversation per customer and
 * type: the partial unique index makes two simultaneous creations one.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await withTimestamps(
    withId(db.schema.createTable('chat_conversations'), engine)
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('ai_session_hash', 'varchar(64)', (c) => c.unique())
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('consultation'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('priority', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
      .addColumn('handled_by', 'varchar(10)', (c) => c.notNull().defaultTo('staff'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('set null'))
      .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('assigned_at', t.timestamp)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('initial_message', 'text')
      .addColumn('last_message_at', t.timestamp)
      .addColumn('closed_at', t.timestamp)
      .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('close_reason', 'varchar(500)'),
    engine,
  ).execute();
  await sql`CREATE UNIQUE INDEX chat_conversations_one_active ON chat_conversations (customer_id, type) WHERE status = 'active' AND handled_by = 'staff'`.execute(
    db,
  );
  await db.schema
    .createIndex('chat_conversations_status_last_idx')
    .on('chat_conversations')
    .columns(['status', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_customer_idx')
    .on('chat_conversations')
    .columns(['customer_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_assigned_idx')
    .on('chat_conversations')
    .column('assigned_to')
    .execute();
  await db.schema
    .createIndex('chat_conversations_branch_idx')
    .on('chat_conversations')
    .column('branch_id')
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('chat_messages'), engine)
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('sender_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('message_type', 'varchar(10)', (c) => c.notNull().defaultTo('text'))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file_path', 'varchar(255)')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('file_size', 'integer')
      .addColumn('file_mime', 'varchar(100)')
      /** The assistant's buttons, as JSON. */
      .addColumn('actions', t.json)
      .addColumn('read_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unread_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'sender_type', 'read_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
