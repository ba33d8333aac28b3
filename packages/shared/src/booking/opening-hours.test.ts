import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_TIMES, minutesOf, WORKING_SLOT_TIMES } from './constants.js';
import {
  DEFAULT_OPENING_PERIODS,
  endsByClosing,
  formatOpeningPeriods,
  openingPeriods,
  periodAt,
  schemaOrgOpeningHours,
  shortTime,
  spanOfPeriods,
} from './opening-hours.js';
import { computeTimeSlots } from './slot-engine.js';

const range = (first: string, last: string) =>
  WORKING_SLOT_TIMES.filter((time) => time >= first && time <= last);

describe('openingPeriods', () => {
  it('closes 30 minutes after the last start: the default hours are 8:00 to 21:00', () => {
    expect(DEFAULT_OPENING_PERIODS).toEqual([{ open: '08:00', close: '21:00' }]);
    expect(formatOpeningPeriods(DEFAULT_OPENING_PERIODS)).toBe('8:00 – 21:00');
  });

  it('splits the day at a closed time, in order, whatever the order given', () => {
    const lunch = range('08:00', '20:30').filter((time) => time !== '12:00' && time !== '12:30');
    expect(openingPeriods([...lunch].reverse())).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '21:00' },
    ]);
    expect(formatOpeningPeriods(openingPeriods(lunch))).toBe('8:00 – 12:00, 13:00 – 21:00');
  });

  it('a late opening, a single start, duplicates, and a closed day', () => {
    expect(openingPeriods(range('09:00', '19:30'))).toEqual([{ open: '09:00', close: '20:00' }]);
    expect(openingPeriods(['10:00', '10:00'])).toEqual([{ open: '10:00', close: '10:30' }]);
    expect(openingPeriods(['23:00', '23:30'])).toEqual([{ open: '23:00', close: '24:00' }]);
    expect(openingPeriods([])).toEqual([]);
    expect(formatOpeningPeriods([])).toBe('Nghỉ');
  });

  it('finds the period of a time and whether an appointment ends by its closing', () => {
    const periods = openingPeriods(['08:00', '08:30', '09:30']);
    expect(periodAt(periods, '08:30')).toEqual({ open: '08:00', close: '09:00' });
    expect(periodAt(periods, '09:00')).toBeNull();
    expect(endsByClosing(periods, '08:00', 60)).toBe(true);
    expect(endsByClosing(periods, '08:30', 31)).toBe(false);
    expect(endsByClosing(periods, '09:30', 30)).toBe(true);
    expect(endsByClosing(periods, '09:00', 15)).toBe(false);
  });
});

describe('text and schema.org', () => {
  it('writes hours without a leading zero, and the span of several branches', () => {
    expect(shortTime('08:00')).toBe('8:00');
    expect(shortTime('10:30')).toBe('10:30');
    expect(
      spanOfPeriods([
        openingPeriods(range('09:00', '20:30')),
        openingPeriods(range('08:00', '19:30')),
        [],
      ]),
    ).toEqual([{ open: '08:00', close: '21:00' }]);
    expect(spanOfPeriods([[], []])).toEqual([]);
  });

  it('gives openingHours for every day', () => {
    expect(schemaOrgOpeningHours(DEFAULT_OPENING_PERIODS)).toEqual(['Mo-Su 08:00-21:00']);
    expect(
      schemaOrgOpeningHours([
        { open: '08:00', close: '12:00' },
        { open: '13:00', close: '21:00' },
      ]),
    ).toEqual(['Mo-Su 08:00-12:00', 'Mo-Su 13:00-21:00']);
  });
});

describe('the slot engine keeps to the hours the site shows', () => {
  const NOW = new Date('2026-11-21T03:15:00Z');
  const days: [string, readonly string[]][] = [
    ['default', DEFAULT_WORKING_TIMES],
    ['closing 20:00', range('08:00', '19:30')],
    ['opening 9:00', range('09:00', '20:30')],
    ['lunch break', DEFAULT_WORKING_TIMES.filter((t) => t !== '12:00' && t !== '12:30')],
    ['until 22:00', range('08:00', '21:30')],
  ];

  it.each(days)('%s: no start it offers ends after its period closes', (_label, times) => {
    const periods = openingPeriods(times);
    for (const duration of [15, 30, 45, 60, 75, 90, 120, 150, 180]) {
      const { time_slots } = computeTimeSlots({
        date: '2026-11-22',
        now: NOW,
        branchId: 1,
        bookingAdvanceDays: 30,
        service: {
          id: 1,
          duration_minutes: duration,
          staff_required: 1,
          max_slots_per_time_slot: 3,
        },
        workingTimes: times,
        holidays: [],
        stylists: [1, 2].map((id) => ({
          id,
          name: `Stylist ${id}`,
          avatar_url: null,
          title: null,
          rating: 4.5,
          experience_years: 3,
          specialties: [],
        })),
        appointments: [],
      });
      for (const slot of time_slots) {
        const period = periodAt(periods, slot.time)!;
        const fits = minutesOf(slot.time) + duration <= minutesOf(period.close);
        expect(slot.available, `${duration} min at ${slot.time}`).toBe(fits);
        expect(slot.reason, `${duration} min at ${slot.time}`).toBe(fits ? null : 'closes');
      }
      // The last start of the day is as late as the closing allows.
      const last = time_slots.filter((slot) => slot.available).at(-1);
      const close = minutesOf(periods.at(-1)!.close);
      if (last) expect(close - minutesOf(last.time)).toBeLessThan(duration + 30);
    }
  });
});
