import type { CartItemType } from '@salon/shared';
import type { Db } from '../db/database.js';

/** A cart line written straight to the table (for states the API would not make). */
export async function createCartLine(
  db: Db,
  line: { user_id: number; item_type: CartItemType; item_id: number; quantity: number },
): Promise<number> {
  const row = await db
    .insertInto('cart_items')
    .values(line)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
