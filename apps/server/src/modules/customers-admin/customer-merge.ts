import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { refreshTotalSpent } from '../customer-profile/total-spent.js';

type Trx = Transaction<Database>;

/**
 * What a merge does with each column that refers to a user (every foreign key to `users.id` in
 * the schema; the test `customer-merge.test.ts` fails when a new one is not listed here):
 * - `move`: the duplicate's rows now belong to the kept account;
 * - a named rule where a plain move would break a unique key or a secret;
 * - `keep`: the row stays with the duplicate, and why.
 */
export const MERGE_PLAN = {
  'customers.user_id':
    'keep: each account keeps its customer record; the duplicate is marked merged',
  'customers.merged_into': 'move',
  'staff_profiles.user_id': 'keep: staff accounts are never merged',
  'sessions.user_id': 'end: the duplicate is signed out, as on deactivation',
  'reviews.user_id': 'move',
  'reviews.responded_by': 'move',
  'reviews.moderated_by': 'move',
  'questions.user_id': 'move',
  'questions.answered_by': 'move',
  'contact_requests.customer_id': 'move',
  'contact_requests.assigned_to': 'move',
  'cart_items.user_id': 'cart: lines of the same item add up',
  'appointments.customer_user_id': 'move',
  'appointments.stylist_id': 'move',
  'appointments.created_by': 'move',
  'appointment_slots.stylist_id': 'move',
  'appointment_events.actor_user_id': 'move',
  'appointment_photos.created_by': 'move',
  'notifications.user_id': 'move',
  'notifications.created_by': 'move',
  'customer_addresses.user_id': 'addresses: moved; the kept account keeps its default address',
  'orders.user_id': 'move',
  'order_events.actor_user_id': 'move',
  'payment_transactions.recorded_by': 'move',
  'password_reset_codes.user_id': 'codes: moved, and any still pending expire',
  'user_preferences.user_id': 'preferences: moved when the kept account has none',
  'customer_products.user_id': 'move',
  'customer_notes.user_id': 'move',
  'customer_notes.author_id': 'move',
  'phone_verification_codes.user_id': 'codes: moved, and any still pending expire',
  'chat_conversations.customer_id':
    'chats: moved; an active one of a type the kept account also has open is closed first',
  'chat_conversations.assigned_to': 'move',
  'chat_conversations.created_by': 'move',
  'chat_conversations.closed_by': 'move',
  'chat_messages.sender_id': 'move',
  'contact_requests.replied_by': 'move',
  'contact_history.actor_id': 'move',
  'invoice_requests.handled_by': 'move',
  'settings_changes.changed_by': 'move',
  'back_office_faq_votes.user_id':
    'keep: only back-office users vote there; staff are never merged',
  'help_feedback.user_id': 'keep: only back-office users send it; staff are never merged',
  'privacy_requests.user_id': 'move',
  'privacy_requests.filed_by': 'move',
  'privacy_requests.handled_by': 'move',
  'consent_events.user_id': 'move',
  'user_two_factor.user_id':
    'keep: the duplicate keeps its authenticator; a merged account can no longer sign in',
  'two_factor_recovery_codes.user_id': 'keep: they belong to the duplicate’s authenticator',
  'two_factor_challenges.user_id': 'keep: a pending code step dies with the duplicate’s sign-in',
  'security_policies.updated_by': 'keep: only admins switch policies; staff are never merged',
  'approved_link_hosts.created_by': 'keep: only admins approve link hosts; staff are never merged',
  'security_incidents.owner_id': 'keep: only admins and managers own incidents; never merged',
  'security_incident_notes.author_id': 'keep: only admins write incident notes; never merged',
} as const satisfies Record<string, string>;

/** Keys that name a user without a foreign key: `faq_votes.voter_key` (`u:<id>`) moves too. */
export const MERGE_TEXT_KEYS = {
  'faq_votes.voter_key': 'votes: moved unless the kept account voted on the same question',
  'idempotency_keys.requester': 'keep: replays of past requests stay with who sent them',
  'audit_log.actor_id': 'keep: the log, which cannot be edited, names who acted then',
} as const;

export type MergeColumn = keyof typeof MERGE_PLAN;

const MERGE_CLOSE_REASON = 'Gộp tài khoản khách hàng trùng';

function parts(column: string): [keyof Database, string] {
  const [table, name] = column.split('.') as [keyof Database, string];
  return [table, name];
}

