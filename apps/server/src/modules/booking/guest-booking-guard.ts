import {
  BOOKING_MESSAGES as M,
  GUEST_BOOKING_LIMITS as G,
  guestAccountSmsText,
  LIVE_APPOINTMENT_STATUSES,
  OUTBOX_SECRET_SLOT,
  salonToday,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { Executor } from './booking-inputs.repository.js';

const PER_ADDRESS = { name: 'booking.guest-ip', limit: G.perAddressPerHour, windowMs: G.windowMs };

/**
 * What a guest may book without signing in (one address made 142 accounts and bookings in 20 s
 * before this): a few new bookings per client address in a sliding hour, and a few live future
 * appointments per phone. Counted in the booking's transaction, so a refused or failed booking
 * counts nothing, and in the database, so every instance counts together.
 */
export class GuestBookingGuard {
  constructor(
    private readonly limits: RateLimits,
    private readonly outbox: OutboxService,
    private readonly companyName: () => Promise<string>,
  ) {}

  async admit(trx: Executor, address: string, phone: string, now: Date): Promise<void> {
    const row = await trx
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_phone', '=', phone)
      .where('status', 'in', [...LIVE_APPOINTMENT_STATUSES])
      .where('appointment_date', '>=', salonToday(now))
      .executeTakeFirstOrThrow();
    const live = Number(row.n);
    if (live >= G.liveAppointmentsPerPhone) {
      throw new AppError('GUEST_PHONE_LIMIT', M.tooManyLiveForPhone(live), 429, undefined, {
        'retry-after': String(G.windowMs / 1000),
      });
    }
    const wait = await this.limits.take([{ rule: PER_ADDRESS, subject: address }], trx);
    if (wait > 0) {
      throw new AppError('GUEST_BOOKING_LIMIT', M.tooManyGuestBookings(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  /** Sends the new account's login by SMS; the password is sealed, never stored in clear. */
  async sendAccount(
    trx: Transaction<Database>,
    phone: string,
    loginPhone: string,
    password: string,
  ): Promise<void> {
    await this.outbox.enqueue(trx, {
      channel: 'sms',
      recipient: phone,
      template: 'booking.guest_account',
      body: guestAccountSmsText(await this.companyName(), loginPhone, OUTBOX_SECRET_SLOT),
      secret: password,
    });
  }
}
