import { salonToday } from '../time/salon-time.js';
import { minutesOf, SLOT_MINUTES, slotGroupOf, slotsCovered } from './constants.js';
import type { StylistDto, TimeSlot } from './dto.js';
import { findHoliday, type HolidayRule } from './holidays.js';

/**
 * The slot engine: for one service, branch and date, which start times can be booked and by
 * whom. Pure: the server loads the inputs (inside the booking transaction when it books) and
 * this decides. An appointment holds every 30-minute slot its duration covers; a start is
 * available when every slot it would cover is open, not past, under the service's capacity, and
 * enough stylists are free through all of them.
 */

export interface EngineService {
  id: number;
  duration_minutes: number;
  staff_required: number;
  max_slots_per_time_slot: number;
}

/** A live (pending or confirmed) appointment at the branch on the date. */
export interface BookedAppointment {
  service_id: number;
  appointment_time: string;
  duration_minutes: number;
  /** Stylists holding its time (may be fewer than staff_count if one was removed). */
  stylist_ids: readonly number[];
  staff_count: number;
}

export interface SlotEngineInput {
  date: string;
  now: Date;
  branchId: number;
  bookingAdvanceDays: number;
  service: EngineService;
  /** The bookable start times of the branch on that date (working hours resolved). */
  workingTimes: readonly string[];
  holidays: readonly HolidayRule[];
  /** Active stylists of the branch. */
  stylists: readonly StylistDto[];
  appointments: readonly BookedAppointment[];
}

export type DayClosedReason = 'holiday' | 'past_date' | 'too_far';

export interface SlotEngineResult {
  closed: DayClosedReason | null;
  holiday: HolidayRule | null;
  time_slots: TimeSlot[];
}

const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Minutes since midnight now, in the salon's time zone (UTC+7, no daylight saving). */
function salonMinutesNow(now: Date): number {
  const shifted = new Date(now.getTime() + 7 * 3_600_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Why the whole day cannot be booked, or null. */
export function dayClosedReason(
  input: Pick<SlotEngineInput, 'date' | 'now' | 'bookingAdvanceDays' | 'holidays' | 'branchId'>,
): { reason: DayClosedReason | null; holiday: HolidayRule | null } {
  const today = salonToday(input.now);
  if (input.date < today) return { reason: 'past_date', holiday: null };
  if (daysBetween(today, input.date) > input.bookingAdvanceDays) {
    return { reason: 'too_far', holiday: null };
  }
  const holiday = findHoliday(input.holidays, input.branchId, input.date);
  return holiday ? { reason: 'holiday', holiday } : { reason: null, holiday: null };
}

interface SlotLoad {
  busy: Set<number>;
  unassigned: number;
  sameService: number;
}

/** The minutes since midnight of every slot an appointment of `durationMinutes` holds. */
function coveredMinutes(start: number, durationMinutes: number): number[] {
  const count = Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
  return Array.from({ length: count }, (_, i) => start + i * SLOT_MINUTES);
}

/** What the day's appointments hold in each slot, keyed by the slot's minutes since midnight. */
function loadBySlot(appointments: readonly BookedAppointment[], serviceId: number) {
  const loads = new Map<number, SlotLoad>();
  for (const appointment of appointments) {
    const start = minutesOf(appointment.appointment_time);
    const unassigned = Math.max(0, appointment.staff_count - appointment.stylist_ids.length);
    for (const minute of coveredMinutes(start, appointment.duration_minutes)) {
      let load = loads.get(minute);
      if (!load) {
        load = { busy: new Set(), unassigned: 0, sameService: 0 };
        loads.set(minute, load);
      }
      for (const id of appointment.stylist_ids) load.busy.add(id);
      load.unassigned += unassigned;
      if (appointment.service_id === serviceId) load.sameService += 1;
    }
  }
  return loads;
}

/** Every start time of the day with its availability (storefront §3 Time slot). */
export function computeTimeSlots(input: SlotEngineInput): SlotEngineResult {
  const { reason, holiday } = dayClosedReason(input);
  if (reason === 'holiday' || reason === 'too_far') {
    return { closed: reason, holiday, time_slots: [] };
  }
  const isToday = input.date === salonToday(input.now);
  const nowMinutes = isToday ? salonMinutesNow(input.now) : -1;
  const starts = [...new Set(input.workingTimes)].sort();
  const open = new Set(starts.map(minutesOf));
  const loads = loadBySlot(input.appointments, input.service.id);
  const required = Math.max(1, input.service.staff_required);
  const capacity = Math.max(0, input.service.max_slots_per_time_slot);
  const duration = input.service.duration_minutes;

  const time_slots = starts.map((time): TimeSlot => {
    const start = minutesOf(time);
    const covered = coveredMinutes(start, duration);
    const runsPastClosing =
      covered.some((minute) => !open.has(minute)) || start + duration > MINUTES_PER_DAY;
    const busy = new Set<number>();
    let unassigned = 0;
    let inSlot = 0;
    for (const minute of covered) {
      const load = loads.get(minute);
      if (!load) continue;
      for (const id of load.busy) busy.add(id);
      unassigned = Math.max(unassigned, load.unassigned);
      inSlot = Math.max(inSlot, load.sameService);
    }
    const free = input.stylists.filter((stylist) => !busy.has(stylist.id));
    const freeCount = Math.max(0, free.length - unassigned);
    const past = reason === 'past_date' || start <= nowMinutes;

    let why: TimeSlot['reason'] = null;
    if (past) why = 'past';
    else if (runsPastClosing) why = 'closes';
    else if (inSlot >= capacity) why = 'full';
    else if (freeCount < required) why = 'no_staff';

    return {
      time,
      group: slotGroupOf(time),
      available: why === null,
      reason: why,
      available_staff:
        why === null || why === 'full' ? free.map(({ id, name }) => ({ id, name })) : [],
      available_staff_count: freeCount,
      required_staff_count: required,
      service_slot_info: {
        max_slots_per_time_slot: capacity,
        total_appointments_in_slot: inSlot,
      },
    };
  });
  return { closed: reason, holiday: null, time_slots };
}

/**
 * The stylists to give an appointment starting at `time`: the free ones with the fewest slots
 * already held that day, then the best rated. Null when the slot cannot be booked.
 */
export function chooseStylists(input: SlotEngineInput, time: string): number[] | null {
  const slot = computeTimeSlots(input).time_slots.find((candidate) => candidate.time === time);
  if (!slot?.available) return null;
  const held = new Map<number, number>();
  for (const appointment of input.appointments) {
    const slots = slotsCovered(appointment.appointment_time, appointment.duration_minutes).length;
    for (const id of appointment.stylist_ids) held.set(id, (held.get(id) ?? 0) + slots);
  }
  const rating = new Map(input.stylists.map((stylist) => [stylist.id, stylist.rating ?? 0]));
  const ranked = [...slot.available_staff].sort(
    (a, b) =>
      (held.get(a.id) ?? 0) - (held.get(b.id) ?? 0) ||
      (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) ||
      a.id - b.id,
  );
  return ranked.slice(0, slot.required_staff_count).map((stylist) => stylist.id);
}
