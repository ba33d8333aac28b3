import { describe, expect, it } from 'vitest';
import { salonToday } from '../time/salon-time.js';
import { completionRate, OWN_PROFILE_MESSAGES as M, ownProfileSchema } from './own-profile.js';

const valid = { name: 'Lê Văn An', email: 'An@Salon.VN', phone: '0912345678' };

function errorsOf(input: unknown): Record<string, string> {
  const result = ownProfileSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ownProfileSchema', () => {
  it('trims, lower-cases the e-mail and turns blanks into null', () => {
    expect(
      ownProfileSchema.parse({ ...valid, name: '  Lê Văn An ', phone: '', gender: null }),
    ).toEqual({
      name: 'Lê Văn An',
      email: 'an@salon.vn',
      phone: null,
      gender: null,
      date_of_birth: null,
    });
  });

  it('gives the spec messages', () => {
    expect(errorsOf({ ...valid, name: 'A' })).toEqual({ name: M.nameMin });
    expect(errorsOf({ ...valid, email: 'khong-phai-email' })).toEqual({ email: M.emailInvalid });
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: M.emailRequired });
    expect(errorsOf({ ...valid, phone: '0912-345-678' })).toEqual({ phone: M.phoneDigits });
    expect(errorsOf({ ...valid, phone: '09123' })).toEqual({ phone: M.phoneInvalid });
    expect(errorsOf({ ...valid, gender: 'robot' })).toEqual({ gender: M.genderInvalid });
    expect(errorsOf({ ...valid, date_of_birth: '2000-02-30' })).toEqual({
      date_of_birth: M.birthDateInvalid,
    });
    const year = Number(salonToday().slice(0, 4)) + 1;
    expect(errorsOf({ ...valid, date_of_birth: `${year}-01-01` })).toEqual({
      date_of_birth: M.birthDateFuture,
    });
  });

  it('rounds the completion rate and gives 0 for nothing', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(2, 3)).toBe(67);
  });
});
