import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_TIMES, WORKING_SLOT_TIMES } from './constants.js';
import type { StylistDto, TimeSlot } from './dto.js';
import type { HolidayRule } from './holidays.js';
import {
  chooseStylists,
  computeTimeSlots,
  dayClosedReason,
  daysBetween,
  markOwnAppointments,
  type BookedAppointment,
  type SlotEngineInput,
} from './slot-engine.js';

/** 2026-11-21 10:15 in the salon (UTC+7). */
const NOW = new Date('2026-11-21T03:15:00Z');
const TODAY = '2026-11-21';
const TOMORROW = '2026-11-22';

function stylist(id: number, rating: number | null = 4.5): StylistDto {
  return {
    id,
    name: `Stylist ${id}`,
    avatar_url: null,
    title: null,
    rating,
    experience_years: 3,
    specialties: [],
  };
}

function booked(
  time: string,
  duration: number,
  stylistIds: number[],
  overrides: Partial<BookedAppointment> = {},
): BookedAppointment {
  return {
    service_id: 99,
    appointment_time: time,
    duration_minutes: duration,
    stylist_ids: stylistIds,
    staff_count: stylistIds.length || 1,
    ...overrides,
  };
}

function holiday(overrides: Partial<HolidayRule> & Pick<HolidayRule, 'date'>): HolidayRule {
  return {
    branch_id: null,
    name: 'Nghỉ lễ',
    description: 'Chi nhánh nghỉ',
    recurring_type: 'none',
    ...overrides,
  };
}

function input(overrides: Partial<SlotEngineInput> = {}): SlotEngineInput {
  return {
    date: TOMORROW,
    now: NOW,
    branchId: 1,
    bookingAdvanceDays: 30,
    service: { id: 1, duration_minutes: 60, staff_required: 1, max_slots_per_time_slot: 3 },
    workingTimes: DEFAULT_WORKING_TIMES,
    holidays: [],
    stylists: [stylist(1), stylist(2), stylist(3)],
    appointments: [],
    ...overrides,
  };
}

function service(duration: number, more: Partial<SlotEngineInput['service']> = {}) {
  return {
    id: 1,
    duration_minutes: duration,
    staff_required: 1,
    max_slots_per_time_slot: 3,
    ...more,
  };
}

function slots(overrides: Partial<SlotEngineInput> = {}): TimeSlot[] {
  return computeTimeSlots(input(overrides)).time_slots;
}

function slotAt(list: TimeSlot[], time: string): TimeSlot {
  const slot = list.find((candidate) => candidate.time === time);
  if (!slot) throw new Error(`no slot ${time} in ${list.map((s) => s.time).join(', ')}`);
  return slot;
}

/** The start times of `list` that cannot be booked. */
function unavailable(list: TimeSlot[]): string[] {
  return list.filter((slot) => !slot.available).map((slot) => slot.time);
}

