import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits there; ours keep 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from('any bytes at all, 160 bits!');
    expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
  });

  it('accepts one step either side, not two, and never a step already used', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const shift of [-1, 0, 1]) {
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + shift), null, now)).toBe(
        step + shift,
      );
    }
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), step, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), step, now)).toBeNull();
  });

  it('writes the address authenticator apps read', () => {
    expect(otpauthUri('ABC', 'a@b.vn', 'Salon')).toBe(
      'otpauth://totp/Salon%3Aa%40b.vn?secret=ABC&issuer=Salon&algorithm=SHA1&digits=6&period=30',
    );
  });
});
