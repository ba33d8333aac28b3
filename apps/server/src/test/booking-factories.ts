import { uniqueIp } from './password-reset-factories.js';
import { salonToday, type BookingRequest } from '@salon/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { BranchRow } from '../db/schema.js';
import {
  createBranch,
  createService,
  createUser,
  uniquePhone,
  type ServiceRow,
} from './factories.js';
import type { TestApp } from './test-app.js';

/** A stylist (staff with a stylist profile) working at the branch. */
export async function createStylist(
  db: Db,
  branchId: number,
  profile: { rating?: number | null; name?: string } = {},
) {
  const { user } = await createUser(db, {
    role: 'staff',
    branch_id: branchId,
    ...(profile.name ? { name: profile.name } : {}),
  });
  await db
    .insertInto('staff_profiles')
    .values({
      user_id: user.id,
      is_stylist: true,
      title: 'Stylist',
      bio: null,
      specialties: JSON.stringify(['Cắt tóc']),
      experience_years: 5,
      rating: profile.rating ?? 4.5,
    })
    .execute();
  return user;
}

export interface BookingSetup {
  branch: BranchRow;
  service: ServiceRow;
  stylistIds: number[];
}

/** A branch with `stylists` stylists and a bookable service. */
export async function createBookingSetup(
  db: Db,
  options: {
    stylists?: number;
    duration?: number;
    staffRequired?: number;
    capacity?: number;
    price?: number;
  } = {},
): Promise<BookingSetup> {
  const branch = await createBranch(db);
  const service = await createService(db, {
    duration_minutes: options.duration ?? 60,
    staff_required: options.staffRequired ?? 1,
    max_slots_per_time_slot: options.capacity ?? 3,
    price: options.price ?? 150_000,
  });
  const stylistIds: number[] = [];
  for (let i = 0; i < (options.stylists ?? 3); i += 1) {
    stylistIds.push((await createStylist(db, branch.id)).id);
  }
  return { branch, service, stylistIds };
}

/** The salon's date `days` from today, `YYYY-MM-DD`. */
export function salonDateIn(days: number, now: Date = new Date()): string {
  return salonToday(new Date(now.getTime() + days * 86_400_000));
}

/** A guest's booking body for the setup. */
export function guestBooking(
  setup: BookingSetup,
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  return {
    service_id: setup.service.id,
    branch_id: setup.branch.id,
    appointment_date: salonDateIn(2),
    appointment_time: '10:00',
    customer_info: { name: 'Trần Thị Khách', phone: uniquePhone(), email: null },
    notes: null,
    ...overrides,
  };
}

/**
 * `POST /api/appointments`, as a guest (no cookie) or a signed-in user, with an optional key.
 * Each call comes from an address of its own (another guest) unless `ip` says otherwise.
 */
export function book(
  t: TestApp,
  body: unknown,
  options: { cookie?: string | null; key?: string | null; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body as object,
  });
}

export const newIdempotencyKey = () => randomUUID();
