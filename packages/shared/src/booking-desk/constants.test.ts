import { describe, expect, it } from 'vitest';
import { isAppointmentCodeSearch, weekDatesOf } from './constants.js';

describe('weekDatesOf', () => {
  it('runs Monday to Sunday around any day, across months and years', () => {
    expect(weekDatesOf('2026-11-21')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekDatesOf('2026-11-22')[0]).toBe('2026-11-16');
    expect(weekDatesOf('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekDatesOf('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('isAppointmentCodeSearch', () => {
  it.each([
    ['LH-261121-7K3QX9', true],
    ['lh-261121-7k3qx9', true],
    ['  LH-261121-7K3QX9 ', true],
    ['LH-261121', true],
    ['LH-261121-7K', true],
    ['LH-2611', false],
    ['LH-261121-7K3QX9A', false],
    ['Nguyễn LH-261121', false],
    ['0912345678', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (search, expected) => {
    expect(isAppointmentCodeSearch(search)).toBe(expected);
  });
});
