import { describe, expect, it } from 'vitest';
import {
  buildVietQrPayload,
  crc16Ccitt,
  transferContentFor,
  transferMentionsOrder,
  type VietQrInput,
} from './vietqr.js';

describe('crc16Ccitt (CRC-16/CCITT-FALSE)', () => {
  it.each([
    // The standard check value of the algorithm.
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('crc of %j is %s', (text, crc) => {
    expect(crc16Ccitt(text)).toBe(crc);
  });
});

/**
 * Published payloads, each with the CRC its source printed: the builder must reproduce every
 * byte, the checksum included.
 */
const PUBLISHED: { source: string; input: VietQrInput; payload: string }[] = [
  {
    // Napas "QR Format T&C v1.5.2" example (static QR, transfer to an account), as used in the
    // tests of github.com/takashato/laravel-vietqr ("can create static IBFT to account").
    source: 'Napas v1.5.2 static QR to account',
    input: { bankBin: '970403', accountNumber: '0011012345678' },
    payload:
      '00020101021138570010A00000072701270006970403011300110123456780208QRIBFTTA53037045802VN63049E6F',
  },
  {
    // README of github.com/subiz/vietqr: 120 000 ₫ to account 0011001932418 at BIN 970415, with
    // the content "ung ho lu lut" (the library folds the Vietnamese marks first).
    source: 'subiz/vietqr README, dynamic QR with amount and content',
    input: {
      bankBin: '970415',
      accountNumber: '0011001932418',
      amount: 120_000,
      content: 'ung ho lu lut',
    },
    payload:
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
  },
];

describe('buildVietQrPayload', () => {
  it.each(PUBLISHED)('reproduces $source', ({ input, payload }) => {
    expect(buildVietQrPayload(input)).toBe(payload);
  });

  it.each(PUBLISHED)(
    'the CRC of $source covers everything up to and with "6304"',
    ({ payload }) => {
      expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    },
  );

  it.each([
    [{ amount: null }, '010211', false],
    [{ amount: 0 }, '010211', false],
    [{ amount: 250_000 }, '010212', true],
  ])('amount %j: point of initiation %s, amount field %s', (extra, initiation, hasAmount) => {
    const payload = buildVietQrPayload({
      bankBin: '970436',
      accountNumber: '1023456789',
      ...extra,
    });
    expect(payload.slice(6, 12)).toBe(initiation);
    expect(payload.includes('5406250000')).toBe(hasAmount);
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('puts an order code in the purpose field (62 / 08)', () => {
    const payload = buildVietQrPayload({
      bankBin: '970436',
      accountNumber: '1023456789',
      amount: 1_234_000,
      content: 'DH2611217K3QX9',
    });
    expect(payload).toContain('540712340005802VN62180814DH2611217K3QX96304');
  });
});

describe('transferContentFor', () => {
  it.each([
    ['DH-261121-7K3QX9', 'DH2611217K3QX9'],
    ['dh-261121-7k3qx9', 'DH2611217K3QX9'],
  ])('%s → %s', (number, content) => {
    expect(transferContentFor(number)).toBe(content);
  });
});

describe('transferMentionsOrder', () => {
  const order = 'DH-261121-7K3QX9';
  it.each([
    ['the exact content', 'DH2611217K3QX9', true],
    ['lower case', 'dh2611217k3qx9', true],
    ['with the dashes kept', 'DH-261121-7K3QX9', true],
    [
      'inside a bank statement line',
      'MBVCB.1234.NGUYEN VAN A chuyen tien DH2611217K3QX9 FT2632',
      true,
    ],
    ['split by spaces', 'DH 261121 7K3QX9', true],
    ['another order', 'DH2611217K3QX8', false],
    ['a shorter code', 'DH261121', false],
    ['nothing', '', false],
  ])('%s: %j → %s', (_label, content, expected) => {
    expect(transferMentionsOrder(content, order)).toBe(expected);
  });
});
