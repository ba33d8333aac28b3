/** Rows of the customer's profile page: products in use, treatment notes, completed orders. */
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { injectAs } from './api.js';
import { createProduct, type ProductRow } from './factories.js';
import { createOrder, type TestOrder } from './order-factories.js';
import type { TestApp } from './test-app.js';

/** A product the customer is using, written straight to the table. */
export async function createCustomerProduct(
  db: Db,
  userId: number,
  values: {
    name?: string;
    purchase_date: string;
    usage_end_date: string;
    status?: 'active' | 'finished';
    product_id?: number | null;
  },
) {
  return db
    .insertInto('customer_products')
    .values({
      user_id: userId,
      product_id: values.product_id ?? null,
      product_name: values.name ?? 'Dầu gội thử nghiệm',
      order_item_id: null,
      purchase_date: values.purchase_date,
      usage_end_date: values.usage_end_date,
      status: values.status ?? 'active',
      notes: null,
      finished_at: null,
      expiry_reminded_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createNote(
  db: Db,
  userId: number,
  values: {
    content?: string;
    kind?: 'staff' | 'doctor';
    visible?: boolean;
    author_id?: number;
  } = {},
) {
  return db
    .insertInto('customer_notes')
    .values({
      user_id: userId,
      author_id: values.author_id ?? null,
      appointment_id: null,
      kind: values.kind ?? 'staff',
      content: values.content ?? 'Tóc khô, nên ủ phục hồi mỗi tuần.',
      visible_to_customer: values.visible ?? true,
      images: null,
      attachments: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A pending order of the customer for these products, completed by a manager through the real
 * back-office action (so every order listener runs).
 */
export async function completedOrder(
  t: TestApp,
  managerCookie: string,
  user: Pick<UserRow, 'id' | 'name' | 'phone' | 'email'>,
  products?: ProductRow[],
): Promise<TestOrder> {
  const items = products ?? [await createProduct(t.db)];
  const order = await createOrder(t.db, user, {
    lines: items.map((item) => ({ item, kind: 'product' as const, quantity: 1 })),
  });
  const res = await injectAs(
    t,
    managerCookie,
    'POST',
    `/api/admin/orders/${order.order.id}/actions`,
    {
      action: 'complete',
    },
  );
  if (res.statusCode !== 200) throw new Error(`complete failed: ${res.body}`);
  return order;
}
