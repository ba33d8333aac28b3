import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR } from '@salon/shared';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of `ms` (30-second steps since the Unix epoch). */
export function totpStep(ms: number = Date.now()): number {
  return Math.floor(ms / 1000 / TWO_FACTOR.stepSeconds);
}

/** The code of one time step (RFC 4226 HOTP with HMAC-SHA-1, 6 digits). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TWO_FACTOR.digits).padStart(TWO_FACTOR.digits, '0');
}

/**
 * The step whose code `code` is, within one step either side of now and after `lastStep`
 * (a code already used, or an older one, is refused); null when none matches.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now: number = Date.now(),
): number | null {
  const current = totpStep(now);
  const given = Buffer.from(code);
  for (let step = current - TWO_FACTOR.window; step <= current + TWO_FACTOR.window; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// address authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TWO_FACTOR.digits),
    period: String(TWO_FACTOR.stepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
