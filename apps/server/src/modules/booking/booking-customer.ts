import { salonToday, toE164Phone, BOOKING_MESSAGES as M, type CurrentUser } from '@salon/shared';
import { fieldError } from '../../lib/app-error.js';
import { hashPassword } from '../auth/passwords.js';
import type { Executor } from './booking-inputs.repository.js';

/** Who an appointment is for: the contact on it and the account it belongs to. */
export interface BookingCustomer {
  userId: number | null;
  name: string;
  phone: string;
  email: string | null;
  /** A new account made for a guest: its username and password are `loginPhone`. */
  accountCreated: boolean;
  loginPhone: string | null;
}

export interface ContactInput {
  name: string;
  /** National form, digits only (the schema normalises it). */
  phone: string;
  email: string | null;
}

/**
 * Prepared before the transaction, because hashing a password is slow and must not hold the
 * branch's booking lock: the hash for a possible new account.
 */
export async function prepareGuestPassword(
  db: Executor,
  user: CurrentUser | null,
  contact: ContactInput | undefined,
): Promise<string | null> {
  if (user?.role === 'customer' || !contact) return null;
  const phone = toE164Phone(contact.phone);
  if (!phone) return null;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return existing ? null : hashPassword(contact.phone);
}

/**
 * The customer of a booking. A signed-in customer books for themself. A guest (or staff booking
 * for someone) gives a contact: if its phone already belongs to a customer account the
 * appointment joins that account and nothing of it is changed or shown; otherwise a customer
 * account is made with the phone as username and password, to be changed at first login.
 */
export async function resolveBookingCustomer(
  db: Executor,
  user: CurrentUser | null,
  contact: ContactInput | undefined,
  newAccountPasswordHash: string | null,
): Promise<BookingCustomer> {
  if (user?.role === 'customer') {
    const account = await db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!account.phone) throw fieldError('customer_info.phone', M.phoneRequired);
    return {
      userId: account.id,
      name: account.name,
      phone: account.phone,
      email: account.email,
      accountCreated: false,
      loginPhone: null,
    };
  }
  if (!contact) throw fieldError('customer_info.name', M.nameRequired);
  const phone = toE164Phone(contact.phone);
  if (!phone) throw fieldError('customer_info.phone', M.phoneInvalid);

  const existing = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  const base = { name: contact.name, phone, email: contact.email, loginPhone: null };
  if (existing) {
    // A staff member's phone: the appointment is kept as a contact only.
    return {
      ...base,
      userId: existing.role === 'customer' ? existing.id : null,
      accountCreated: false,
    };
  }
  // The account did not exist when the hash was prepared, or appeared and went since.
  const passwordHash = newAccountPasswordHash ?? (await hashPassword(contact.phone));

  const emailTaken = contact.email
    ? await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', contact.email)
        .executeTakeFirst()
    : undefined;
  const account = await db
    .insertInto('users')
    .values({
      role: 'customer',
      name: contact.name,
      email: emailTaken ? null : contact.email,
      phone,
      password_hash: passwordHash,
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
    .values({ user_id: account.id, join_date: salonToday() })
    .execute();
  return { ...base, userId: account.id, accountCreated: true, loginPhone: contact.phone };
}
