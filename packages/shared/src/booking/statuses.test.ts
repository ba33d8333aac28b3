import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TRANSITIONS,
  appointmentHasStarted,
  appointmentStartsAt,
  canTransition,
  customerCanCancel,
  customerCanRebook,
  customerCanReschedule,
  isLiveStatus,
  staffMayNow,
  type AppointmentAction,
  type AppointmentStatus,
} from './statuses.js';

const HOUR = 3_600_000;

describe('appointment statuses', () => {
  it('have a Vietnamese label and a colour each', () => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(APPOINTMENT_STATUS_LABELS[status]).toMatch(/\S/);
      expect(APPOINTMENT_STATUS_COLORS[status]).toMatch(/\S/);
    }
    expect(APPOINTMENT_STATUS_LABELS).toEqual({
      pending: 'Chờ xác nhận',
      confirmed: 'Đã xác nhận',
      completed: 'Hoàn thành',
      cancelled: 'Đã hủy',
      no_show: 'Không đến',
    });
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['completed', false],
    ['cancelled', false],
    ['no_show', false],
  ] as const)('%s is live: %s', (status, live) => {
    expect(isLiveStatus(status)).toBe(live);
  });
});

describe('canTransition', () => {
  // Every action against every status: the whole table, so a widened rule shows up here.
  const allowed: Record<AppointmentAction, AppointmentStatus[]> = {
    confirm: ['pending'],
    complete: ['pending', 'confirmed'],
    cancel: ['pending', 'confirmed'],
    no_show: ['pending', 'confirmed'],
    reschedule: ['pending', 'confirmed'],
  };
  const cases = (Object.keys(allowed) as AppointmentAction[]).flatMap((action) =>
    APPOINTMENT_STATUSES.map(
      (status) => [action, status, allowed[action].includes(status)] as const,
    ),
  );

  it('knows exactly these actions', () => {
    expect(Object.keys(APPOINTMENT_TRANSITIONS).sort()).toEqual(Object.keys(allowed).sort());
  });

  it.each(cases)('%s from %s: %s', (action, status, expected) => {
    expect(canTransition(action, status)).toBe(expected);
  });

  it('never leaves a finished appointment', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      for (const action of Object.keys(allowed) as AppointmentAction[]) {
        expect(canTransition(action, status)).toBe(false);
      }
    }
  });
});

describe('appointmentStartsAt', () => {
  it('reads the date and time at UTC+7', () => {
    expect(appointmentStartsAt('2026-11-21', '10:00').toISOString()).toBe(
      '2026-11-21T03:00:00.000Z',
    );
    expect(appointmentStartsAt('2026-11-21', '06:30').toISOString()).toBe(
      '2026-11-20T23:30:00.000Z',
    );
    expect(appointmentStartsAt('2027-01-01', '00:00').toISOString()).toBe(
      '2026-12-31T17:00:00.000Z',
    );
  });
});

describe('staffMayNow: complete and no-show wait for the start', () => {
  const appointment = {
    status: 'confirmed' as AppointmentStatus,
    appointment_date: '2026-11-21',
    appointment_time: '09:00',
  };
  // 09:00 in the salon is 02:00Z.
  const start = Date.parse('2026-11-21T02:00:00Z');

  it.each([
    ['a day ahead', start - 24 * HOUR, false],
    ['one minute ahead', start - 60_000, false],
    ['at the start', start, true],
    ['an hour after', start + HOUR, true],
    ['a week after', start + 7 * 24 * HOUR, true],
  ])('%s: started %s', (_label, now, expected) => {
    expect(appointmentHasStarted(appointment, new Date(now))).toBe(expected);
    expect(staffMayNow('complete', appointment, new Date(now))).toBe(expected);
    expect(staffMayNow('no_show', appointment, new Date(now))).toBe(expected);
  });

  it('reads the start in salon time: 09:00 has not come at 08:59 in Vietnam (01:59Z)', () => {
    expect(appointmentHasStarted(appointment, new Date('2026-11-21T01:59:00Z'))).toBe(false);
    // A clock read as UTC would wait until 09:00Z, seven hours late.
    expect(appointmentHasStarted(appointment, new Date('2026-11-21T02:00:00Z'))).toBe(true);
  });

  it('lets confirm, cancel and reschedule happen before the start', () => {
    const early = new Date(start - 48 * HOUR);
    for (const action of ['confirm', 'cancel', 'reschedule'] as const) {
      expect(staffMayNow(action, { ...appointment, status: 'pending' }, early)).toBe(true);
    }
  });

  it('still follows the status table after the start', () => {
    const late = new Date(start + HOUR);
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(staffMayNow('complete', { ...appointment, status }, late)).toBe(false);
      expect(staffMayNow('no_show', { ...appointment, status }, late)).toBe(false);
    }
  });
});

