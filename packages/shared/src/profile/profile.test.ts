import { describe, expect, it } from 'vitest';
import {
  canMarkFinished,
  CUSTOMER_PRODUCT_RULES,
  customerProductState,
  PROFILE_MESSAGES as M,
  profileUpdateErrors,
  profileUpdateReasonLabels,
  profileUpdateReasons,
  profileUpdateReasonsOf,
  profileUpdateSchema,
  usageEndDate,
  avatarFileProblem,
} from '../index.js';

const base = {
  name: 'Nguyễn Thị Lan',
  phone: '+84912345678',
  email: 'lan@example.com',
  has_customer_record: true,
  company_email: 'lienhe@salontocviet.vn',
};

describe('profileUpdateReasons', () => {
  it('is empty for a complete customer', () => {
    expect(profileUpdateReasons(base)).toEqual([]);
  });
  it('asks for an e-mail when there is none or it is a temporary salon address', () => {
    expect(profileUpdateReasons({ ...base, email: null })).toEqual(['email_needs_update']);
    expect(profileUpdateReasons({ ...base, email: 'kh0912@SalonTocViet.vn' })).toEqual([
      'email_needs_update',
    ]);
  });
  it('asks for basic info and the customer record', () => {
    expect(profileUpdateReasons({ ...base, phone: null, has_customer_record: false })).toEqual([
      'basic_info_missing',
      'customer_info_missing',
    ]);
    expect(profileUpdateReasons({ ...base, name: '  ' })).toEqual(['basic_info_missing']);
  });
});

describe('a PROFILE_UPDATE_REQUIRED refusal', () => {
  it('names its reasons with their labels, and a client reads them back', () => {
    const errors = profileUpdateErrors(['basic_info_missing', 'email_needs_update']);
    expect(errors).toEqual({
      basic_info_missing: ['Tài khoản còn thiếu họ tên hoặc số điện thoại.'],
      email_needs_update: ['Tài khoản chưa có email cá nhân (hoặc đang dùng email tạm của salon).'],
    });
    expect(profileUpdateReasonsOf({ ...errors, phone: ['x'] })).toEqual([
      'basic_info_missing',
      'email_needs_update',
    ]);
  });
  it("reads the spec's five reasons, the customer_ pair alike to the user pair", () => {
    expect(
      profileUpdateReasonsOf({
        customer_email_needs_update: [],
        customer_basic_info_missing: [],
        email_needs_update: [],
      }),
    ).toHaveLength(3);
    expect(
      profileUpdateReasonLabels([
        'customer_email_needs_update',
        'email_needs_update',
        'customer_basic_info_missing',
      ]),
    ).toEqual([
      'Tài khoản chưa có email cá nhân (hoặc đang dùng email tạm của salon).',
      'Tài khoản còn thiếu họ tên hoặc số điện thoại.',
    ]);
  });
});

describe('profileUpdateSchema', () => {
  const valid = { name: 'Lan', phone: '0912 345 678', email: 'Lan@Example.com' };
  const errors = (input: unknown, options = {}) => {
    const result = profileUpdateSchema(options).safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts the profile rules and tidies the values', () => {
    const parsed = profileUpdateSchema().parse({ ...valid, phone: '+84 912 345 678' });
    expect(parsed).toMatchObject({ phone: '0912345678', email: 'lan@example.com', gender: null });
  });
  it('refuses a bad name, phone, e-mail and a future birth date', () => {
    expect(errors({ ...valid, name: 'A' })).toEqual([M.nameMin]);
    expect(errors({ ...valid, name: 'A'.repeat(101) })).toEqual([M.nameMax]);
    expect(errors({ ...valid, phone: '12345' })).toEqual([M.phoneInvalid]);
    expect(errors({ ...valid, phone: '091234567890' })).toEqual([M.phoneInvalid]);
    expect(errors({ ...valid, email: 'khong-phai-email' })).toEqual([M.emailInvalid]);
    expect(errors({ ...valid, email: `${'a'.repeat(96)}@x.vn` })).toEqual([M.emailMax]);
    expect(errors({ ...valid, date_of_birth: '2999-01-01' })).toEqual([M.birthDateFuture]);
    expect(errors({ ...valid, gender: 'robot' })).toEqual([M.genderInvalid]);
  });
  it('requires gender and birth date in forced mode, and a personal e-mail', () => {
    expect(errors(valid, { forced: true })).toEqual([M.genderRequired, M.birthDateRequired]);
    expect(
      errors(
        { ...valid, email: 'a@salontocviet.vn', gender: 'female', date_of_birth: '1990-02-03' },
        { forced: true, companyEmail: 'lienhe@salontocviet.vn' },
      ),
    ).toEqual([M.emailTemporary]);
  });
});

describe('customer products', () => {
  it('ends after the product usage length or the default', () => {
    expect(usageEndDate('2026-01-30', 30)).toBe('2026-03-01');
    expect(CUSTOMER_PRODUCT_RULES.defaultUsageDays).toBe(90);
    expect(usageEndDate('2026-01-01', null)).toBe('2026-04-01');
    expect(usageEndDate('2026-01-01', 0)).toBe('2026-04-01');
  });
  it('tells progress, near expiry, expiry and finished', () => {
    const row = {
      purchase_date: '2026-01-01',
      usage_end_date: '2026-01-11',
      stored_status: 'active' as const,
    };
    expect(customerProductState(row, '2026-01-06')).toEqual({
      status: 'active',
      progress_percentage: 50,
      days_left: 5,
      is_near_expiry: true,
    });
    expect(
      customerProductState({ ...row, usage_end_date: '2026-02-01' }, '2026-01-02').is_near_expiry,
    ).toBe(false);
    expect(customerProductState(row, '2026-01-12')).toMatchObject({
      status: 'expired',
      progress_percentage: 100,
    });
    expect(customerProductState(row, '2026-01-11')).toMatchObject({
      status: 'active',
      days_left: 0,
    });
    expect(customerProductState({ ...row, stored_status: 'finished' }, '2026-01-03').status).toBe(
      'finished',
    );
  });
  it('offers "used up" only while the product is in use, not once its period has ended', () => {
    const row = {
      purchase_date: '2026-01-01',
      usage_end_date: '2026-01-11',
      stored_status: 'active' as const,
    };
    expect(canMarkFinished(customerProductState(row, '2026-01-11'))).toBe(true);
    expect(canMarkFinished(customerProductState(row, '2026-01-12'))).toBe(false);
    expect(
      canMarkFinished(customerProductState({ ...row, stored_status: 'finished' }, '2026-01-05')),
    ).toBe(false);
  });
  it('checks an avatar before upload', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(M.avatarNotImage);
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe(M.avatarTooLarge);
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
  });
});
