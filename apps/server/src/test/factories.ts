import { randomInt } from 'node:crypto';
import type { Role } from '@salon/shared';
import { buildSearchText, salonToday, slugify } from '@salon/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type {
  BranchRow,
  CategoryTable,
  ProductTable,
  ServiceTable,
  UserRow,
} from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A fresh Vietnamese mobile number, national form (09xxxxxxxx). */
export function uniquePhone(): string {
  return `09${String(randomInt(10_000_000, 99_999_999))}`;
}

/**
 * A fresh search marker of letters only: a digit in it could match a number the test searches
 * for, and a word like "xong" could hide in base 36.
 */
export function uniqueMarker(prefix: string): string {
  const letters = next().replace(/[0-9]/g, (d) => 'bcdfghjklm'.charAt(Number(d)));
  return `${prefix}${letters.replace(/[aeiou]/g, 'z')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${next()}@example.com`;
}

export async function createBranch(db: Db, overrides: Partial<BranchRow> = {}): Promise<BranchRow> {
  const id = next();
  return db
    .insertInto('branches')
    .values({
      name: `Chi nhánh ${id}`,
      slug: `chi-nhanh-${id}`,
      address: '1 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh',
      phone: '028 3823 4567',
      email: null,
      manager_name: null,
      description: null,
      image_url: null,
      opening_hours: '08:00 - 20:00',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface CreatedUser {
  user: UserRow;
  password: string;
}

/** A user with a known password; a customer also gets a customers row. */
export async function createUser(
  db: Db,
  overrides: Partial<Omit<UserRow, 'password_hash'>> & { role?: Role; password?: string } = {},
): Promise<CreatedUser> {
  const { password = 'MatKhau@123', ...fields } = overrides;
  const role = fields.role ?? 'customer';
  const national = uniquePhone();
  const user = await db
    .insertInto('users')
    .values({
      role,
      name: 'Nguyễn Văn Thử',
      email: uniqueEmail(role),
      phone: `+84${national.slice(1)}`,
      gender: null,
      date_of_birth: null,
      avatar_url: null,
      branch_id: null,
      last_login_at: null,
      ...fields,
      password_hash: await hashPassword(password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (role === 'customer') {
    await db
      .insertInto('customers')
      .values({ user_id: user.id, join_date: salonToday() })
      .execute();
  }
  return { user, password };
}

export type CategoryRow = Selectable<CategoryTable>;
export type ServiceRow = Selectable<ServiceTable>;
export type ProductRow = Selectable<ProductTable>;

/** A unique slug for a name (tests create many items with the same name). */
function uniqueSlug(name: string): string {
  return `${slugify(name) || 'muc'}-${next()}`;
}

async function categoryName(db: Db, id: number | null | undefined): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const row = await db
    .selectFrom('categories')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** A catalogue category; a service category unless `type` says otherwise. */
export async function createCategory(
  db: Db,
  overrides: Partial<Insertable<CategoryTable>> = {},
): Promise<CategoryRow> {
  const name = overrides.name ?? `Danh mục ${next()}`;
  return db
    .insertInto('categories')
    .values({ type: 'service', parent_id: null, slug: uniqueSlug(name), ...overrides, name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An active service; `search_text` is folded from its name, short description and category,
 * `search_name` from its name.
 */
export async function createService(
  db: Db,
  overrides: Partial<Insertable<ServiceTable>> = {},
): Promise<ServiceRow> {
  const name = overrides.name ?? `Dịch vụ ${next()}`;
  const short = overrides.short_description ?? null;
  return db
    .insertInto('services')
    .values({
      slug: uniqueSlug(name),
      price: 100_000,
      duration_minutes: 30,
      search_text: buildSearchText(name, short, await categoryName(db, overrides.category_id)),
      search_name: buildSearchText(name),
      ...overrides,
      name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An active product in stock; `search_text` as the seed builds it (name, short, category, brand). */
export async function createProduct(
  db: Db,
  overrides: Partial<Insertable<ProductTable>> = {},
): Promise<ProductRow> {
  const name = overrides.name ?? `Sản phẩm ${next()}`;
  const short = overrides.short_description ?? null;
  const brand = overrides.brand ?? null;
  const category = await categoryName(db, overrides.category_id);
  return db
    .insertInto('products')
    .values({
      slug: uniqueSlug(name),
      sku: `SKU-${next()}`.toUpperCase(),
      price: 200_000,
      stock_quantity: 50,
      search_text: buildSearchText(name, short, category, brand),
      search_name: buildSearchText(name),
      ...overrides,
      name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
