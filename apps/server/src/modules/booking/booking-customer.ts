import {
  BOOKING_MESSAGES as M,
  GUEST_BOOKING_LIMITS,
  salonToday,
  toE164Phone,
  type CurrentUser,
} from '@salon/shared';
import { fieldError } from '../../lib/app-error.js';
import { requireBasicInfo } from '../../lib/profile-update-required.js';
import { hashPassword, newInitialPassword } from '../auth/passwords.js';
import type { Executor } from './booking-inputs.repository.js';

/** Who an appointment is for: the contact on it and the account it belongs to. */
export interface BookingCustomer {
  userId: number | null;
  name: string;
  phone: string;
  email: string | null;
  /** A new account made for the contact now: its username is `loginPhone`. */
  accountCreated: boolean;
  loginPhone: string | null;
  /** The new account's random password, only when one was made now. */
  initialPassword: string | null;
}

export interface ContactInput {
  name: string;
  /** National form, digits only (the schema normalises it). */
  phone: string;
  email: string | null;
}

/** A password for a possible new account, and its hash. */
export interface PreparedAccount {
  password: string;
  hash: string;
}

/**
 * Prepared before the transaction, because hashing a password is slow and must not hold the
 * branch's booking lock: a random password for a possible new account.
 */
export async function prepareGuestAccount(
  db: Executor,
  user: CurrentUser | null,
  contact: ContactInput | undefined,
): Promise<PreparedAccount | null> {
  if (user?.role === 'customer' || !contact) return null;
  const phone = toE164Phone(contact.phone);
  if (!phone) return null;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return existing ? null : newAccount();
}

async function newAccount(): Promise<PreparedAccount> {
  const password = newInitialPassword(GUEST_BOOKING_LIMITS.initialPasswordLength);
  return { password, hash: await hashPassword(password) };
}

/**
 * The customer of a booking. A signed-in customer books for themself. A guest (or staff booking
 * for someone) gives a contact. Its phone joins an existing customer account only when that
 * account has proven the phone (a one-time code): whoever merely typed a phone first owns
 * nothing booked with it later (staff choosing the account at the desk vouch for it). Otherwise
 * the appointment stays a guest booking. When no
 * account has the phone, one is made with a random password, to be changed at first login.
 */
export async function resolveBookingCustomer(
  db: Executor,
  user: CurrentUser | null,
  contact: ContactInput | undefined,
  prepared: PreparedAccount | null,
  /** An account staff chose at the desk for the person in front of them: it owns the booking. */
  vouchedUserId: number | null = null,
): Promise<BookingCustomer> {
  if (user?.role === 'customer') {
    // Without a name or phone the salon cannot reach them: the profile comes first.
    const account = requireBasicInfo(
      await db
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'email'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
    );
    return {
      userId: account.id,
      name: account.name,
      phone: account.phone,
      email: account.email,
      accountCreated: false,
      loginPhone: null,
      initialPassword: null,
    };
  }
  if (!contact) throw fieldError('customer_info.name', M.nameRequired);
  const phone = toE164Phone(contact.phone);
  if (!phone) throw fieldError('customer_info.phone', M.phoneInvalid);

  const existing = await db
    .selectFrom('users')
    .select(['id', 'role', 'phone_verified_at'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  const base = {
    name: contact.name,
    phone,
    email: contact.email,
    loginPhone: null,
    initialPassword: null,
  };
  if (existing) {
    // A staff member's phone, or an account that has not proven the phone: a contact only.
    const owns =
      existing.role === 'customer' &&
      (existing.phone_verified_at !== null || existing.id === vouchedUserId);
    return { ...base, userId: owns ? existing.id : null, accountCreated: false };
  }
  // The account did not exist when the password was prepared, or appeared and went since.
  const account = prepared ?? (await newAccount());

  const emailTaken = contact.email
    ? await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', contact.email)
        .executeTakeFirst()
    : undefined;
  const created = await db
    .insertInto('users')
    .values({
      role: 'customer',
      name: contact.name,
      email: emailTaken ? null : contact.email,
      phone,
      password_hash: account.hash,
      gender: null,
      date_of_birth: null,
      avatar_url: null,
      branch_id: null,
      last_login_at: null,
      must_change_password: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customers')
    .values({ user_id: created.id, join_date: salonToday(), source: 'booking' })
    .execute();
  return {
    ...base,
    userId: created.id,
    accountCreated: true,
    loginPhone: contact.phone,
    initialPassword: account.password,
  };
}
