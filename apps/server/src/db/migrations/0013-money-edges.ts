import { sql } from 'kysely';
import type { MigrationDb } from '../migration-helpers.js';

/**
 * Money edges: one row per bank transfer whichever feed reports it (the bank's reference is
 * unique), a flag for transfers staff must look at, transfer orders shown as pending payments
 * from checkout, and idempotent replies bound to the client that sent the request.
 */
export async function up(db: MigrationDb): Promise<void> {
  // The bank's own reference of a transfer (SePay `referenceCode`, Casso `tid`): the same
  // transfer reported by two feeds is stored once. Rows stored before keep none.
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('bank_reference', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('payment_transactions_bank_reference_unique')
    .on('payment_transactions')
    .column('bank_reference')
    .unique()
    .execute();
  // double_payment | high_risk: why staff must look at it; null otherwise.
  await db.schema.alterTable('payment_transactions').addColumn('flag', 'varchar(20)').execute();

  // Transfer orders already waiting for their money show as pending payments too.
  await sql`
    insert into payment_transactions
      (provider, provider_transaction_id, kind, method, amount, content, account_number, status,
       order_id, note, raw, recorded_by, transferred_at, created_at, updated_at)
    select 'vietqr', null, 'payment', 'transfer', total_amount, replace(order_number, '-', ''),
       null, 'pending', id, ${'Chờ khách chuyển khoản theo mã VietQR của đơn'}, null, null, null,
       created_at, created_at
    from orders
    where status = 'pending' and payment_status = 'pending' and payment_method = 'transfer'
  `.execute(db);

  // Who sent the request a stored reply answers ("user:12", or the hash of a guest's client
  // cookie): it is replayed to them only. Guests' order replies stored before held their access
  // token in clear; they are dropped (they last a day, and the scope of guests changes).
  await db.schema.alterTable('idempotency_keys').addColumn('requester', 'varchar(80)').execute();
  await db.deleteFrom('idempotency_keys').where('scope', 'like', 'orders:guest:%').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('requester').execute();
  await db.deleteFrom('payment_transactions').where('status', '=', 'pending').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('flag').execute();
  await db.schema.dropIndex('payment_transactions_bank_reference_unique').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('bank_reference').execute();
}
