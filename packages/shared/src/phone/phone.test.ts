import { describe, expect, it } from 'vitest';
import { toE164Phone } from './e164.js';
import {
  formatPhone,
  MOBILE_PHONE_PATTERN,
  PHONE_10_11_PATTERN,
  toNationalPhone,
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
    ['02838234567', false, true],
    ['912345678', false, false],
    ['1912345678', false, true],
    ['091234567', false, false],
    ['091234567890', false, false],
    ['09123456a8', false, false],
  ])('%j: mobile %s, 10-11 digits %s', (value, mobile, tenToEleven) => {
    expect(MOBILE_PHONE_PATTERN.test(value)).toBe(mobile);
    expect(PHONE_10_11_PATTERN.test(value)).toBe(tenToEleven);
  });
});
