/* Booking rules and limits (storefront §5, §9; customer-account §4, §9; back-office §5, §9). */

/** Slots are 30 minutes long; an appointment holds every slot its duration covers. */
export const SLOT_MINUTES = 30;

/** Every start time staff can open in a branch's working hours: 08:00 to 21:30 (28 slots). */
export const WORKING_SLOT_TIMES: readonly string[] = Array.from({ length: 28 }, (_, i) => {
  const minutes = 8 * 60 + i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Hours of a branch that has none stored: 8:00 to 21:00, so the last start is 20:30. */
export const DEFAULT_WORKING_TIMES: readonly string[] = WORKING_SLOT_TIMES.filter(
  (time) => time <= '20:30',
);

/** How many customers can take one service in the same slot, unless the service says otherwise. */
export const DEFAULT_MAX_SLOTS_PER_TIME_SLOT = 3;

export const BOOKING_LIMITS = {
  notesMax: 500,
  rescheduleNotesMax: 200,
  cancelReasonMax: 200,
  staffNoteMax: 1000,
  nameMax: 100,
  emailMax: 255,
  /** Reschedule needs more than this much notice. */
  rescheduleMinHours: 24,
  /** Cancel needs more than this much notice. */
  cancelMinHours: 2,
  /** Reminders go out this many hours before the start. */
  reminderHours: [24, 2] as const,
  appointmentReviewCommentMax: 500,
  photosPerKindMax: 10,
  idempotencyKeyMax: 100,
} as const;

/**
 * Guests book without signing in, so what a guest can make is limited: new bookings per client
 * address in a sliding hour, and live future appointments per phone.
 */
export const GUEST_BOOKING_LIMITS = {
  perAddressPerHour: 5,
  windowMs: 60 * 60 * 1000,
  liveAppointmentsPerPhone: 3,
  /** The random password of an account made for a guest (letters and digits). */
  initialPasswordLength: 12,
} as const;

export const WIZARD_TIMING = {
  autoAdvanceMs: 300,
  slotFetchDebounceMs: 300,
} as const;

export type SlotGroup = 'morning' | 'afternoon' | 'evening';
export const SLOT_GROUP_LABELS: Record<SlotGroup, string> = {
  morning: 'Buổi sáng',
  afternoon: 'Buổi chiều',
  evening: 'Buổi tối',
};

/** Morning before 12:00, afternoon 12:00 to 16:59, evening from 17:00. */
export function slotGroupOf(time: string): SlotGroup {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export const HOLIDAY_RECURRING_TYPES = ['none', 'yearly', 'lunar_yearly'] as const;
export type HolidayRecurringType = (typeof HOLIDAY_RECURRING_TYPES)[number];
export const HOLIDAY_RECURRING_LABELS: Record<HolidayRecurringType, string> = {
  none: 'Không lặp lại',
  yearly: 'Hằng năm (dương lịch)',
  lunar_yearly: 'Hằng năm (âm lịch)',
};

/** Minutes since midnight of "HH:mm". */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:mm" of minutes since midnight (may pass 24:00 for an end time; callers check). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start times an appointment of `durationMinutes` starting at `start` holds. */
export function slotsCovered(start: string, durationMinutes: number): string[] {
  const first = minutesOf(start);
  const count = Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
  return Array.from({ length: count }, (_, i) => timeOf(first + i * SLOT_MINUTES));
}

/** The end time "HH:mm" of an appointment. */
export function endTimeOf(start: string, durationMinutes: number): string {
  return timeOf(minutesOf(start) + durationMinutes);
}
