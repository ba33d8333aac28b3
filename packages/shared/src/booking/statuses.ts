import { BOOKING_LIMITS } from './constants.js';

/**
 * One lifecycle for appointments. The spec's list screens say "scheduled" for what is pending
 * or confirmed; see docs/booking.md.
 */
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
  no_show: 'Không đến',
};

/** Ant Design tag colours. */
export const APPOINTMENT_STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  no_show: 'default',
};

/** Statuses that hold a stylist's time ("scheduled" in the spec's list screens). */
export const LIVE_APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly AppointmentStatus[];

export function isLiveStatus(status: AppointmentStatus): boolean {
  return (LIVE_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** Staff moves: which statuses each action may start from. */
export const APPOINTMENT_TRANSITIONS = {
  confirm: ['pending'],
  complete: ['pending', 'confirmed'],
  cancel: ['pending', 'confirmed'],
  no_show: ['pending', 'confirmed'],
  reschedule: ['pending', 'confirmed'],
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type AppointmentAction = keyof typeof APPOINTMENT_TRANSITIONS;

export function canTransition(action: AppointmentAction, status: AppointmentStatus): boolean {
  return (APPOINTMENT_TRANSITIONS[action] as readonly AppointmentStatus[]).includes(status);
}

const HOUR_MS = 3_600_000;

/** The appointment's start as an instant (the salon is at UTC+7 all year, no daylight saving). */
export function appointmentStartsAt(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+07:00`);
}

/** Staff moves that say what happened at the appointment, so they wait for its start. */
export const ACTIONS_AFTER_START = [
  'complete',
  'no_show',
] as const satisfies readonly AppointmentAction[];

/** Whether the appointment's start time has come, in the salon's time zone. */
export function appointmentHasStarted(
  appointment: { appointment_date: string; appointment_time: string },
  now: Date = new Date(),
): boolean {
  return (
    appointmentStartsAt(appointment.appointment_date, appointment.appointment_time).getTime() <=
    now.getTime()
  );
}

/** Whether `action` waits for the appointment's start (complete, no-show). */
export function waitsForStart(action: AppointmentAction): boolean {
  return (ACTIONS_AFTER_START as readonly AppointmentAction[]).includes(action);
}

/**
 * Whether staff may take `action` now: the status allows it and, for complete and no-show, the
 * appointment has started (nobody can have been served, or have missed it, before its time).
 */
export function staffMayNow(
  action: AppointmentAction,
  appointment: { status: AppointmentStatus; appointment_date: string; appointment_time: string },
  now: Date = new Date(),
): boolean {
  return (
    canTransition(action, appointment.status) &&
    (!waitsForStart(action) || appointmentHasStarted(appointment, now))
  );
}

function hoursUntil(date: string, time: string, now: Date): number {
  return (appointmentStartsAt(date, time).getTime() - now.getTime()) / HOUR_MS;
}

/** A customer may move a live appointment more than 24 hours ahead. */
export function customerCanReschedule(
  appointment: { status: AppointmentStatus; appointment_date: string; appointment_time: string },
  now: Date = new Date(),
): boolean {
  return (
    isLiveStatus(appointment.status) &&
    hoursUntil(appointment.appointment_date, appointment.appointment_time, now) >
      BOOKING_LIMITS.rescheduleMinHours
  );
}

/** A customer may cancel a live appointment more than 2 hours ahead. */
export function customerCanCancel(
  appointment: { status: AppointmentStatus; appointment_date: string; appointment_time: string },
  now: Date = new Date(),
): boolean {
  return (
    isLiveStatus(appointment.status) &&
    hoursUntil(appointment.appointment_date, appointment.appointment_time, now) >
      BOOKING_LIMITS.cancelMinHours
  );
}

/** Rebook is offered once an appointment is over. */
export function customerCanRebook(status: AppointmentStatus): boolean {
  return status === 'cancelled' || status === 'completed' || status === 'no_show';
}
