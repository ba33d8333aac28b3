import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import { nowIso, type Db } from '../db/database.js';
import type { OrderRow, OrderTable } from '../db/schema.js';
import { createBranch, uniquePhone } from './factories.js';

const CODE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `DH-261121-7K3QX9`: the shop's order number shape, random enough for tests. */
export function uniqueOrderNumber(): string {
  const code = Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join(
    '',
  );
  return `DH-261121-${code}`;
}

/** An order row as placement leaves it (pending, unpaid), with the given fields over it. */
export async function createOrder(
  db: Db,
  overrides: Partial<Insertable<OrderTable>> = {},
): Promise<OrderRow> {
  const branchId = overrides.branch_id ?? (await createBranch(db)).id;
  const total = overrides.total_amount ?? 350_000;
  return db
    .insertInto('orders')
    .values({
      order_number: uniqueOrderNumber(),
      user_id: null,
      customer_name: 'Nguyễn Văn Khách',
      customer_phone: `+84${uniquePhone().slice(1)}`,
      customer_email: null,
      branch_id: branchId,
      order_type: 'in_store',
      payment_method: 'transfer',
      delivery_address: null,
      notes: null,
      subtotal: total,
      promotion_id: null,
      promotion_name: null,
      total_amount: total,
      access_token_hash: null,
      cancel_reason: null,
      paid_at: null,
      completed_at: null,
      cancelled_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order event, e.g. `refunded` at a given time. */
export async function addOrderEvent(
  db: Db,
  orderId: number,
  kind: string,
  createdAt: string = nowIso(),
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, kind, note: null, actor_user_id: null, created_at: createdAt })
    .execute();
}