describe('customerCanReschedule (more than 24 hours ahead)', () => {
  const appointment = {
    status: 'confirmed' as AppointmentStatus,
    appointment_date: '2026-11-22',
    appointment_time: '10:00',
  };
  const start = Date.parse('2026-11-22T03:00:00Z');

  it.each([
    ['48 hours ahead', start - 48 * HOUR, true],
    ['24 hours and 1 minute ahead', start - 24 * HOUR - 60_000, true],
    ['24 hours and 1 ms ahead', start - 24 * HOUR - 1, true],
    ['exactly 24 hours ahead', start - 24 * HOUR, false],
    ['23 hours 59 minutes ahead', start - 24 * HOUR + 60_000, false],
    ['1 hour ahead', start - HOUR, false],
    ['after the start', start + HOUR, false],
  ])('%s: %s', (_label, now, expected) => {
    expect(customerCanReschedule(appointment, new Date(now))).toBe(expected);
  });

  it('counts the 24 hours in salon time (a UTC day boundary does not matter)', () => {
    // 10:00 on the 22nd in the salon is 03:00Z; at 02:59Z on the 21st it is 24 h 1 min ahead.
    expect(customerCanReschedule(appointment, new Date('2026-11-21T02:59:00Z'))).toBe(true);
    expect(customerCanReschedule(appointment, new Date('2026-11-21T03:00:00Z'))).toBe(false);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['completed', false],
    ['cancelled', false],
    ['no_show', false],
  ] as const)('only live appointments: %s gives %s', (status, expected) => {
    expect(customerCanReschedule({ ...appointment, status }, new Date(start - 72 * HOUR))).toBe(
      expected,
    );
  });
});

describe('customerCanCancel (more than 2 hours ahead)', () => {
  const appointment = {
    status: 'pending' as AppointmentStatus,
    appointment_date: '2026-11-21',
    appointment_time: '14:30',
  };
  const start = Date.parse('2026-11-21T07:30:00Z');

  it.each([
    ['a day ahead', start - 24 * HOUR, true],
    ['2 hours and 1 minute ahead', start - 2 * HOUR - 60_000, true],
    ['2 hours and 1 ms ahead', start - 2 * HOUR - 1, true],
    ['exactly 2 hours ahead', start - 2 * HOUR, false],
    ['1 hour 59 minutes ahead', start - 2 * HOUR + 60_000, false],
    ['at the start', start, false],
    ['after the start', start + HOUR, false],
  ])('%s: %s', (_label, now, expected) => {
    expect(customerCanCancel(appointment, new Date(now))).toBe(expected);
  });

  it('is possible under 24 hours, when reschedule no longer is', () => {
    const now = new Date(start - 5 * HOUR);
    expect(customerCanCancel(appointment, now)).toBe(true);
    expect(customerCanReschedule(appointment, now)).toBe(false);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['completed', false],
    ['cancelled', false],
    ['no_show', false],
  ] as const)('only live appointments: %s gives %s', (status, expected) => {
    expect(customerCanCancel({ ...appointment, status }, new Date(start - 72 * HOUR))).toBe(
      expected,
    );
  });
});

describe('customerCanRebook', () => {
  it.each([
    ['pending', false],
    ['confirmed', false],
    ['completed', true],
    ['cancelled', true],
    ['no_show', true],
  ] as const)('%s: %s', (status, expected) => {
    expect(customerCanRebook(status)).toBe(expected);
  });
});
