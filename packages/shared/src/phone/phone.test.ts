import { describe, expect, it } from 'vitest';
import { toE164Phone } from './e164.js';
import {
  formatPhone,
  isMobilePhone,
  isVietnamesePhone,
  MOBILE_PHONE_PATTERN,
  toNationalPhone,
  VIETNAMESE_PHONE_PATTERN,
} from './phone.js';

describe('toNationalPhone', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['(0912) 345 678', '0912345678'],
    ['  0912345678  ', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['84912345678', '0912345678'],
    ['84 912.345.678', '0912345678'],
    ['+84 28 3823 4567', '02838234567'],
  ])('%j -> %j', (raw, national) => {
    expect(toNationalPhone(raw)).toBe(national);
  });

  it.each([
    ['12345', '12345'],
    ['abc', 'abc'],
    ['', ''],
    // Too short after +84 / 84 to be a Vietnamese number: left as typed (without separators).
    ['+84 1234', '+841234'],
    ['841234', '841234'],
  ])('leaves %j that is not a +84/84 number as %j', (raw, expected) => {
    expect(toNationalPhone(raw)).toBe(expected);
  });
});

describe('toE164Phone', () => {
  it.each([
    ['0912 345 678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['+84 912 345 678', '+84912345678'],
    ['84912345678', '+84912345678'],
    ['0912345678', '+84912345678'],
    ['0903 123 456', '+84903123456'],
    ['0389 123 456', '+84389123456'],
    ['028 3823 4567', '+842838234567'],
  ])('%j -> %j', (raw, e164) => {
    expect(toE164Phone(raw)).toBe(e164);
  });

  it.each([
    [''],
    ['abc'],
    ['12345'],
    ['0912 345'],
    ['091234567890123'],
    ['0000000000'],
    ['+1 202 555 0143'],
    ['+44 20 7946 0958'],
    ['+84 0912 345 678'],
    ['840912345678'],
    ['09x12345678'],
  ])('gives null for %j', (raw) => {
    expect(toE164Phone(raw)).toBeNull();
  });

  it.each([['not a phone 0912345678'], ['0912345678abc'], ['0912345678; DROP TABLE users']])(
    'gives null for %j: letters around a number do not make it valid',
    (raw) => {
      expect(toE164Phone(raw)).toBeNull();
    },
  );
});

describe('formatPhone', () => {
  it.each([
    ['+84912345678', '0912 345 678'],
    ['0912345678', '0912 345 678'],
    ['84912345678', '0912 345 678'],
    ['0912.345.678', '0912 345 678'],
    ['+842838234567', '028 3823 4567'],
    ['02838234567', '028 3823 4567'],
    ['12345', '12345'],
    ['1900 6868', '19006868'],
  ])('%j -> %j', (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });
});

describe('phone patterns', () => {
  it.each([
    ['0912345678', true, true],
    ['0389123456', true, true],
    ['02838234567', false, true],
    ['02438256789', false, true],
    ['912345678', false, false],
    ['1912345678', false, false],
    ['091234567', false, false],
    ['09123456789', false, false],
    ['091234567890', false, false],
    ['0212345678', false, false],
    ['0412345678', false, false],
    ['01234567890', false, false],
    ['09123456a8', false, false],
  ])('%j: mobile %s, a Vietnamese phone %s', (value, mobile, vietnamese) => {
    expect(MOBILE_PHONE_PATTERN.test(value)).toBe(mobile);
    expect(VIETNAMESE_PHONE_PATTERN.test(value)).toBe(vietnamese);
    expect(isMobilePhone(value)).toBe(mobile);
    expect(isVietnamesePhone(value)).toBe(vietnamese);
  });
});

/** Every 10-, 11- and 12-digit number from 00 to 09 with a spread of endings, as typed. */
function numbersToTry(): string[] {
  const numbers: string[] = [];
  const endings = ['000000000', '123456789', '987654321', '555555555', '246813579', '999999999'];
  for (let prefix = 0; prefix < 100; prefix += 1) {
    const start = `0${String(prefix).padStart(2, '0')}`;
    for (const length of [9, 10, 11, 12]) {
      for (const ending of endings) {
        numbers.push((start + ending + ending).slice(0, length));
      }
    }
  }
  return numbers;
}

describe('one phone rule for the forms and the server', () => {
  it('the forms accept exactly the numbers the server stores (toE164Phone)', () => {
    const disagreements = numbersToTry().filter(
      (number) => isVietnamesePhone(number) !== (toE164Phone(number) !== null),
    );
    expect(disagreements).toEqual([]);
  });

  it('also as people type them: with +84, 84 and separators', () => {
    const typed = numbersToTry().flatMap((n) => [
      `+84 ${n.slice(1, 4)} ${n.slice(4)}`,
      `84${n.slice(1)}`,
      `${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}`,
    ]);
    const disagreements = typed.filter(
      (number) => isVietnamesePhone(number) !== (toE164Phone(number) !== null),
    );
    expect(disagreements).toEqual([]);
  });

  it('an 11-digit mobile is no number; an 11-digit landline is', () => {
    expect(isVietnamesePhone('0912 345 6789')).toBe(false);
    expect(toE164Phone('0912 345 6789')).toBeNull();
    expect(isVietnamesePhone('028 3823 4567')).toBe(true);
    expect(toE164Phone('028 3823 4567')).toBe('+842838234567');
  });
});
