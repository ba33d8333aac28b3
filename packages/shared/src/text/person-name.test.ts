import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressFields } from '../addresses/schemas.js';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { customerRegisterSchema, staffRegisterSchema } from '../auth/schemas.js';
import { BOOKING_MESSAGES } from '../booking/messages.js';
import { bookingCustomerSchema } from '../booking/schemas.js';
import { CONTACT_MESSAGES } from '../contact/messages.js';
import { contactNameField } from '../contact/schemas.js';
import { ORDER_MESSAGES } from '../orders/messages.js';
import { orderGuestSchema } from '../orders/schemas.js';
import { PROFILE_MESSAGES } from '../profile/messages.js';
import { profileUpdateSchema } from '../profile/profile-schemas.js';
import { REVIEW_MESSAGES } from '../reviews/rules.js';
import { guestNameSchema } from '../reviews/schemas.js';
import { STAFF_MESSAGES } from '../staff/constants.js';
import { ownProfileFields, OWN_PROFILE_MESSAGES } from '../staff/own-profile.js';
import { staffNameField } from '../staff/schemas.js';
import { PERSON_NAME_MESSAGES as M, personNameProblem } from './person-name.js';

/** Every field that holds a person's name, with its own "missing" message. */
const NAME_FIELDS: [string, z.ZodType, string][] = [
  ['customer registration', customerRegisterSchema.shape.name, AUTH_MESSAGES.nameRequired],
  ['customer profile', profileUpdateSchema().shape.name, PROFILE_MESSAGES.nameRequired],
  ['staff registration', staffRegisterSchema.shape.name, AUTH_MESSAGES.staffNameRequired],
  ['staff account', staffNameField, STAFF_MESSAGES.nameRequired],
  ['staff own profile', ownProfileFields.name, OWN_PROFILE_MESSAGES.nameRequired],
  ['booking contact', bookingCustomerSchema.shape.name, BOOKING_MESSAGES.nameRequired],
  ['checkout guest', orderGuestSchema.shape.name, ORDER_MESSAGES.guestNameRequired],
  ['contact and support forms', contactNameField, CONTACT_MESSAGES.nameRequired],
  ['review and question author', guestNameSchema, REVIEW_MESSAGES.guestNameRequired],
];

/** Names with a character that has no place in a name. */
const INVALID_NAMES: [string, string][] = [
  ['a NUL', 'Nguyễn\u0000An'],
  ['a bell', 'Trần\u0007Bình'],
  ['a tab', 'Lê\tHùng'],
  ['a line break', 'Lê\nHùng'],
  ['DEL', 'Lê Hùng\u007f'],
  ['a C1 control', 'Lê\u0085Hùng'],
  ['a right-to-left override', '\u202Enễyugn Văn An'],
  ['a left-to-right embedding', 'An\u202ABình\u202C'],
  ['a right-to-left isolate', 'An \u2067Bình\u2069'],
  ['a first-strong isolate', '\u2068Bình\u2069'],
  ['a right-to-left mark', 'An\u200FBình'],
  ['a zero-width space inside', 'Ng\u200Buyễn An'],
  ['a zero-width joiner inside', 'Nguyễn\u200DAn'],
  ['a soft hyphen', 'Ng\u00ADuyễn'],
  ['a line separator', 'An\u2028Bình'],
  ['only a zero-width space', '\u200B'],
  ['only zero-width characters', '\u200B\u200C\u200D\uFEFF\u2060'],
  ['zero-width characters between spaces', ' \u200B \u2060 '],
  ['a private-use character', 'An\uE000'],
];

/** Names that show nothing: the field's "missing" message. */
const BLANK_NAMES: [string, string][] = [
  ['only spaces', '   '],
  ['only a byte-order mark', '\uFEFF'],
  ['only no-break and ideographic spaces', '\u00A0\u3000\u2003'],
  ['only a Hangul filler', '\u3164'],
  ['only blank Braille', '\u2800\u2800'],
];

const GOOD_NAMES = [
  'Nguyễn Thị Ánh Tuyết',
  'Đặng Văn Lâm',
  'Lê-Hoàng Phúc',
  "O'Brien Minh",
  'Trần  Quốc   Bảo',
  'Hồ Ngọc Hà 2',
];

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('personNameProblem', () => {
  it.each(INVALID_NAMES)('finds invalid characters in a name with %s', (_what, name) => {
    expect(personNameProblem(name.trim())).toBe('invalid');
  });
  it.each(BLANK_NAMES)('finds a name with %s blank', (_what, name) => {
    expect(personNameProblem(name.trim())).toBe('blank');
  });
  it.each(GOOD_NAMES)('finds nothing wrong with %j', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });
});

describe.each(NAME_FIELDS)('the name of %s', (_where, field, required) => {
  it.each(INVALID_NAMES)('refuses %s with the one message, and only it', (_what, name) => {
    const result = field.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.invalidCharacters]);
  });
  it.each(BLANK_NAMES)('refuses %s as missing', (_what, name) => {
    expect(firstMessage(field, name)).toBe(required);
  });
  it.each(GOOD_NAMES)('takes %j, trimmed', (name) => {
    expect(field.safeParse(`  ${name} `)).toEqual({ success: true, data: name });
  });
});

describe('the recipient of a delivery address', () => {
  it.each(INVALID_NAMES)('refuses %s with the one message', (_what, name) => {
    expect(firstMessage(addressFields.recipient_name, name)).toBe(M.invalidCharacters);
  });
  it.each(BLANK_NAMES)('keeps %s as no recipient', (_what, name) => {
    expect(addressFields.recipient_name.safeParse(name)).toEqual({ success: true, data: null });
  });
  it('takes a name, trimmed', () => {
    expect(addressFields.recipient_name.safeParse(' Lê Văn Hùng ')).toEqual({
      success: true,
      data: 'Lê Văn Hùng',
    });
  });
});
