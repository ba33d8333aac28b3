import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime (storefront §9)', () => {
  it('says "Vừa xong" under a minute, and for a time slightly ahead', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Vừa xong');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Vừa xong');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Vừa xong');
  });

  it('counts minutes, then hours, then days', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 phút trước');
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe('59 phút trước');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 giờ trước');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23 giờ trước');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 ngày trước');
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe('6 ngày trước');
  });

  it('gives the vi-VN date (salon time) from a week on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('14/11/2026');
    // 20:30 UTC on 1 Nov is already 2 Nov in Hồ Chí Minh City.
    expect(formatRelativeTime('2026-11-01T20:30:00.000Z', now)).toBe('02/11/2026');
  });

  it('accepts a Date and gives nothing for a bad value', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 5 * MIN), now)).toBe('5 phút trước');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
