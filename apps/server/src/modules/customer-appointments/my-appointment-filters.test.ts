import { describe, expect, it } from 'vitest';
import { monthOf, salonNow, toListFilter, weekOf } from './my-appointment-filters.js';

describe('my appointment filters', () => {
  it('reads now in the salon’s time zone (UTC+7)', () => {
    expect(salonNow(new Date('2026-11-21T17:30:00Z'))).toEqual({
      date: '2026-11-22',
      time: '00:30',
    });
    expect(salonNow(new Date('2026-11-21T02:05:00Z'))).toEqual({
      date: '2026-11-21',
      time: '09:05',
    });
  });

  it('takes a week from Monday to Sunday', () => {
    expect(weekOf('2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf('2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('takes a month from its first to its last day', () => {
    expect(monthOf('2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('maps "scheduled" to pending and confirmed', () => {
    const now = { date: '2026-11-21', time: '10:00' };
    expect(toListFilter({ status: 'scheduled' }, now)).toEqual({
      filter: { statuses: ['pending', 'confirmed'] },
      order: 'all',
    });
    expect(toListFilter({ status: 'no_show', time_filter: 'past' }, now)).toEqual({
      filter: { statuses: ['no_show'], upcoming: false },
      order: 'past',
    });
  });
});
