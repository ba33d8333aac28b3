import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET_RULES } from '@salon/shared';

/** A uniformly random code of six digits (leading zeros kept), from the system's CSPRNG. */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** PASSWORD_RESET_RULES.codeLength)).padStart(
    PASSWORD_RESET_RULES.codeLength,
    '0',
  );
}

/**
 * What the table keeps of a code: a keyed hash bound to its user, so a copy of the table
 * without the server's secret does not give the million candidates away.
 */
export function hashResetCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`reset-code:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The one-use token handed out after the right code: 256 random bits. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`reset-token:${token}`).digest('hex');
}
