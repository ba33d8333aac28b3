import { buildSearchText, supplierCode } from '@salon/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { SupplierTable } from '../db/schema.js';

export type SupplierRow = Selectable<SupplierTable>;

let sequence = 0;

/** A supplier with a code made from its id, like the app makes them. */
export async function createSupplier(
  db: Db,
  overrides: Partial<Insertable<SupplierTable>> = {},
): Promise<SupplierRow> {
  const name =
    overrides.name ?? `Nhà cung cấp ${Date.now().toString(36)}${(sequence++).toString(36)}`;
  const row = await db
    .insertInto('suppliers')
    .values({
      contact_person: null,
      phone: null,
      email: null,
      address: null,
      website: null,
      tax_code: null,
      notes: null,
      rating: null,
      ...overrides,
      name,
      code: `tmp-${Date.now()}-${sequence++}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const code = overrides.code ?? supplierCode(row.id);
  return db
    .updateTable('suppliers')
    .set({
      code,
      search_text: buildSearchText(code, name, overrides.contact_person, overrides.email),
      search_name: buildSearchText(name),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
