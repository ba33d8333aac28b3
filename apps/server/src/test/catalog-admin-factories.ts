import { buildSearchText, supplierCode } from '@salon/shared';
import type { Insertable, Selectable } from 'kysely';
import sharp from 'sharp';
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
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const pngImage = (color = '#c05') =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();
export const jpegImage = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#0c5' } })
    .jpeg()
    .toBuffer();
/** An ELF executable header: what a renamed binary starts with. */
export const executableBytes = Buffer.from([
  0x7f,
  0x45,
  0x4c,
  0x46,
  2,
  1,
  1,
  0,
  ...Array<number>(64).fill(0),
]);

/** A multipart request body and its content type, for app.inject. */
export async function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.value)]), part.filename ?? 'anh.jpg');
  }
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
