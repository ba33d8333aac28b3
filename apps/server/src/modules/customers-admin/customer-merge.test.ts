import { CUSTOMER_ADMIN_MESSAGES as M, type CustomerMergePreview } from '@salon/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { injectAs } from '../../test/api.js';
import { createAddress } from '../../test/address-factories.js';
import { createAppointmentRow } from '../../test/branch-factories.js';
import { createBranch, createProduct, createUser } from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { createCustomerProduct, createNote } from '../../test/profile-factories.js';
import { createQuestion, createReview } from '../../test/review-factories.js';
import { createNotification } from '../../test/notification-factories.js';
import { logIn, signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MERGE_PLAN, type MergeColumn } from './customer-merge.js';

let t: TestApp;
let manager: SignedIn;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager');
  branchId = (await createBranch(t.db)).id;
});
afterAll(() => t.close());

/** Every foreign key to users.id in the migrated database, as `table.column`. */
async function userReferences(db: Db): Promise<string[]> {
  if (t.engine === 'sqlite') {
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table'`.execute(db);
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const keys = await sql<{
        table: string;
        from: string;
      }>`select * from pragma_foreign_key_list(${name})`.execute(db);
      for (const key of keys.rows) if (key.table === 'users') found.push(`${name}.${key.from}`);
    }
    return found.sort();
  }
  const rows = await sql<{ table_name: string; column_name: string }>`
    select kcu.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'
      and tc.table_schema = current_schema()`.execute(db);
  return rows.rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
}

const moving = (Object.entries(MERGE_PLAN) as [MergeColumn, string][])
  .filter(([, rule]) => !rule.startsWith('keep') && !rule.startsWith('end'))
  .map(([column]) => column);
const tablesOfPlan = [
  ...new Set(Object.keys(MERGE_PLAN).map((c) => c.split('.')[0])),
] as (keyof Database)[];

