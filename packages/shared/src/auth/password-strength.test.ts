import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.js';

describe('passwordStrength', () => {
  it.each([
    // password, score, level, label
    ['', 0, 'weak', 'Yếu'],
    ['!!!', 0, 'weak', 'Yếu'],
    ['abc', 25, 'weak', 'Yếu'],
    ['ABC', 25, 'weak', 'Yếu'],
    ['123', 25, 'weak', 'Yếu'],
    ['!@#$%^&*', 25, 'weak', 'Yếu'],
    ['abcdefgh', 50, 'medium', 'Trung bình'],
    ['12345678', 50, 'medium', 'Trung bình'],
    ['aB', 50, 'medium', 'Trung bình'],
    ['a1', 50, 'medium', 'Trung bình'],
    ['aB1', 75, 'good', 'Khá'],
    ['Abcdefgh', 75, 'good', 'Khá'],
    ['abcdefg1', 75, 'good', 'Khá'],
    ['ABCDEFG1', 75, 'good', 'Khá'],
    ['Abcdefg1', 100, 'strong', 'Mạnh'],
    ['MatKhau123', 100, 'strong', 'Mạnh'],
  ])('%j scores %i (%s, %s)', (password, score, level, label) => {
    expect(passwordStrength(password)).toEqual({ score, level, label });
  });

  it('needs 8 characters for the length points: 7 is not enough', () => {
    expect(passwordStrength('Abcde1x').score).toBe(75);
    expect(passwordStrength('Abcde1xy').score).toBe(100);
  });

  it('only ever gives 0, 25, 50, 75 or 100', () => {
    for (const password of ['', 'x', 'X', '9', 'xX', 'xX9', 'xxxxxxxx', 'Xx9xxxxx', 'ĐẶC BIỆT']) {
      expect([0, 25, 50, 75, 100]).toContain(passwordStrength(password).score);
    }
  });
});
