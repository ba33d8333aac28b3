import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordResetNewPassword } from '../password-reset/schemas.js';
import { AUTH_MESSAGES as M } from './messages.js';
import {
  changePasswordSchema,
  customerRegisterSchema,
  newPasswordField,
  staffRegisterSchema,
} from './schemas.js';

/** Every field that sets a password, whoever sets it. */
const PASSWORD_FIELDS: [string, z.ZodType][] = [
  ['customer registration', customerRegisterSchema.shape.password],
  ['staff creation', staffRegisterSchema.shape.password],
  ['password change', changePasswordSchema.shape.new_password],
  ['password reset', passwordResetNewPassword],
];

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('the one password rule', () => {
  it.each([
    ['123456', M.passwordMin8],
    ['Ab1cdef', M.passwordMin8],
    ['12345678', M.passwordComplexity],
    ['matkhau123', M.passwordComplexity],
    ['MATKHAU123', M.passwordComplexity],
    ['MatKhauMoi', M.passwordComplexity],
    [`Aa1${'x'.repeat(126)}`, M.passwordMax],
    ['MatKhau123', null],
    ['Mật Khẩu 2026', null],
  ])('%j gives %j wherever a password is set', (password, message) => {
    expect(firstMessage(newPasswordField(), password)).toBe(message);
    for (const [where, field] of PASSWORD_FIELDS) {
      expect(firstMessage(field, password), where).toBe(message);
    }
  });

  it('says the field is missing in its own words', () => {
    expect(firstMessage(staffRegisterSchema.shape.password, ' ')).toBe(M.passwordRequired);
    expect(firstMessage(changePasswordSchema.shape.new_password, '')).toBe(M.newPasswordRequired);
  });
});
