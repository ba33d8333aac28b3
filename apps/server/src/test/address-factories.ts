import type { Db } from '../db/database.js';

let counter = 0;

/** A saved address written straight to the table (the API rules are not applied). */
export async function createAddress(
  db: Db,
  userId: number,
  overrides: { is_default?: boolean; city?: string; ward?: string; address_line_1?: string } = {},
): Promise<number> {
  counter += 1;
  const row = await db
    .insertInto('customer_addresses')
    .values({
      user_id: userId,
      type: 'home',
      address_line_1: overrides.address_line_1 ?? `${counter} Lê Lợi`,
      ward: overrides.ward ?? 'Phường Bến Thành',
      city: overrides.city ?? 'TP. Hồ Chí Minh',
      is_default: overrides.is_default ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