describe('daysBetween', () => {
  it.each([
    ['2026-11-21', '2026-11-21', 0],
    ['2026-11-21', '2026-11-22', 1],
    ['2026-11-22', '2026-11-21', -1],
    ['2026-11-21', '2026-12-21', 30],
    ['2026-12-31', '2027-01-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
  ])('%s to %s: %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('dayClosedReason', () => {
  const base = { now: NOW, branchId: 1, bookingAdvanceDays: 30, holidays: [] as HolidayRule[] };

  it.each([
    ['yesterday', '2026-11-20', 'past_date'],
    ['a year ago', '2025-11-21', 'past_date'],
    ['today', TODAY, null],
    ['tomorrow', TOMORROW, null],
    ['exactly the advance limit (30 days)', '2026-12-21', null],
    ['one day over the limit', '2026-12-22', 'too_far'],
    ['a year ahead', '2027-11-21', 'too_far'],
  ] as const)('%s (%s): %s', (_label, date, reason) => {
    expect(dayClosedReason({ ...base, date }).reason).toBe(reason);
  });

  it('uses the salon date, not the UTC date', () => {
    // 2026-11-21T17:30Z is already 00:30 on the 22nd in the salon.
    const lateUtc = new Date('2026-11-21T17:30:00Z');
    expect(dayClosedReason({ ...base, now: lateUtc, date: TODAY }).reason).toBe('past_date');
    expect(dayClosedReason({ ...base, now: lateUtc, date: TOMORROW }).reason).toBeNull();
    expect(dayClosedReason({ ...base, now: lateUtc, date: '2026-12-22' }).reason).toBeNull();
    expect(dayClosedReason({ ...base, now: lateUtc, date: '2026-12-23' }).reason).toBe('too_far');
    // 2026-11-20T17:00Z is midnight starting the 21st.
    const midnight = new Date('2026-11-20T17:00:00Z');
    expect(dayClosedReason({ ...base, now: midnight, date: TODAY }).reason).toBeNull();
    expect(dayClosedReason({ ...base, now: midnight, date: '2026-11-20' }).reason).toBe(
      'past_date',
    );
  });

  it('with no advance days, only today can be booked', () => {
    expect(dayClosedReason({ ...base, bookingAdvanceDays: 0, date: TODAY }).reason).toBeNull();
    expect(dayClosedReason({ ...base, bookingAdvanceDays: 0, date: TOMORROW }).reason).toBe(
      'too_far',
    );
  });

  it('gives the holiday that closes the day', () => {
    const christmas = holiday({ date: '2026-12-24', name: 'Giáng sinh' });
    expect(
      dayClosedReason({
        ...base,
        bookingAdvanceDays: 60,
        holidays: [christmas],
        date: '2026-12-24',
      }),
    ).toEqual({
      reason: 'holiday',
      holiday: christmas,
    });
    expect(
      dayClosedReason({
        ...base,
        bookingAdvanceDays: 60,
        holidays: [christmas],
        date: '2026-12-23',
      }),
    ).toEqual({
      reason: null,
      holiday: null,
    });
  });

  it('says past or too far before holiday', () => {
    const past = holiday({ date: '2026-11-20' });
    expect(dayClosedReason({ ...base, holidays: [past], date: '2026-11-20' }).reason).toBe(
      'past_date',
    );
    const far = holiday({ date: '2027-01-01' });
    expect(dayClosedReason({ ...base, holidays: [far], date: '2027-01-01' }).reason).toBe(
      'too_far',
    );
  });
});

describe('computeTimeSlots: an open day', () => {
  it('lists every working time in order, each with its group and all stylists', () => {
    const result = computeTimeSlots(input());
    expect(result.closed).toBeNull();
    expect(result.holiday).toBeNull();
    expect(result.time_slots.map((slot) => slot.time)).toEqual([...DEFAULT_WORKING_TIMES]);
    // A 60-minute service cannot start at 20:30 (the salon closes at 21:00).
    expect(unavailable(result.time_slots)).toEqual(['20:30']);
    expect(slotAt(result.time_slots, '08:00')).toEqual({
      time: '08:00',
      group: 'morning',
      available: true,
      reason: null,
      available_staff: [stylist(1), stylist(2), stylist(3)].map(({ id, name }) => ({ id, name })),
      available_staff_count: 3,
      required_staff_count: 1,
      places_left: 3,
      service_slot_info: { max_slots_per_time_slot: 3, total_appointments_in_slot: 0 },
    });
    expect(slotAt(result.time_slots, '12:00').group).toBe('afternoon');
    expect(slotAt(result.time_slots, '16:30').group).toBe('afternoon');
    expect(slotAt(result.time_slots, '17:00').group).toBe('evening');
  });

  it('sorts and de-duplicates the working times it is given', () => {
    const list = slots({
      workingTimes: ['14:00', '09:00', '09:00', '08:30'],
      service: service(30),
    });
    expect(list.map((slot) => slot.time)).toEqual(['08:30', '09:00', '14:00']);
  });

  it('gives no slots when the branch has no working time that day', () => {
    const result = computeTimeSlots(input({ workingTimes: [] }));
    expect(result).toEqual({ closed: null, holiday: null, time_slots: [] });
  });
});

describe('computeTimeSlots: durations that span slots', () => {
  // The only stylist holds an appointment of another service at 09:00 lasting `duration`.
  it.each([
    [30, ['09:00']],
    [45, ['09:00', '09:30']],
    [60, ['09:00', '09:30']],
    [90, ['09:00', '09:30', '10:00']],
    [120, ['09:00', '09:30', '10:00', '10:30']],
  ] as const)('an appointment at 09:00 for %i min holds %j', (duration, held) => {
    const list = slots({
      service: service(30),
      stylists: [stylist(1)],
      appointments: [booked('09:00', duration, [1])],
    });
    const blocked = unavailable(list);
    expect(blocked).toEqual(held);
    for (const time of held) expect(slotAt(list, time).reason).toBe('no_staff');
    expect(slotAt(list, '08:30').available).toBe(true);
  });

  // A new service of `duration` cannot start where it would reach the held 10:00 slot.
  it.each([
    [30, ['10:00']],
    [45, ['09:30', '10:00']],
    [60, ['09:30', '10:00']],
    [90, ['09:00', '09:30', '10:00']],
    [120, ['08:30', '09:00', '09:30', '10:00']],
  ] as const)('a %i min service cannot start at %j when 10:00 is held', (duration, blocked) => {
    const list = slots({
      service: service(duration),
      stylists: [stylist(1)],
      workingTimes: WORKING_SLOT_TIMES.filter((time) => time <= '12:00'),
      appointments: [booked('10:00', 30, [1])],
    });
    const notClosing = list.filter((slot) => slot.reason !== 'closes');
    expect(unavailable(notClosing)).toEqual(blocked);
    expect(slotAt(list, '10:30').available).toBe(true);
  });

  it('a 90-minute booking at 09:00 leaves 10:30 to the same stylist', () => {
    const list = slots({
      service: service(90),
      stylists: [stylist(1)],
      appointments: [booked('09:00', 90, [1])],
    });
    expect(slotAt(list, '08:00').available).toBe(false); // 08:00-09:30 reaches 09:00
    expect(slotAt(list, '10:30').available).toBe(true);
    expect(slotAt(list, '10:00').available).toBe(false);
  });
});

describe('computeTimeSlots: capacity of a service per slot', () => {
  const five = [1, 2, 3, 4, 5].map((id) => stylist(id));

  it('is full when max_slots_per_time_slot appointments of the same service hold the slot', () => {
    const list = slots({
      service: service(30, { max_slots_per_time_slot: 2 }),
      stylists: five,
      appointments: [
        booked('10:00', 30, [1], { service_id: 1 }),
        booked('10:00', 30, [2], { service_id: 1 }),
      ],
    });
    const ten = slotAt(list, '10:00');
    expect(ten.available).toBe(false);
    expect(ten.reason).toBe('full');
    expect(ten.service_slot_info).toEqual({
      max_slots_per_time_slot: 2,
      total_appointments_in_slot: 2,
    });
    // Stylists are still free, and are shown (the desk sees who is idle).
    expect(ten.available_staff.map((s) => s.id)).toEqual([3, 4, 5]);
    expect(ten.available_staff_count).toBe(3);
    expect(slotAt(list, '10:30').available).toBe(true);
    expect(slotAt(list, '09:30').available).toBe(true);
  });

  it('is open one below the cap and counts it', () => {
    const ten = slotAt(
      slots({
        service: service(30, { max_slots_per_time_slot: 2 }),
        stylists: five,
        appointments: [booked('10:00', 30, [1], { service_id: 1 })],
      }),
      '10:00',
    );
    expect(ten.available).toBe(true);
    expect(ten.service_slot_info.total_appointments_in_slot).toBe(1);
  });

  it('counts only the same service', () => {
    const ten = slotAt(
      slots({
        service: service(30, { max_slots_per_time_slot: 1 }),
        stylists: five,
        appointments: [
          booked('10:00', 30, [1], { service_id: 2 }),
          booked('10:00', 30, [2], { service_id: 3 }),
          booked('10:00', 30, [3], { service_id: 2 }),
        ],
      }),
      '10:00',
    );
    expect(ten.available).toBe(true);
    expect(ten.service_slot_info.total_appointments_in_slot).toBe(0);
  });

  it('counts a longer appointment in every slot it covers, and the busiest slot decides', () => {
    const list = slots({
      service: service(60, { max_slots_per_time_slot: 2 }),
      stylists: five,
      appointments: [
        booked('09:30', 60, [1], { service_id: 1 }), // 09:30, 10:00
        booked('10:00', 30, [2], { service_id: 1 }), // 10:00
      ],
    });
    expect(slotAt(list, '09:00').reason).toBe(null); // 09:00, 09:30: one each
    expect(slotAt(list, '09:00').service_slot_info.total_appointments_in_slot).toBe(1);
    expect(slotAt(list, '09:30').reason).toBe('full'); // reaches 10:00, which has two
    expect(slotAt(list, '10:00').reason).toBe('full');
    expect(slotAt(list, '10:30').available).toBe(true);
  });

  it('with a cap of 0 the service is never bookable', () => {
    const list = slots({ service: service(30, { max_slots_per_time_slot: 0 }) });
    expect(list.every((slot) => slot.reason === 'full')).toBe(true);
  });

  it('a cap of 3 with three stylists booked leaves nobody, the cap reported first', () => {
    const ten = slotAt(
      slots({
        service: service(30),
        appointments: [1, 2, 3].map((id) => booked('10:00', 30, [id], { service_id: 1 })),
      }),
      '10:00',
    );
    expect(ten.reason).toBe('full');
    expect(ten.available_staff).toEqual([]);
    expect(ten.available_staff_count).toBe(0);
  });
});

describe('computeTimeSlots: places left, never more than the free stylists can take', () => {
  it.each([
    // stylists, staff required, capacity, booked of the service, places left
    [1, 1, 3, 0, 1],
    [2, 1, 3, 0, 2],
    [5, 1, 3, 0, 3],
    [5, 1, 3, 2, 1],
    [3, 2, 3, 0, 1],
    [4, 2, 3, 0, 2],
    [5, 2, 1, 0, 1],
  ] as const)(
    '%i stylists, %i a customer, capacity %i, %i booked: %i places',
    (count, required, capacity, taken, expected) => {
      const stylists = Array.from({ length: count }, (_, i) => stylist(i + 1));
      const appointments = Array.from({ length: taken }, (_, i) =>
        booked('10:00', 30, [count - i], { service_id: 1 }),
      );
      const ten = slotAt(
        slots({
          service: service(30, { staff_required: required, max_slots_per_time_slot: capacity }),
          stylists,
          appointments,
        }),
        '10:00',
      );
      expect(ten.available).toBe(true);
      expect(ten.places_left).toBe(expected);
      expect(ten.places_left * required).toBeLessThanOrEqual(ten.available_staff_count);
    },
  );

  it('stylists busy with other services take places away', () => {
    const ten = slotAt(
      slots({
        service: service(30, { max_slots_per_time_slot: 3 }),
        appointments: [booked('10:00', 30, [1], { service_id: 7 }), booked('10:00', 30, [2])],
      }),
      '10:00',
    );
    expect(ten.service_slot_info.total_appointments_in_slot).toBe(0);
    expect(ten.places_left).toBe(1);
  });

  it('is 0 wherever a start cannot be booked', () => {
    const list = slots({
      service: service(30, { max_slots_per_time_slot: 1 }),
      appointments: [booked('10:00', 30, [1], { service_id: 1 })],
      date: TODAY,
    });
    for (const slot of list.filter((candidate) => !candidate.available)) {
      expect(slot.places_left, slot.time).toBe(0);
    }
    expect(slotAt(list, '10:00').reason).toBe('past');
    expect(slotAt(list, '11:00').places_left).toBe(1);
  });
});

describe('markOwnAppointments: the customer cannot be in two places at once', () => {
  const day = () => slots({ service: service(60) });

  it('marks every start whose time would overlap one of theirs, and only those', () => {
    // Theirs: 14:00 to 15:30 (at any branch).
    const marked = markOwnAppointments(day(), 60, [
      { appointment_time: '14:00', duration_minutes: 90 },
    ]);
    expect(marked.filter((slot) => slot.reason === 'yours').map((slot) => slot.time)).toEqual([
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    for (const slot of marked.filter((candidate) => candidate.reason === 'yours')) {
      expect(slot).toMatchObject({ available: false, places_left: 0, available_staff: [] });
    }
    expect(slotAt(marked, '13:00').available).toBe(true);
    expect(slotAt(marked, '15:30').available).toBe(true);
  });

  it('counts minutes, not slots: a 45-minute one at 09:00 leaves 09:45 free', () => {
    const marked = markOwnAppointments(slots({ service: service(30) }), 30, [
      { appointment_time: '09:00', duration_minutes: 45 },
    ]);
    expect(slotAt(marked, '08:30').reason).toBe(null);
    expect(slotAt(marked, '09:00').reason).toBe('yours');
    expect(slotAt(marked, '09:30').reason).toBe('yours');
    expect(slotAt(marked, '10:00').reason).toBe(null);
  });

  it('keeps past and closing as the reason, and changes nothing without appointments', () => {
    const list = slots({ service: service(60), date: TODAY });
    expect(markOwnAppointments(list, 60, [])).toEqual(list);
    const marked = markOwnAppointments(list, 60, [
      { appointment_time: '10:00', duration_minutes: 60 },
      { appointment_time: '20:00', duration_minutes: 60 },
    ]);
    expect(slotAt(marked, '10:00').reason).toBe('past');
    expect(slotAt(marked, '10:30').reason).toBe('yours');
    expect(slotAt(marked, '20:30').reason).toBe('closes');
  });
});

describe('computeTimeSlots: stylists needed', () => {
  it('a service needing 2 stylists is open with 2 free and closed with 1', () => {
    const needsTwo = service(30, { staff_required: 2 });
    const free = slotAt(slots({ service: needsTwo, stylists: [stylist(1), stylist(2)] }), '10:00');
    expect(free.available).toBe(true);
    expect(free.required_staff_count).toBe(2);
    expect(free.available_staff_count).toBe(2);

    const oneBusy = slotAt(
      slots({
        service: needsTwo,
        stylists: [stylist(1), stylist(2)],
        appointments: [booked('10:00', 30, [2])],
      }),
      '10:00',
    );
    expect(oneBusy.available).toBe(false);
    expect(oneBusy.reason).toBe('no_staff');
    expect(oneBusy.available_staff_count).toBe(1);
    expect(oneBusy.available_staff).toEqual([]);
  });

  it('treats a staff_required under 1 as 1', () => {
    const ten = slotAt(slots({ service: service(30, { staff_required: 0 }) }), '10:00');
    expect(ten.required_staff_count).toBe(1);
  });

  it('needs the same stylists through the whole duration', () => {
    // Stylist 1 is busy at 09:00, stylist 2 at 10:00: each is free for part of 09:00-10:30.
    const list = slots({
      service: service(90, { staff_required: 1 }),
      stylists: [stylist(1), stylist(2)],
      appointments: [booked('09:00', 30, [1]), booked('10:00', 30, [2])],
    });
    // 09:00-10:30 would need one of them to hand over half way: refused.
    expect(slotAt(list, '09:00').reason).toBe('no_staff');
    expect(slotAt(list, '09:00').available_staff_count).toBe(0);
    // 08:30-10:00 only reaches stylist 1's appointment; 09:30-11:00 only stylist 2's.
    expect(slotAt(list, '08:30').available_staff.map((s) => s.id)).toEqual([2]);
    expect(slotAt(list, '09:30').available_staff.map((s) => s.id)).toEqual([1]);
    expect(unavailable(list).filter((time) => time < '20:00')).toEqual(['09:00']);
  });

  it('two stylists for 90 minutes: one busy for half an hour blocks every start that reaches it', () => {
    const list = slots({
      service: service(90, { staff_required: 2 }),
      stylists: [stylist(1), stylist(2)],
      appointments: [booked('10:00', 30, [1])],
    });
    expect(unavailable(list).filter((time) => time < '20:00')).toEqual(['09:00', '09:30', '10:00']);
    expect(slotAt(list, '08:30').available).toBe(true);
    expect(slotAt(list, '10:30').available).toBe(true);
  });

  it('counts an appointment without its stylist (removed) against the free ones', () => {
    const list = slots({
      service: service(30),
      stylists: [stylist(1), stylist(2)],
      appointments: [booked('10:00', 30, [], { staff_count: 1 })],
    });
    const ten = slotAt(list, '10:00');
    expect(ten.available).toBe(true);
    expect(ten.available_staff_count).toBe(1);
    // Either stylist may take it: both remain listed.
    expect(ten.available_staff.map((s) => s.id)).toEqual([1, 2]);

    const alone = slotAt(
      slots({
        service: service(30),
        stylists: [stylist(1)],
        appointments: [booked('10:00', 30, [], { staff_count: 1 })],
      }),
      '10:00',
    );
    expect(alone.reason).toBe('no_staff');
    expect(alone.available_staff_count).toBe(0);
  });

  it('counts the missing part of a partly staffed appointment', () => {
    // Needs 2, keeps stylist 1: stylist 1 is busy and one more stylist is owed.
    const ten = slotAt(
      slots({
        service: service(30),
        stylists: [stylist(1), stylist(2), stylist(3)],
        appointments: [booked('10:00', 30, [1], { staff_count: 2 })],
      }),
      '10:00',
    );
    expect(ten.available_staff.map((s) => s.id)).toEqual([2, 3]);
    expect(ten.available_staff_count).toBe(1);
    expect(ten.available).toBe(true);
  });

  it('the heaviest unstaffed slot over the duration decides', () => {
    const list = slots({
      service: service(60, { staff_required: 2 }),
      stylists: [stylist(1), stylist(2), stylist(3)],
      // 11:00 is held by someone not in this branch's list: a load with nobody owed.
      appointments: [booked('10:30', 30, [], { staff_count: 2 }), booked('11:00', 30, [42])],
    });
    expect(slotAt(list, '09:30').available).toBe(true); // 09:30, 10:00
    expect(slotAt(list, '10:00').reason).toBe('no_staff'); // reaches 10:30: 3 - 2 owed = 1
    expect(slotAt(list, '10:30').reason).toBe('no_staff');
    expect(slotAt(list, '11:00').available).toBe(true);
  });

  it('ignores stylists who are not given (inactive or of another branch)', () => {
    const ten = slotAt(
      slots({
        service: service(30),
        stylists: [stylist(1)],
        appointments: [booked('10:00', 30, [42])],
      }),
      '10:00',
    );
    expect(ten.available).toBe(true);
    expect(ten.available_staff_count).toBe(1);
  });

  it('with no stylists, nothing can be booked', () => {
    const list = slots({ stylists: [] });
    expect(list).toHaveLength(DEFAULT_WORKING_TIMES.length);
    for (const slot of list.filter((s) => s.reason !== 'closes')) {
      expect(slot).toMatchObject({
        available: false,
        reason: 'no_staff',
        available_staff: [],
        available_staff_count: 0,
      });
    }
  });
});

describe('computeTimeSlots: holidays', () => {
  it.each([
    ['for all branches', holiday({ date: TOMORROW, branch_id: null })],
    ['for this branch', holiday({ date: TOMORROW, branch_id: 1 })],
    ['yearly, entered last year', holiday({ date: '2025-11-22', recurring_type: 'yearly' })],
  ])('closes the day %s', (_label, rule) => {
    expect(computeTimeSlots(input({ holidays: [rule] }))).toEqual({
      closed: 'holiday',
      holiday: rule,
      time_slots: [],
    });
  });

  it("does not close the day for another branch's holiday", () => {
    const result = computeTimeSlots(
      input({ holidays: [holiday({ date: TOMORROW, branch_id: 2 })] }),
    );
    expect(result.closed).toBeNull();
    expect(result.holiday).toBeNull();
    expect(result.time_slots.length).toBeGreaterThan(0);
  });

  it('does not close a one-off holiday again the next year', () => {
    const result = computeTimeSlots(input({ holidays: [holiday({ date: '2025-11-22' })] }));
    expect(result.closed).toBeNull();
  });

  it('closes the lunar Tết entered for 2026 on Tết 2027 (2027-02-06), not on 2027-02-17', () => {
    const tet = holiday({
      date: '2026-02-17',
      name: 'Tết Nguyên Đán',
      recurring_type: 'lunar_yearly',
    });
    const now = new Date('2027-01-20T03:00:00Z');
    const onTet = computeTimeSlots(input({ now, date: '2027-02-06', holidays: [tet] }));
    expect(onTet.closed).toBe('holiday');
    expect(onTet.holiday?.name).toBe('Tết Nguyên Đán');
    expect(onTet.time_slots).toEqual([]);
    const sameSolarDay = computeTimeSlots(input({ now, date: '2027-02-17', holidays: [tet] }));
    expect(sameSolarDay.closed).toBeNull();
  });

  it('reports the branch holiday when a chain-wide one falls on the same day', () => {
    const chain = holiday({ date: TOMORROW, name: 'Cả chuỗi' });
    const own = holiday({ date: TOMORROW, name: 'Chi nhánh', branch_id: 1 });
    expect(computeTimeSlots(input({ holidays: [chain, own] })).holiday).toBe(own);
  });
});

describe('computeTimeSlots: today and past dates', () => {
  it('at 10:15 salon time, 10:00 and earlier are past and 10:30 is open', () => {
    const list = slots({ date: TODAY, service: service(30) });
    for (const time of ['08:00', '09:30', '10:00']) {
      expect(slotAt(list, time)).toMatchObject({
        available: false,
        reason: 'past',
        available_staff: [],
      });
    }
    expect(slotAt(list, '10:30')).toMatchObject({ available: true, reason: null });
    expect(unavailable(list)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('a slot starting this very minute is past', () => {
    const list = slots({
      date: TODAY,
      now: new Date('2026-11-21T03:30:00Z'),
      service: service(30),
    });
    expect(slotAt(list, '10:30').reason).toBe('past');
    expect(slotAt(list, '11:00').available).toBe(true);
  });

  it('reads "now" at UTC+7 whatever the UTC date', () => {
    // 2026-11-20T17:30Z is 00:30 on the 21st in the salon: the whole day is ahead.
    const earlyMorning = slots({
      date: TODAY,
      now: new Date('2026-11-20T17:30:00Z'),
      service: service(30),
    });
    expect(unavailable(earlyMorning)).toEqual([]);
    // 2026-11-21T13:59Z is 20:59 in the salon: only 20:30 and before exist, all past.
    const lateEvening = slots({
      date: TODAY,
      now: new Date('2026-11-21T13:59:00Z'),
      service: service(30),
    });
    expect(lateEvening.every((slot) => slot.reason === 'past')).toBe(true);
  });

  it('past wins over full, closing and missing stylists', () => {
    const list = slots({
      date: TODAY,
      service: service(30, { max_slots_per_time_slot: 1 }),
      stylists: [stylist(1)],
      workingTimes: ['09:00', '10:00', '11:00'],
      appointments: [booked('09:00', 30, [1], { service_id: 1 })],
    });
    expect(slotAt(list, '09:00').reason).toBe('past');
    expect(slotAt(list, '10:00').reason).toBe('past');
    expect(slotAt(list, '11:00').reason).toBe(null);
  });

  it('a past date lists every time as past', () => {
    const result = computeTimeSlots(input({ date: '2026-11-20' }));
    expect(result.closed).toBe('past_date');
    expect(result.holiday).toBeNull();
    expect(result.time_slots).toHaveLength(DEFAULT_WORKING_TIMES.length);
    expect(result.time_slots.every((slot) => !slot.available && slot.reason === 'past')).toBe(true);
  });

  it('a past holiday is reported as past, not as a holiday', () => {
    const result = computeTimeSlots(
      input({ date: '2026-11-20', holidays: [holiday({ date: '2026-11-20' })] }),
    );
    expect(result.closed).toBe('past_date');
  });
});

describe('computeTimeSlots: the advance limit', () => {
  it.each([
    ['exactly booking_advance_days ahead', '2026-12-21', null, true],
    ['one day over', '2026-12-22', 'too_far', false],
  ] as const)('%s (%s)', (_label, date, closed, hasSlots) => {
    const result = computeTimeSlots(input({ date }));
    expect(result.closed).toBe(closed);
    expect(result.time_slots.length > 0).toBe(hasSlots);
    if (hasSlots) expect(slotAt(result.time_slots, '08:00').available).toBe(true);
  });

  it('follows the branch setting', () => {
    expect(
      computeTimeSlots(input({ bookingAdvanceDays: 7, date: '2026-11-28' })).closed,
    ).toBeNull();
    expect(computeTimeSlots(input({ bookingAdvanceDays: 7, date: '2026-11-29' })).closed).toBe(
      'too_far',
    );
  });
});

describe('computeTimeSlots: closing time and gaps in working hours', () => {
  it.each([
    [30, '20:30', true],
    [45, '20:30', false],
    [60, '20:30', false],
    [60, '20:00', true],
    [90, '20:00', false],
    [90, '19:30', true],
    [120, '19:30', false],
    [120, '19:00', true],
  ] as const)('a %i min service at %s fits before 21:00: %s', (duration, time, fits) => {
    const slot = slotAt(slots({ service: service(duration) }), time);
    expect(slot.available).toBe(fits);
    expect(slot.reason).toBe(fits ? null : 'closes');
    if (!fits) expect(slot.available_staff).toEqual([]);
  });

  it('a closed 12:00 breaks a 90-minute appointment at 11:30 and at 11:00', () => {
    const withLunch = WORKING_SLOT_TIMES.filter((time) => time !== '12:00' && time <= '20:30');
    const list = slots({ service: service(90), workingTimes: withLunch });
    expect(list.map((slot) => slot.time)).not.toContain('12:00');
    expect(slotAt(list, '10:30').available).toBe(true); // 10:30, 11:00, 11:30
    expect(slotAt(list, '11:00').reason).toBe('closes');
    expect(slotAt(list, '11:30').reason).toBe('closes');
    expect(slotAt(list, '12:30').available).toBe(true);
    // A 30-minute service fits right before the gap.
    expect(
      slotAt(slots({ service: service(30), workingTimes: withLunch }), '11:30').available,
    ).toBe(true);
  });

  it('a late opening (until 23:30) still refuses to run past midnight', () => {
    const late = ['22:30', '23:00', '23:30'];
    const list = slots({ service: service(60), workingTimes: late });
    expect(slotAt(list, '22:30').available).toBe(true);
    expect(slotAt(list, '23:00').available).toBe(true); // 23:00, 23:30
    expect(slotAt(list, '23:30').reason).toBe('closes');
  });

  it('closing is reported before capacity and stylists', () => {
    const slot = slotAt(
      slots({
        service: service(60, { max_slots_per_time_slot: 1 }),
        stylists: [],
        appointments: [booked('20:30', 30, [], { service_id: 1 })],
      }),
      '20:30',
    );
    expect(slot.reason).toBe('closes');
  });
});

describe('chooseStylists', () => {
  it('gives null when the time cannot be booked or is not a working time', () => {
    expect(chooseStylists(input({ date: TODAY }), '09:00')).toBeNull(); // past
    expect(chooseStylists(input(), '20:30')).toBeNull(); // 60 min runs past closing
    expect(chooseStylists(input(), '07:00')).toBeNull(); // not a working time
    expect(chooseStylists(input({ stylists: [] }), '10:00')).toBeNull();
    expect(chooseStylists(input({ holidays: [holiday({ date: TOMORROW })] }), '10:00')).toBeNull();
    expect(chooseStylists(input({ date: '2026-12-22' }), '10:00')).toBeNull(); // too far
  });

  it('prefers the stylist holding the fewest slots that day', () => {
    const choice = chooseStylists(
      input({
        service: service(30),
        appointments: [
          booked('08:00', 120, [1]),
          booked('13:00', 30, [2]),
          booked('15:00', 60, [3]),
        ],
      }),
      '10:00',
    );
    expect(choice).toEqual([2]);
  });

  it('breaks ties by rating (unrated last), then by id', () => {
    const stylists = [stylist(5, 4.2), stylist(3, null), stylist(4, 4.9), stylist(2, 4.9)];
    expect(chooseStylists(input({ stylists }), '10:00')).toEqual([2]);
    expect(
      chooseStylists(input({ stylists: [stylist(3, null), stylist(5, 4.2)] }), '10:00'),
    ).toEqual([5]);
    expect(
      chooseStylists(input({ stylists: [stylist(8, null), stylist(7, null)] }), '10:00'),
    ).toEqual([7]);
  });

  it('gives as many stylists as the service needs, all free through the whole duration', () => {
    const choice = chooseStylists(
      input({
        service: service(90, { staff_required: 2 }),
        stylists: [stylist(1, 5), stylist(2, 4), stylist(3, 3), stylist(4, 2)],
        appointments: [booked('10:30', 30, [1])], // stylist 1 busy in the last half hour
      }),
      '09:30',
    );
    expect(choice).toEqual([2, 3]);
  });

  it('never gives a stylist busy in any covered slot, even the least loaded one', () => {
    const choice = chooseStylists(
      input({
        service: service(60),
        stylists: [stylist(1), stylist(2)],
        appointments: [booked('10:30', 30, [1]), booked('14:00', 120, [2])],
      }),
      '10:00',
    );
    expect(choice).toEqual([2]);
  });

  it('leaves room for unstaffed appointments and refuses when the owed stylists take everyone', () => {
    const owed = [booked('10:00', 30, [], { staff_count: 1 })];
    expect(
      chooseStylists(
        input({ service: service(30), stylists: [stylist(1)], appointments: owed }),
        '10:00',
      ),
    ).toBeNull();
    expect(
      chooseStylists(
        input({ service: service(30), stylists: [stylist(1), stylist(2)], appointments: owed }),
        '10:00',
      ),
    ).toHaveLength(1);
  });

  it('refuses a full slot even with stylists free', () => {
    const choice = chooseStylists(
      input({
        service: service(30, { max_slots_per_time_slot: 1 }),
        appointments: [booked('10:00', 30, [1], { service_id: 1 })],
      }),
      '10:00',
    );
    expect(choice).toBeNull();
  });
});

describe('computeTimeSlots and chooseStylists on random days', () => {
  /** A small seeded generator, so a failure can be replayed. */
  function seeded(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state / 4_294_967_296;
    };
  }
  const SERVICES = [
    service(30, { id: 1, max_slots_per_time_slot: 2 }),
    service(45, { id: 2, max_slots_per_time_slot: 3 }),
    service(60, { id: 3, max_slots_per_time_slot: 1 }),
    service(90, { id: 4, staff_required: 2, max_slots_per_time_slot: 2 }),
    service(120, { id: 5, max_slots_per_time_slot: 3 }),
  ];
  const WITH_LUNCH = DEFAULT_WORKING_TIMES.filter((time) => time !== '12:00' && time !== '12:30');

  /** Availability worked out the slow way, slot by slot and stylist by stylist. */
  function oracle(day: SlotEngineInput, time: string): boolean {
    const { duration_minutes, staff_required, max_slots_per_time_slot, id } = day.service;
    const covered = Array.from({ length: Math.ceil(duration_minutes / 30) }, (_, i) => {
      const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + i * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    if (!covered.every((slot) => day.workingTimes.includes(slot))) return false;
    const holds = (a: BookedAppointment, slot: string) => {
      const start =
        Number(a.appointment_time.slice(0, 2)) * 60 + Number(a.appointment_time.slice(3));
      const at = Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3));
      return at >= start && at < start + Math.ceil(a.duration_minutes / 30) * 30;
    };
    for (const slot of covered) {
      const same = day.appointments.filter((a) => a.service_id === id && holds(a, slot)).length;
      if (same >= max_slots_per_time_slot) return false;
    }
    const free = day.stylists.filter((s) =>
      covered.every(
        (slot) => !day.appointments.some((a) => holds(a, slot) && a.stylist_ids.includes(s.id)),
      ),
    );
    return free.length >= staff_required;
  }

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'day %i: every booking keeps stylists single and services within capacity',
    (seed) => {
      const random = seeded(seed);
      const stylists = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) =>
        stylist(i + 1, Math.round((3 + random() * 2) * 10) / 10),
      );
      const workingTimes = random() < 0.5 ? DEFAULT_WORKING_TIMES : WITH_LUNCH;
      const appointments: BookedAppointment[] = [];
      for (let attempt = 0; attempt < 80; attempt++) {
        const chosenService = SERVICES[Math.floor(random() * SERVICES.length)]!;
        const time = workingTimes[Math.floor(random() * workingTimes.length)]!;
        const day = input({
          service: chosenService,
          stylists,
          workingTimes,
          appointments: [...appointments],
        });
        const result = computeTimeSlots(day);
        for (const slot of result.time_slots) {
          expect(slot.available, `${slot.time} for service ${chosenService.id}`).toBe(
            oracle(day, slot.time),
          );
        }
        const chosen = chooseStylists(day, time);
        expect(chosen !== null).toBe(oracle(day, time));
        if (!chosen) continue;
        expect(new Set(chosen).size).toBe(chosenService.staff_required);
        appointments.push({
          service_id: chosenService.id,
          appointment_time: time,
          duration_minutes: chosenService.duration_minutes,
          stylist_ids: chosen,
          staff_count: chosen.length,
        });
      }

      // Independently of the engine: no stylist twice in one slot, no service over its cap.
      const stylistAt = new Set<string>();
      const serviceLoad = new Map<string, number>();
      for (const a of appointments) {
        const start =
          Number(a.appointment_time.slice(0, 2)) * 60 + Number(a.appointment_time.slice(3));
        for (let m = start; m < start + a.duration_minutes; m += 30) {
          for (const id of a.stylist_ids) {
            const key = `${id}@${m}`;
            expect(stylistAt.has(key), `stylist ${id} double booked at minute ${m}`).toBe(false);
            stylistAt.add(key);
          }
          const loadKey = `${a.service_id}@${m}`;
          serviceLoad.set(loadKey, (serviceLoad.get(loadKey) ?? 0) + 1);
        }
      }
      for (const [key, count] of serviceLoad) {
        const cap = SERVICES.find(
          (s) => s.id === Number(key.split('@')[0]),
        )!.max_slots_per_time_slot;
        expect(count).toBeLessThanOrEqual(cap);
      }
      expect(appointments.length).toBeGreaterThan(0);
    },
  );
});
