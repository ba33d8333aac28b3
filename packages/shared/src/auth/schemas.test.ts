import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_MESSAGES as M } from './messages.js';
import {
  adminLoginSchema,
  classifyIdentifier,
  customerLoginSchema,
  customerRegisterSchema,
  isEmailLike,
  LIMITS,
  staffRegisterSchema,
} from './schemas.js';
import { salonToday } from '../time/salon-time.js';

/** Every message per field of a failed parse; `{}` when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  return errors;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

const register = {
  name: 'Trần Thị Mai',
  phone: '0912345678',
  email: 'mai@example.com',
  password: 'MatKhau123',
  password_confirmation: 'MatKhau123',
  terms_accepted: true,
};

const staff = {
  name: 'Lê Văn Hùng',
  email: 'hung@salon.vn',
  password: 'MatKhau123',
  password_confirmation: 'MatKhau123',
  role: 'staff',
  branch_id: 1,
};

const tooLongEmail = `${'a'.repeat(96)}@b.vn`; // 101 characters

describe('customerRegisterSchema', () => {
  it('accepts a valid registration', () => {
    expect(errorsOf(customerRegisterSchema, register)).toEqual({});
  });

  it.each([
    ['name', { name: undefined }, M.nameRequired],
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: '    ' }, M.nameRequired],
    ['name', { name: 42 }, M.nameRequired],
    ['name', { name: null }, M.nameRequired],
    ['name', { name: 'A' }, M.nameMin],
    ['name', { name: ' A ' }, M.nameMin],
    ['name', { name: 'x'.repeat(101) }, M.nameMax],
    ['phone', { phone: undefined }, M.phoneRequired],
    ['phone', { phone: ' ' }, M.phoneRequired],
    ['phone', { phone: 912345678 }, M.phoneRequired],
    ['phone', { phone: '12345' }, M.registerPhoneInvalid],
    ['phone', { phone: '02838234567' }, M.registerPhoneInvalid],
    ['phone', { phone: '0912 345 67' }, M.registerPhoneInvalid],
    ['phone', { phone: 'abcdefghij' }, M.registerPhoneInvalid],
    ['email', { email: undefined }, M.emailRequired],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: ['mai@example.com'] }, M.emailRequired],
    ['email', { email: 'khong-phai-email' }, M.emailInvalid],
    ['email', { email: 'mai@example' }, M.emailInvalid],
    ['email', { email: 'mai @example.com' }, M.emailInvalid],
    ['email', { email: 'mai@example.c' }, M.emailInvalid],
    ['email', { email: tooLongEmail }, M.emailMax],
    ['password', { password: undefined }, M.passwordRequired],
    ['password', { password: '' }, M.passwordRequired],
    ['password', { password: 12345678 }, M.passwordRequired],
    ['password', { password: 'Ab1', password_confirmation: 'Ab1' }, M.passwordMin8],
    ['password', { password: 'Abcdefg', password_confirmation: 'Abcdefg' }, M.passwordMin8],
    [
      'password',
      { password: 'matkhau123', password_confirmation: 'matkhau123' },
      M.passwordComplexity,
    ],
    [
      'password',
      { password: 'MATKHAU123', password_confirmation: 'MATKHAU123' },
      M.passwordComplexity,
    ],
    [
      'password',
      { password: 'MatKhauABC', password_confirmation: 'MatKhauABC' },
      M.passwordComplexity,
    ],
    ['password', { password: `Aa1${'x'.repeat(126)}` }, M.passwordMax],
    ['password_confirmation', { password_confirmation: undefined }, M.confirmationRequired],
    ['password_confirmation', { password_confirmation: '' }, M.confirmationRequired],
    ['password_confirmation', { password_confirmation: 'Khac12345' }, M.confirmationMismatch],
    ['terms_accepted', { terms_accepted: undefined }, M.termsRequired],
    ['terms_accepted', { terms_accepted: false }, M.termsRequired],
    ['terms_accepted', { terms_accepted: 'true' }, M.termsRequired],
    ['gender', { gender: 'x' }, M.genderInvalid],
    ['gender', { gender: 'Nam' }, M.genderInvalid],
    ['date_of_birth', { date_of_birth: '2020-02-30' }, M.birthDateInvalid],
    ['date_of_birth', { date_of_birth: '12/04/1995' }, M.birthDateInvalid],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, M.birthDateFuture],
    ['date_of_birth', { date_of_birth: 19950412 }, M.birthDateInvalid],
  ])('%s: %j gives %j', (field, override, message) => {
    expect(errorsOf(customerRegisterSchema, { ...register, ...override })[field]).toContain(
      message,
    );
  });

  it('gives every missing field its own message at once', () => {
    expect(errorsOf(customerRegisterSchema, {})).toEqual({
      name: [M.nameRequired],
      phone: [M.phoneRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
      password_confirmation: [M.confirmationRequired],
      terms_accepted: [M.termsRequired],
    });
  });

  it('gives both the length and the complexity message for a short simple password', () => {
    expect(
      errorsOf(customerRegisterSchema, {
        ...register,
        password: 'abc',
        password_confirmation: 'abc',
      }).password,
    ).toEqual([M.passwordMin8, M.passwordComplexity]);
  });

  it('accepts the limits exactly: name 100, email 100, password 128 characters', () => {
    const password = `Aa1${'x'.repeat(LIMITS.passwordMax - 3)}`;
    const email = `${'a'.repeat(LIMITS.emailMax - 7)}@ab.com`;
    expect(email).toHaveLength(100);
    expect(
      errorsOf(customerRegisterSchema, {
        ...register,
        name: 'x'.repeat(LIMITS.nameMax),
        email,
        password,
        password_confirmation: password,
      }),
    ).toEqual({});
  });

  it.each([
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['84912345678', '0912345678'],
  ])('normalises the phone %j to %j', (phone, national) => {
    expect(parsed(customerRegisterSchema, { ...register, phone }).phone).toBe(national);
  });

  it('lower-cases and trims the e-mail and trims the name', () => {
    const data = parsed(customerRegisterSchema, {
      ...register,
      name: '  Trần Thị Mai ',
      email: '  Mai.Tran@Example.COM ',
    });
    expect(data.email).toBe('mai.tran@example.com');
    expect(data.name).toBe('Trần Thị Mai');
  });

  it('makes a missing or blank birth date null and keeps a real one', () => {
    expect(parsed(customerRegisterSchema, register).date_of_birth).toBeNull();
    expect(parsed(customerRegisterSchema, { ...register, date_of_birth: '' }).date_of_birth).toBe(
      null,
    );
    expect(
      parsed(customerRegisterSchema, { ...register, date_of_birth: null }).date_of_birth,
    ).toBeNull();
    expect(
      parsed(customerRegisterSchema, { ...register, date_of_birth: ' 1995-04-12 ' }).date_of_birth,
    ).toBe('1995-04-12');
    expect(
      parsed(customerRegisterSchema, { ...register, date_of_birth: salonToday() }).date_of_birth,
    ).toBe(salonToday());
  });

  it.each(['male', 'female', 'other', null, undefined])('accepts the gender %j', (gender) => {
    expect(errorsOf(customerRegisterSchema, { ...register, gender })).toEqual({});
  });
});

describe('customerLoginSchema', () => {
  it.each([
    ['0912345678'],
    ['0912 345 678'],
    ['0912.345.678'],
    ['+84 912 345 678'],
    ['84912345678'],
    ['mai@example.com'],
    ['  Mai@Example.com  '],
  ])('accepts the identifier %j', (identifier) => {
    expect(errorsOf(customerLoginSchema, { identifier, password: 'x' })).toEqual({});
  });

  it.each([
    ['identifier', { identifier: undefined }, M.identifierRequired],
    ['identifier', { identifier: '' }, M.identifierRequired],
    ['identifier', { identifier: '   ' }, M.identifierRequired],
    ['identifier', { identifier: 912345678 }, M.identifierRequired],
    ['identifier', { identifier: { $ne: '' } }, M.identifierRequired],
    ['identifier', { identifier: 'mai' }, M.identifierInvalid],
    ['identifier', { identifier: '12345' }, M.identifierInvalid],
    ['identifier', { identifier: '02838234567' }, M.identifierInvalid],
    ['identifier', { identifier: "' OR 1=1 --" }, M.identifierInvalid],
    ['identifier', { identifier: `${'a'.repeat(101)}@b.vn` }, M.identifierInvalid],
    ['password', { password: undefined }, M.passwordRequired],
    ['password', { password: '' }, M.passwordRequired],
    ['password', { password: ['x'] }, M.passwordRequired],
    ['password', { password: 'x'.repeat(129) }, M.passwordMax],
    ['remember', { remember: 'yes' }, 'Giá trị ghi nhớ không hợp lệ!'],
    ['remember', { remember: 1 }, 'Giá trị ghi nhớ không hợp lệ!'],
  ])('%s: %j gives %j', (field, override, message) => {
    expect(
      errorsOf(customerLoginSchema, { identifier: '0912345678', password: 'x', ...override })[
        field
      ],
    ).toContain(message);
  });

  it('accepts any non-empty password up to 128 characters (no complexity rule at login)', () => {
    for (const password of ['a', '123456', 'x'.repeat(128)]) {
      expect(errorsOf(customerLoginSchema, { identifier: 'mai@example.com', password })).toEqual(
        {},
      );
    }
  });
});

describe('classifyIdentifier and isEmailLike', () => {
  it.each([
    ['mai@example.com', { kind: 'email', value: 'mai@example.com' }],
    ['  Mai@Example.COM ', { kind: 'email', value: 'mai@example.com' }],
    ['0912 345 678', { kind: 'phone', value: '0912345678' }],
    ['+84 912 345 678', { kind: 'phone', value: '0912345678' }],
    ['84912345678', { kind: 'phone', value: '0912345678' }],
  ])('%j -> %j', (identifier, expected) => {
    expect(classifyIdentifier(identifier)).toEqual(expected);
  });

  it.each([
    ['a@b.vn', true],
    ['a.b+c@mail.example.com', true],
    ['a@b', false],
    ['a@b.c', false],
    ['a b@c.vn', false],
    ['@b.vn', false],
    ['a@@b.vn', false],
    ['0912345678', false],
  ])('isEmailLike(%j) is %s', (value, expected) => {
    expect(isEmailLike(value)).toBe(expected);
  });
});

describe('adminLoginSchema', () => {
  it('accepts an e-mail and any password, lower-casing the e-mail', () => {
    expect(parsed(adminLoginSchema, { email: ' Admin@Salon.VN ', password: 'x' })).toEqual({
      email: 'admin@salon.vn',
      password: 'x',
    });
  });

  it.each([
    ['email', { email: undefined }, M.emailRequired],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 42 }, M.emailRequired],
    ['email', { email: '0912345678' }, M.emailInvalid],
    ['email', { email: "admin@x.vn' OR '1'='1" }, M.emailInvalid],
    ['email', { email: tooLongEmail }, M.emailMax],
    ['password', { password: undefined }, M.passwordRequired],
    ['password', { password: ' ' }, M.passwordRequired],
    ['password', { password: 'x'.repeat(129) }, M.passwordMax],
  ])('%s: %j gives %j', (field, override, message) => {
    expect(
      errorsOf(adminLoginSchema, { email: 'admin@salon.vn', password: 'x', ...override })[field],
    ).toContain(message);
  });
});

describe('staffRegisterSchema', () => {
  it('accepts a valid staff member of every back-office role', () => {
    for (const role of ['staff', 'manager', 'admin']) {
      expect(errorsOf(staffRegisterSchema, { ...staff, role })).toEqual({});
    }
  });

  it.each([
    ['name', { name: undefined }, M.staffNameRequired],
    ['name', { name: '  ' }, M.staffNameRequired],
    ['name', { name: 7 }, M.staffNameRequired],
    ['name', { name: 'H' }, M.staffNameMin],
    ['name', { name: 'x'.repeat(101) }, M.nameMax],
    ['email', { email: undefined }, M.emailRequired],
    ['email', { email: 'hung' }, M.emailInvalid],
    ['email', { email: tooLongEmail }, M.emailMax],
    ['password', { password: undefined }, M.passwordRequired],
    ['password', { password: '123456', password_confirmation: '123456' }, M.passwordMin8],
    [
      'password',
      { password: 'matkhau123', password_confirmation: 'matkhau123' },
      M.passwordComplexity,
    ],
    ['password', { password: 'x'.repeat(129) }, M.passwordMax],
    ['password_confirmation', { password_confirmation: undefined }, M.confirmationRequired],
    ['password_confirmation', { password_confirmation: 'MatKhau124' }, M.confirmationMismatch],
    ['phone', { phone: '123' }, M.phoneInvalid],
    ['phone', { phone: '0903 123 45' }, M.phoneInvalid],
    ['phone', { phone: '090312345678' }, M.phoneInvalid],
    ['phone', { phone: 'số máy' }, M.phoneInvalid],
    ['phone', { phone: 903123456 }, M.phoneInvalid],
    ['role', { role: undefined }, M.roleRequired],
    ['role', { role: 'customer' }, M.roleRequired],
    ['role', { role: 'owner' }, M.roleRequired],
    ['role', { role: '' }, M.roleRequired],
    ['branch_id', { branch_id: undefined }, M.branchRequired],
    ['branch_id', { branch_id: null }, M.branchRequired],
    ['branch_id', { branch_id: '1' }, M.branchRequired],
    ['branch_id', { branch_id: 1.5 }, M.branchRequired],
    ['branch_id', { branch_id: 0 }, M.branchRequired],
    ['branch_id', { branch_id: -3 }, M.branchRequired],
    ['gender', { gender: 'nam' }, M.genderInvalid],
    ['date_of_birth', { date_of_birth: '1990-13-01' }, M.birthDateInvalid],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, M.birthDateFuture],
  ])('%s: %j gives %j', (field, override, message) => {
    expect(errorsOf(staffRegisterSchema, { ...staff, ...override })[field]).toContain(message);
  });

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['0903 123 456', '0903123456'],
    ['0903.123.456', '0903123456'],
    ['+84 903 123 456', '0903123456'],
    ['84903123456', '0903123456'],
    ['028 3823 4567', '02838234567'],
  ])('normalises the phone %j to %j', (phone, expected) => {
    expect(parsed(staffRegisterSchema, { ...staff, phone }).phone).toBe(expected);
  });

  it('lower-cases the e-mail and keeps role and branch', () => {
    const data = parsed(staffRegisterSchema, { ...staff, email: 'Hung@Salon.VN', role: 'manager' });
    expect(data).toMatchObject({ email: 'hung@salon.vn', role: 'manager', branch_id: 1 });
  });
});
