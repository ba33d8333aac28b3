import type { CreateOrderInput, PlacedOrder } from '@salon/shared';
import type { Db } from '../db/database.js';
import type { BranchRow } from '../db/schema.js';
import {
  createBranch,
  createProduct,
  createService,
  type ProductRow,
  type ServiceRow,
} from './factories.js';
import type { TestApp } from './test-app.js';

export interface ShopSetup {
  branch: BranchRow;
  product: ProductRow;
  service: ServiceRow;
}

/** A branch, a product (200 000 ₫, 50 in stock) and a service (100 000 ₫), unless told otherwise. */
export async function createShopSetup(
  db: Db,
  options: { price?: number; stock?: number; servicePrice?: number } = {},
): Promise<ShopSetup> {
  return {
    branch: await createBranch(db),
    product: await createProduct(db, {
      price: options.price ?? 200_000,
      stock_quantity: options.stock ?? 50,
    }),
    service: await createService(db, { price: options.servicePrice ?? 100_000 }),
  };
}

/** An order body for `POST /api/orders`: pickup, cash, one of the setup's product. */
export function orderBody(
  setup: ShopSetup,
  overrides: Partial<Record<keyof CreateOrderInput, unknown>> = {},
): Record<string, unknown> {
  return {
    branch_id: setup.branch.id,
    order_type: 'in_store',
    payment_method: 'cash',
    items: [{ type: 'product', id: setup.product.id, quantity: 1 }],
    ...overrides,
  };
}

/** `POST /api/orders` as the cookie's user (or a guest), with an Idempotency-Key when given. */
export function placeOrder(
  t: TestApp,
  cookie: string | null,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });
}

/** Places an order that must succeed and answers what the customer got. */
export async function placedOrder(
  t: TestApp,
  cookie: string | null,
  body: Record<string, unknown>,
): Promise<PlacedOrder> {
  const reply = await placeOrder(t, cookie, body);
  if (reply.statusCode !== 201) throw new Error(`order refused: ${reply.body}`);
  return reply.json<{ data: PlacedOrder }>().data;
}

/** A saved delivery address of the user. */
export async function createAddress(
  db: Db,
  userId: number,
  overrides: { is_default?: boolean; recipient_name?: string; recipient_phone?: string } = {},
) {
  return db
    .insertInto('customer_addresses')
    .values({
      user_id: userId,
      type: 'home',
      recipient_name: overrides.recipient_name ?? null,
      recipient_phone: overrides.recipient_phone ?? null,
      address_line_1: '12 Lê Lợi',
      address_line_2: null,
      ward: 'Phường Sài Gòn',
      district: null,
      city: 'TP. Hồ Chí Minh',
      postal_code: null,
      is_default: overrides.is_default ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores a public settings group, as an admin would. */
export async function storeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}