async function countWhere(column: string, id: number): Promise<number> {
  const [table, name] = column.split('.') as [string, string];
  const res = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(name)} = ${id}`.execute(t.db);
  return Number(res.rows[0]?.n ?? 0);
}
async function tableSizes(): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const table of [...tablesOfPlan, 'faq_votes']) {
    const res = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      t.db,
    );
    sizes[table] = Number(res.rows[0]?.n ?? 0);
  }
  return sizes;
}

/** A customer with a row in every table a customer can own. */
async function customerWithHistory(label: string, shared: { productId: number }) {
  const signed = await signIn(t, 'customer', { name: `Khách ${label}` });
  const id = signed.user.id;
  const staff = (await createUser(t.db, { role: 'staff', branch_id: branchId })).user;
  const visit = await createAppointmentRow(t.db, {
    branch_id: branchId,
    customer_user_id: id,
    status: 'completed',
    price: 100_000,
    stylist_id: staff.id,
  });
  await createAppointmentRow(t.db, {
    branch_id: branchId,
    customer_user_id: id,
    status: 'cancelled',
  });
  await t.db
    .insertInto('appointment_events')
    .values({
      appointment_id: visit.id,
      action: 'created',
      from_status: null,
      to_status: 'pending',
      previous_start: null,
      note: null,
      actor_user_id: id,
    })
    .execute();
  const order = await createOrder(t.db, signed.user, { status: 'completed', branch_id: branchId });
  await t.db
    .insertInto('order_events')
    .values({ order_id: order.order.id, kind: 'placed', note: null, actor_user_id: id })
    .execute();
  await createNote(t.db, id, { content: `Ghi chú ${label}` });
  await createAddress(t.db, id, { is_default: true });
  await t.db
    .insertInto('cart_items')
    .values({ user_id: id, item_type: 'product', item_id: shared.productId, quantity: 1 })
    .execute();
  await t.db
    .insertInto('cart_items')
    .values({
      user_id: id,
      item_type: 'product',
      item_id: (await createProduct(t.db)).id,
      quantity: 2,
    })
    .execute();
  await createReview(t.db, { type: 'product', id: shared.productId }, { user_id: id });
  await createQuestion(t.db, { type: 'product', id: shared.productId }, { user_id: id });
  await t.db
    .insertInto('contact_requests')
    .values({
      customer_id: id,
      name: signed.user.name,
      email: signed.user.email,
      phone: null,
      subject: 'Hỏi',
      message: 'Xin chào',
      type: 'inquiry',
      priority: 'low',
      source: 'contact',
      contact_method: null,
      branch_id: null,
      assigned_to: null,
      assigned_at: null,
      reply_message: null,
      replied_at: null,
      resolved_at: null,
      internal_notes: null,
      ip: null,
    })
    .execute();
  await createNotification(t.db, id);
  await createCustomerProduct(t.db, id, {
    purchase_date: '2026-01-01',
    usage_end_date: '2026-03-01',
  });
  const future = new Date(Date.now() + 3_600_000).toISOString();
  await t.db
    .insertInto('phone_verification_codes')
    .values({ user_id: id, phone: signed.user.phone ?? '', code_hash: 'x', expires_at: future })
    .execute();
  await t.db
    .insertInto('password_reset_codes')
    .values({
      user_id: id,
      channel: 'email',
      recipient: signed.user.email ?? '',
      code_hash: 'y',
      expires_at: future,
      sent_at: new Date().toISOString(),
      reset_token_hash: null,
      verified_at: null,
      consumed_at: null,
    })
    .execute();
  const chat = await t.db
    .insertInto('chat_conversations')
    .values({ customer_id: id, title: `Chat ${label}`, branch_id: branchId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('chat_messages')
    .values({
      conversation_id: chat.id,
      sender_type: 'customer',
      sender_id: id,
      content: 'Cho em hỏi',
    })
    .execute();
  await t.db
    .insertInto('faq_votes')
    .values({ faq_id: `faq-${label}`, voter_key: `u:${id}`, is_helpful: true })
    .execute();
  return signed;
}

describe('merge covers the schema', () => {
  it('every foreign key to users is in the merge plan (a new one fails here until it is handled)', async () => {
    expect(await userReferences(t.db)).toEqual(Object.keys(MERGE_PLAN).sort());
  });
});

describe('POST /api/admin/customers/:id/merge', () => {
  it('moves every row of the duplicate to the kept account in one go, losing none', async () => {
    const shared = { productId: (await createProduct(t.db)).id };
    const kept = await customerWithHistory('giữ', shared);
    const dup = await customerWithHistory('trùng', shared);
    await t.db
      .insertInto('user_preferences')
      .values({ user_id: dup.user.id, data: '{"theme":"dark"}' })
      .execute();
    // An account merged into the duplicate earlier now points at the kept one.
    const older = (await createUser(t.db, { name: 'Khách cũ' })).user;
    await t.db
      .updateTable('customers')
      .set({ merged_into: dup.user.id })
      .where('user_id', '=', older.id)
      .execute();
    const secondSession = await logIn(t, dup);

    const sizesBefore = await tableSizes();
    const before = new Map<string, [number, number]>();
    for (const column of moving)
      before.set(column, [
        await countWhere(column, kept.user.id),
        await countWhere(column, dup.user.id),
      ]);
    const dupRows = [...before.values()].reduce((sum, [, d]) => sum + d, 0);
    expect(dupRows).toBeGreaterThanOrEqual(20);

    const preview = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/customers/${kept.user.id}/merge-preview?duplicate_id=${dup.user.id}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const previewData = preview.json<{ data: CustomerMergePreview }>().data;
    expect(previewData.moves['appointments.customer_user_id']).toBe(2);
    expect(previewData.moves['orders.user_id']).toBe(1);

    const res = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${kept.user.id}/merge`,
      { duplicate_id: dup.user.id },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.merged);

    for (const column of moving) {
      const [k, d] = before.get(column) ?? [0, 0];
      expect(await countWhere(column, dup.user.id), column).toBe(0);
      // Two cart lines of the same product become one; the duplicate itself is now merged in.
      const change =
        { 'cart_items.user_id': -1, 'customers.merged_into': 1 }[column as string] ?? 0;
      const expected = k + d + change;
      expect(await countWhere(column, kept.user.id), column).toBe(expected);
    }
    const sizesAfter = await tableSizes();
    expect(sizesAfter).toEqual({
      ...sizesBefore,
      cart_items: sizesBefore.cart_items! - 1,
      sessions: sizesBefore.sessions! - 2,
    });
    const cart = await t.db
      .selectFrom('cart_items')
      .select(['item_id', 'quantity'])
      .where('user_id', '=', kept.user.id)
      .where('item_id', '=', shared.productId)
      .execute();
    expect(cart).toEqual([{ item_id: shared.productId, quantity: 2 }]);
    const defaults = await t.db
      .selectFrom('customer_addresses')
      .select('id')
      .where('user_id', '=', kept.user.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toHaveLength(1);
    const chats = await t.db
      .selectFrom('chat_conversations')
      .select('status')
      .where('customer_id', '=', kept.user.id)
      .orderBy('id')
      .execute();
    expect(chats.map((c) => c.status)).toEqual(['active', 'closed']);
    const pending = await t.db
      .selectFrom('phone_verification_codes')
      .select('expires_at')
      .where('user_id', '=', kept.user.id)
      .execute();
    expect(pending.filter((row) => Date.parse(row.expires_at) > Date.now())).toHaveLength(1);

    const dupAfter = await t.db
      .selectFrom('users as u')
      .innerJoin('customers as c', 'c.user_id', 'u.id')
      .select(['u.status', 'c.merged_into', 'c.merged_at'])
      .where('u.id', '=', dup.user.id)
      .executeTakeFirstOrThrow();
    expect(dupAfter).toMatchObject({ status: 'inactive', merged_into: kept.user.id });
    expect(dupAfter.merged_at).not.toBeNull();
    expect((await injectAs(t, secondSession, 'GET', '/api/customer/profile')).statusCode).toBe(401);
    const spent = await t.db
      .selectFrom('customers')
      .select('total_spent')
      .where('user_id', '=', kept.user.id)
      .executeTakeFirstOrThrow();
    const orders = await t.db
      .selectFrom('orders')
      .select('total_amount')
      .where('user_id', '=', kept.user.id)
      .execute();
    expect(Number(spent.total_spent)).toBe(
      200_000 + orders.reduce((s, o) => s + Number(o.total_amount), 0),
    );

    // The kept record says what was merged into it; the duplicate cannot be edited or merged again.
    const detail = await injectAs(t, manager.cookie, 'GET', `/api/admin/customers/${kept.user.id}`);
    expect(
      detail
        .json<{ data: { merged_accounts: { id: number }[] } }>()
        .data.merged_accounts.map((a) => a.id)
        .sort(),
    ).toEqual([dup.user.id, older.id].sort());
    const again = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${kept.user.id}/merge`,
      { duplicate_id: dup.user.id },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.mergeAlreadyMerged);
    const into = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${dup.user.id}/merge`,
      { duplicate_id: older.id },
    );
    expect(into.statusCode).toBe(409);
    expect(into.json().message).toBe(M.alreadyMerged);
    const reactivate = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${dup.user.id}/reactivate`,
    );
    expect(reactivate.statusCode).toBe(409);
  });

  it('refuses merging into itself, with a staff account, an unknown id or bad input, and by staff', async () => {
    const a = (await createUser(t.db)).user;
    const b = (await createUser(t.db)).user;
    const staff = await signIn(t, 'staff', { branch_id: branchId });
    const cases: [number, unknown, number, string | null][] = [
      [a.id, { duplicate_id: a.id }, 422, M.mergeSelf],
      [a.id, { duplicate_id: staff.user.id }, 422, M.mergeNotCustomer],
      [staff.user.id, { duplicate_id: a.id }, 422, M.mergeNotCustomer],
      [a.id, { duplicate_id: 999_999 }, 404, M.notFound],
      [a.id, {}, 422, M.duplicateRequired],
      [a.id, { duplicate_id: 'b' }, 422, M.duplicateRequired],
    ];
    for (const [kept, body, status, message] of cases) {
      const res = await injectAs(
        t,
        manager.cookie,
        'POST',
        `/api/admin/customers/${kept}/merge`,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(
      (
        await injectAs(t, staff.cookie, 'POST', `/api/admin/customers/${a.id}/merge`, {
          duplicate_id: b.id,
        })
      ).statusCode,
    ).toBe(403);
    const untouched = await t.db
      .selectFrom('customers')
      .select('merged_into')
      .where('user_id', 'in', [a.id, b.id])
      .execute();
    expect(untouched).toEqual([{ merged_into: null }, { merged_into: null }]);
  });
});
