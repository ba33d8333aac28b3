import { salonToday } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { CustomerProductTable } from '../db/schema.js';

/** `YYYY-MM-DD` of the salon day `days` after `now`'s. */
export function salonDatePlus(days: number, now: Date = new Date()): string {
  const day = new Date(`${salonToday(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A product a customer owns, active, whose use ends `endsInDays` salon days after `now`. */
export async function createCustomerProduct(
  db: Db,
  userId: number,
  endsInDays: number,
  overrides: Partial<Insertable<CustomerProductTable>> = {},
  now: Date = new Date(),
) {
  return db
    .insertInto('customer_products')
    .values({
      user_id: userId,
      product_id: null,
      product_name: 'Dầu gội phục hồi Argan',
      order_item_id: null,
      purchase_date: salonDatePlus(-30, now),
      usage_end_date: salonDatePlus(endsInDays, now),
      notes: null,
      finished_at: null,
      expiry_reminded_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
