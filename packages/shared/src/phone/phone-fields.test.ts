import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressFields } from '../addresses/schemas.js';
import { customerRegisterSchema, staffRegisterSchema } from '../auth/schemas.js';
import { bookingCustomerSchema } from '../booking/schemas.js';
import { branchFields } from '../branches/branch-admin-schemas.js';
import { contactPhoneField } from '../contact/schemas.js';
import { orderGuestSchema } from '../orders/schemas.js';
import { profileUpdateSchema } from '../profile/profile-schemas.js';
import { ownProfileFields } from '../staff/own-profile.js';
import { staffPhoneField } from '../staff/schemas.js';
import { toE164Phone } from './e164.js';

/**
 * Every phone field a form shows and the server checks (they are the same schemas): each accepts
 * a number exactly when the server can store it, so no form lets through what the server refuses.
 */
const fields: [string, z.ZodType][] = [
  ['booking', bookingCustomerSchema.shape.phone],
  ['checkout', orderGuestSchema.shape.phone],
  ['contact', contactPhoneField],
  ['branch', branchFields.phone],
  ['address', addressFields.recipient_phone],
  ['profile', profileUpdateSchema().shape.phone],
  ['staff account', staffPhoneField],
  ['staff registration', staffRegisterSchema.shape.phone],
  ['own staff profile', ownProfileFields.phone],
];

const numbers = [
  '0912345678',
  '0912 345 678',
  '+84 912 345 678',
  '0389123456',
  '0796530218',
  '02838234567',
  '028 3823 4567',
  '+84 28 3823 4567',
  '024.3825.6789',
  // Refused by the server: an 11-digit mobile, a 10-digit landline, old 01x numbers, no 0.
  '09123456789',
  '0912 345 6789',
  '0283823456',
  '0412345678',
  '01234567890',
  '0123456789',
  '0612345678',
  '1912345678',
  '0000000000',
  '091234567890',
];

describe('phone fields of every form', () => {
  it.each(fields)('%s accepts exactly the numbers the server stores', (_name, field) => {
    // The own staff profile takes digits only (back-office §5): compare on those.
    const tried = _name === 'own staff profile' ? numbers.filter((n) => /^\d+$/.test(n)) : numbers;
    const disagreements = tried.filter(
      (number) => field.safeParse(number).success !== (toE164Phone(number) !== null),
    );
    expect(disagreements).toEqual([]);
  });

  it('registration takes a mobile only', () => {
    const phone = customerRegisterSchema.shape.phone;
    expect(phone.safeParse('0912 345 678').success).toBe(true);
    expect(phone.safeParse('028 3823 4567').success).toBe(false);
    expect(phone.safeParse('09123456789').success).toBe(false);
  });
});