/** Rows of the duplicate each moving column holds (and the FAQ votes): what a merge would move. */
export async function countMovingRows(
  db: Trx | Kysely<Database>,
  duplicateId: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [column, rule] of Object.entries(MERGE_PLAN)) {
    if (rule.startsWith('keep') || rule.startsWith('end')) continue;
    const [table, name] = parts(column);
    const row = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(name)} = ${duplicateId}`.execute(
      db,
    );
    const n = Number(row.rows[0]?.n ?? 0);
    if (n > 0) counts[column] = n;
  }
  const votes = await db
    .selectFrom('faq_votes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('voter_key', '=', `u:${duplicateId}`)
    .executeTakeFirstOrThrow();
  if (Number(votes.n) > 0) counts['faq_votes.voter_key'] = Number(votes.n);
  return counts;
}

/**
 * Moves every row of the duplicate to the kept account, in the caller's transaction; returns
 * what moved. The caller has checked both accounts and locked them.
 */
export async function moveCustomerRows(
  trx: Trx,
  keptId: number,
  duplicateId: number,
  now: string,
): Promise<Record<string, number>> {
  const moved = await countMovingRows(trx, duplicateId);

  // Rules first: they make the plain moves below safe.
  await mergeCart(trx, keptId, duplicateId, now);
  const keptDefault = await trx
    .selectFrom('customer_addresses')
    .select('id')
    .where('user_id', '=', keptId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  if (keptDefault) {
    await trx
      .updateTable('customer_addresses')
      .set({ is_default: false, updated_at: now })
      .where('user_id', '=', duplicateId)
      .execute();
  }
  const keptPreferences = await trx
    .selectFrom('user_preferences')
    .select('user_id')
    .where('user_id', '=', keptId)
    .executeTakeFirst();
  if (keptPreferences) delete moved['user_preferences.user_id'];
  else {
    await trx
      .updateTable('user_preferences')
      .set({ user_id: keptId })
      .where('user_id', '=', duplicateId)
      .execute();
  }
  for (const table of ['password_reset_codes', 'phone_verification_codes'] as const) {
    await trx
      .updateTable(table)
      .set({ expires_at: now, updated_at: now })
      .where('user_id', '=', duplicateId)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
  }
  await trx
    .updateTable('chat_conversations as d')
    .set({ status: 'closed', closed_at: now, close_reason: MERGE_CLOSE_REASON, updated_at: now })
    .where('d.customer_id', '=', duplicateId)
    .where('d.status', '=', 'active')
    .where('d.handled_by', '=', 'staff')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_conversations as k')
          .select('k.id')
          .where('k.customer_id', '=', keptId)
          .where('k.status', '=', 'active')
          .where('k.handled_by', '=', 'staff')
          .whereRef('k.type', '=', 'd.type'),
      ),
    )
    .execute();
  await trx
    .updateTable('faq_votes')
    .set({ voter_key: `u:${keptId}` })
    .where('voter_key', '=', `u:${duplicateId}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('faq_votes as kv')
            .select('kv.faq_id')
            .where('kv.voter_key', '=', `u:${keptId}`)
            .whereRef('kv.faq_id', '=', 'faq_votes.faq_id'),
        ),
      ),
    )
    .execute();

  for (const [column, rule] of Object.entries(MERGE_PLAN)) {
    if (rule.startsWith('keep') || rule.startsWith('end') || rule.startsWith('cart')) continue;
    if (rule.startsWith('preferences')) continue;
    const [table, name] = parts(column);
    await sql`update ${sql.table(table)} set ${sql.ref(name)} = ${keptId} where ${sql.ref(name)} = ${duplicateId}`.execute(
      trx,
    );
  }
  await trx.deleteFrom('sessions').where('user_id', '=', duplicateId).execute();
  await refreshTotalSpent(trx, keptId);
  return moved;
}

/** The duplicate's cart lines join the kept cart; a line of an item both hold adds up. */
async function mergeCart(trx: Trx, keptId: number, duplicateId: number, now: string) {
  const lines = await trx
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', duplicateId)
    .execute();
  for (const line of lines) {
    const same = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('user_id', '=', keptId)
      .where('item_type', '=', line.item_type)
      .where('item_id', '=', line.item_id)
      .executeTakeFirst();
    if (same) {
      await trx
        .updateTable('cart_items')
        .set({ quantity: same.quantity + line.quantity, updated_at: now })
        .where('id', '=', same.id)
        .execute();
      await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
    } else {
      await trx
        .updateTable('cart_items')
        .set({ user_id: keptId, updated_at: now })
        .where('id', '=', line.id)
        .execute();
    }
  }
}

/** Locks both accounts for the merge (PostgreSQL; SQLite runs one writer at a time). */
export async function lockAccounts(trx: Trx, ids: number[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}
