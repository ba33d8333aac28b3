import { salonToday } from '../time/salon-time.js';
import { minutesOf, SLOT_MINUTES, slotGroupOf, slotsCovered } from './constants.js';
import type { StylistDto, TimeSlot } from './dto.js';
import { findHoliday, type HolidayRule } from './holidays.js';
import { endsByClosing, openingPeriods } from './opening-hours.js';

/**
 * The slot engine: for one service, branch and date, which start times can be booked and by
 * whom. Pure: the server loads the inputs (inside the booking transaction when it books) and
 * this decides. An appointment holds every 30-minute slot its duration covers; a start is
 * available when the appointment ends by the closing of the opening period it starts in (the
 * hours the site shows), it is not past, under the service's capacity, and enough stylists are
 * free through every slot it covers.
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
  // The hours the site shows for the day; no appointment may end after its period closes.
  const periods = openingPeriods(starts);
  const loads = loadBySlot(input.appointments, input.service.id);
  const required = Math.max(1, input.service.staff_required);
  const capacity = Math.max(0, input.service.max_slots_per_time_slot);
  const duration = input.service.duration_minutes;

  const time_slots = starts.map((time): TimeSlot => {
    const start = minutesOf(time);
    const covered = coveredMinutes(start, duration);
    const runsPastClosing =
      !endsByClosing(periods, time, duration) || start + duration > MINUTES_PER_DAY;
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
    // Each customer takes `required` stylists: the places are what both capacity and the
    // free stylists allow, so a label never promises more than can be served.
    const places = Math.min(Math.max(0, capacity - inSlot), Math.floor(freeCount / required));
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
      places_left: why === null ? places : 0,
      service_slot_info: {
        max_slots_per_time_slot: capacity,
        total_appointments_in_slot: inSlot,
      },
    };
  });
  return { closed: reason, holiday: null, time_slots };
}

/** Whether two appointments of one person on one day overlap in time (minutes, not slots). */
export function appointmentsOverlap(
  a: { appointment_time: string; duration_minutes: number },
  b: { appointment_time: string; duration_minutes: number },
): boolean {
  const aStart = minutesOf(a.appointment_time);
  const bStart = minutesOf(b.appointment_time);
  return aStart < bStart + b.duration_minutes && bStart < aStart + a.duration_minutes;
}

/**
 * The day's starts as one customer sees them: a start whose appointment (of `durationMinutes`)
 * would overlap one of theirs that day, at any branch, is theirs ('yours'), not bookable, as
 * booking refuses it. Past and closing starts keep their reason.
 */
export function markOwnAppointments(
  slots: readonly TimeSlot[],
  durationMinutes: number,
  own: readonly { appointment_time: string; duration_minutes: number }[],
): TimeSlot[] {
  if (own.length === 0) return [...slots];
  return slots.map((slot) => {
    if (slot.reason === 'past' || slot.reason === 'closes') return slot;
    const candidate = { appointment_time: slot.time, duration_minutes: durationMinutes };
    if (!own.some((mine) => appointmentsOverlap(candidate, mine))) return slot;
    return { ...slot, available: false, reason: 'yours', available_staff: [], places_left: 0 };
  });
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
