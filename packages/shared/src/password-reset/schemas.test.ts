import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES as M } from './messages.js';
import {
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
} from './schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('password reset schemas', () => {
  it('takes an e-mail or a 10-digit phone from 0 as the identifier', () => {
    expect(passwordResetRequestSchema.safeParse({ identifier: 'An@Example.com' }).success).toBe(
      true,
    );
    expect(passwordResetRequestSchema.safeParse({ identifier: '0912 345 678' }).success).toBe(true);
    expect(passwordResetRequestSchema.safeParse({ identifier: '+84912345678' }).success).toBe(true);
    expect(firstMessage(passwordResetRequestSchema.safeParse({ identifier: ' ' }))).toBe(
      M.identifierRequired,
    );
    expect(firstMessage(passwordResetRequestSchema.safeParse({}))).toBe(M.identifierRequired);
    expect(firstMessage(passwordResetRequestSchema.safeParse({ identifier: '12345' }))).toBe(
      M.identifierInvalid,
    );
  });

  it('wants exactly six digits as the code', () => {
    const verify = (code: unknown) =>
      firstMessage(passwordResetVerifySchema.safeParse({ identifier: 'a@example.com', code }));
    expect(verify('123456')).toBeNull();
    expect(verify('')).toBe(M.codeRequired);
    expect(verify('12345')).toBe(M.codeInvalidFormat);
    expect(verify('12345a')).toBe(M.codeInvalidFormat);
    expect(verify(123456)).toBe(M.codeRequired);
  });

  it('applies the register password rules and the confirmation', () => {
    const complete = (password: string, password_confirmation = password) =>
      firstMessage(
        passwordResetCompleteSchema.safeParse({
          reset_token: 't',
          password,
          password_confirmation,
        }),
      );
    expect(complete('MatKhau123')).toBeNull();
    expect(complete('')).toBe(M.newPasswordRequired);
    expect(complete('Ab1')).toBe(M.passwordMin8);
    expect(complete('matkhau123')).toBe(M.passwordComplexity);
    expect(complete('MatKhau123', 'MatKhau124')).toBe(M.confirmationMismatch);
    expect(complete('MatKhau123', '')).toBe(M.confirmationRequired);
  });

  it('says where the code went', () => {
    expect(M.codeSent('email')).toBe('Mã xác thực đã được gửi đến email của bạn!');
    expect(M.codeSent('sms')).toBe('Mã xác thực đã được gửi đến số điện thoại của bạn!');
  });
});
