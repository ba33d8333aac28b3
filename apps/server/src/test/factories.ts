import { randomInt } from 'node:crypto';
import type { Role } from '@salon/shared';
import { salonToday } from '@salon/shared';
import type { Db } from '../db/database.js';
import type { BranchRow, UserRow } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A fresh Vietnamese mobile number, national form (09xxxxxxxx). */
export function uniquePhone(): string {
  return `09${String(randomInt(10_000_000, 99_999_999))}`;
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
