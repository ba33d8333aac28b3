import { describe, expect, it } from 'vitest';
import { formatViNumber } from './vi-number.js';

describe('formatViNumber', () => {
  it('writes what Intl vi-VN writes, by default and with one decimal', () => {
    const whole = new Intl.NumberFormat('vi-VN');
    const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
    const values = [
      0,
      -0,
      5,
      12,
      999,
      1000,
      15_000,
      150_000,
      1_250_000,
      99_999_999,
      1_000_000_000,
      -1,
      -15_000,
      4.5,
      4.25,
      4.35,
      4.05,
      4.95,
      0.05,
      3.14159,
      2.999,
      -2.5,
      -0.04,
      1234.56,
      0.1 + 0.2,
    ];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 1e9) / 10 ** (i % 5));
    for (const value of values) {
      expect(formatViNumber(value), String(value)).toBe(whole.format(value));
      expect(formatViNumber(value, 1), String(value)).toBe(oneDecimal.format(value));
    }
  });

  it('reads as examples', () => {
    expect(formatViNumber(1_250_000)).toBe('1.250.000');
    expect(formatViNumber(4.5, 1)).toBe('4,5');
    expect(formatViNumber(4, 1)).toBe('4');
  });
});
