/** The four demo accounts the README and the browser tests sign in with. */
import { randomBytes } from 'node:crypto';
import { salonToday, type Gender } from '@salon/shared';
import type { Db } from '../database.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { phoneE164 } from './content.js';
import { avatarImagePath, demoUrl } from './image-paths.js';
import { branchIdAt } from './branches.js';
import { staffProfileRow, type StylistProfile } from './stylists.js';

export interface DemoAccount {
  role: 'admin' | 'manager' | 'staff' | 'customer';
  login: string;
  password: string;
}

export const DEMO_ACCOUNTS = [
  { role: 'admin', login: 'admin@salontocviet.vn', password: 'Admin@123' },
  { role: 'manager', login: 'quanly@salontocviet.vn', password: 'Quanly@123' },
  { role: 'staff', login: 'nhanvien@salontocviet.vn', password: 'Nhanvien@123' },
  { role: 'customer', login: '0912345678', password: 'Khachhang@123' },
] as const satisfies readonly DemoAccount[];

type DemoRole = DemoAccount['role'];

interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  dateOfBirth: string | null;
  /** Index into BRANCHES, for staff roles. */
  branch: number | null;
  avatar: boolean;
}

const PEOPLE: Record<DemoRole, DemoPerson> = {
  admin: {
    name: 'Lê Hoàng Long',
    email: 'admin@salontocviet.vn',
    phone: '0901 234 567',
    gender: 'male',
    dateOfBirth: null,
    branch: 0,
    avatar: false,
  },
  manager: {
    name: 'Võ Thị Mai Lan',
    email: 'quanly@salontocviet.vn',
    phone: '0908 765 432',
    gender: 'female',
    dateOfBirth: null,
    branch: 0,
    avatar: false,
  },
  staff: {
    name: 'Trần Thu Hà',
    email: 'nhanvien@salontocviet.vn',
    phone: '0932 111 222',
    gender: 'female',
    dateOfBirth: null,
    branch: 0,
    avatar: true,
  },
  customer: {
    name: 'Phạm Minh Thư',
    email: 'khachhang@example.com',
    phone: '0912345678',
    gender: 'female',
    dateOfBirth: '1996-09-12',
    branch: null,
    avatar: false,
  },
};

/** The demo staff account is a stylist too, so bookings can be assigned to it. */
const DEMO_STAFF_PROFILE: StylistProfile = {
  title: 'Stylist',
  bio: 'Thu Hà gắn bó với Salon Tóc Việt từ ngày đầu, thành thạo cắt, uốn và gội dưỡng sinh, luôn chu đáo với từng vị khách.',
  specialties: ['Cắt tóc nữ', 'Uốn lạnh', 'Gội đầu dưỡng sinh'],
  experienceYears: 5,
  rating: 4.7,
};

export function demoStaffEmail(): string {
  return PEOPLE.staff.email;
}

export interface PasswordHashes {
  byRole: Record<DemoRole, string>;
  /** One hash of a random password, shared by the stylists nobody signs in as. */
  stylists: string;
}

function passwordOf(role: DemoRole): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`Thiếu tài khoản mẫu: ${role}`);
  return account.password;
}

/** Hashes run in parallel on the thread pool (argon2, about 50 ms each). */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [admin, manager, staff, customer, stylists] = await Promise.all([
    hashPassword(passwordOf('admin')),
    hashPassword(passwordOf('manager')),
    hashPassword(passwordOf('staff')),
    hashPassword(passwordOf('customer')),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  return { byRole: { admin, manager, staff, customer }, stylists };
}

/** The demo customer joined this long ago: before her first visit, order and review. */
export const DEMO_CUSTOMER_JOINED_DAYS_AGO = 180;
/** The team's accounts were made this long ago, before any booking or order they handled. */
export const TEAM_JOINED_DAYS_AGO = 730;

/** The salon day `days` before `now`, and ten in the morning of it (salon time). */
export function joinedOn(now: Date, days: number): { day: string; at: string } {
  const day = salonToday(new Date(now.getTime() - days * 86_400_000));
  return { day, at: new Date(`${day}T10:00:00+07:00`).toISOString() };
}

export async function insertDemoAccounts(
  db: Db,
  branchIds: readonly number[],
  hashes: PasswordHashes,
  now: Date,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const person = PEOPLE[account.role];
    const joined = joinedOn(
      now,
      account.role === 'customer' ? DEMO_CUSTOMER_JOINED_DAYS_AGO : TEAM_JOINED_DAYS_AGO,
    );
    const user = await db
      .insertInto('users')
      .values({
        role: account.role,
        name: person.name,
        email: person.email,
        phone: phoneE164(person.phone),
        password_hash: hashes.byRole[account.role],
        gender: person.gender,
        date_of_birth: person.dateOfBirth,
        avatar_url: person.avatar ? demoUrl(avatarImagePath(person.email)) : null,
        branch_id: person.branch === null ? null : branchIdAt(branchIds, person.branch),
        // Demo accounts count as having proven their phone.
        phone_verified_at: joined.at,
        created_at: joined.at,
        updated_at: joined.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    if (account.role === 'customer') {
      await db
        .insertInto('customers')
        .values({
          user_id: user.id,
          join_date: joined.day,
          notes: null,
          created_at: joined.at,
          updated_at: joined.at,
        })
        .execute();
    }
    if (account.role === 'staff') {
      await db
        .insertInto('staff_profiles')
        .values(staffProfileRow(user.id, DEMO_STAFF_PROFILE))
        .execute();
    }
  }
}
