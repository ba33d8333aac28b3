import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_TIMES,
  endTimeOf,
  minutesOf,
  SLOT_MINUTES,
  slotGroupOf,
  slotsCovered,
  timeOf,
  WORKING_SLOT_TIMES,
} from './constants.js';

describe('working slot times', () => {
  it('are every 30 minutes from 08:00 to 21:30 (28 slots)', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(WORKING_SLOT_TIMES).toHaveLength(28);
    expect(WORKING_SLOT_TIMES[0]).toBe('08:00');
    expect(WORKING_SLOT_TIMES[1]).toBe('08:30');
    expect(WORKING_SLOT_TIMES.at(-1)).toBe('21:30');
    for (let i = 1; i < WORKING_SLOT_TIMES.length; i++) {
      expect(minutesOf(WORKING_SLOT_TIMES[i]!) - minutesOf(WORKING_SLOT_TIMES[i - 1]!)).toBe(30);
    }
  });

  it('default to 08:00 to 21:00 opening, so the last start is 20:30', () => {
    expect(DEFAULT_WORKING_TIMES[0]).toBe('08:00');
    expect(DEFAULT_WORKING_TIMES.at(-1)).toBe('20:30');
    expect(DEFAULT_WORKING_TIMES).toHaveLength(26);
    expect(DEFAULT_WORKING_TIMES).not.toContain('21:00');
  });
});

describe('minutesOf / timeOf', () => {
  it.each([
    ['00:00', 0],
    ['08:00', 480],
    ['09:30', 570],
    ['12:05', 725],
    ['23:59', 1439],
  ])('%s is %i minutes', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
    expect(timeOf(minutes)).toBe(time);
  });

  it('writes times past midnight as 24:00 and beyond (callers check)', () => {
    expect(timeOf(1440)).toBe('24:00');
    expect(timeOf(1470)).toBe('24:30');
  });
});

describe('slotsCovered', () => {
  it.each([
    ['09:00', 30, ['09:00']],
    ['09:00', 45, ['09:00', '09:30']],
    ['09:00', 60, ['09:00', '09:30']],
    ['09:00', 90, ['09:00', '09:30', '10:00']],
    ['09:00', 120, ['09:00', '09:30', '10:00', '10:30']],
    ['09:30', 90, ['09:30', '10:00', '10:30']],
    ['11:30', 90, ['11:30', '12:00', '12:30']],
    ['20:30', 60, ['20:30', '21:00']],
    ['09:00', 1, ['09:00']],
    ['09:00', 31, ['09:00', '09:30']],
    ['09:00', 180, ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']],
  ] as const)('%s for %i min holds %j', (start, duration, slots) => {
    expect(slotsCovered(start, duration)).toEqual(slots);
  });

  it('holds at least the starting slot even for a zero duration', () => {
    expect(slotsCovered('10:00', 0)).toEqual(['10:00']);
  });

  it('runs on past midnight in the written form, so such slots never match working times', () => {
    expect(slotsCovered('23:30', 60)).toEqual(['23:30', '24:00']);
  });
});

describe('endTimeOf', () => {
  it.each([
    ['09:00', 30, '09:30'],
    ['09:00', 45, '09:45'],
    ['09:00', 60, '10:00'],
    ['09:00', 90, '10:30'],
    ['09:00', 120, '11:00'],
    ['11:45', 30, '12:15'],
    ['20:30', 30, '21:00'],
    ['23:30', 60, '24:30'],
  ] as const)('%s plus %i min ends at %s', (start, duration, end) => {
    expect(endTimeOf(start, duration)).toBe(end);
  });
});

describe('slotGroupOf', () => {
  it.each([
    ['08:00', 'morning'],
    ['11:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['12:30', 'afternoon'],
    ['16:30', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
    ['17:30', 'evening'],
    ['21:30', 'evening'],
    ['00:00', 'morning'],
  ] as const)('%s is %s', (time, group) => {
    expect(slotGroupOf(time)).toBe(group);
  });

  it('puts every working slot in exactly the group of its hour', () => {
    const groups = WORKING_SLOT_TIMES.map(slotGroupOf);
    expect(groups.filter((g) => g === 'morning')).toHaveLength(8); // 08:00..11:30
    expect(groups.filter((g) => g === 'afternoon')).toHaveLength(10); // 12:00..16:30
    expect(groups.filter((g) => g === 'evening')).toHaveLength(10); // 17:00..21:30
  });
});
