import { appointmentStartsAt, salonToday } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { AppointmentRow } from '../../db/schema.js';
import type {
  AppointmentMessagesRepository,
  ReminderKind,
} from './appointment-messages.repository.js';
import type { AppointmentMessagesService } from './appointment-messages.service.js';

const HOUR_MS = 3_600_000;

/** The reminders, nearest first: an appointment inside the 2-hour window gets no 24-hour one. */
export const REMINDER_WINDOWS: readonly { kind: ReminderKind; hours: number }[] = [
  { kind: 'reminder_2h', hours: 2 },
  { kind: 'reminder_24h', hours: 24 },
];

/** The reminder an appointment is due for at `now`, if any. */
export function dueReminder(appointment: AppointmentRow, now: Date): ReminderKind | null {
  const start = appointmentStartsAt(appointment.appointment_date, appointment.appointment_time);
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0) return null;
  return REMINDER_WINDOWS.find((window) => ahead <= window.hours * HOUR_MS)?.kind ?? null;
}

const startOf = (appointment: AppointmentRow) =>
  `${appointment.appointment_date} ${appointment.appointment_time}`;

/**
 * The "appointment-reminders" job. Each reminder is sent exactly once per start time: it is
 * claimed by a conditional UPDATE of reminded_24h_for / reminded_2h_for, and its messages are
 * written in the same transaction, so a claim without messages (or the reverse) cannot be
 * committed, and a second claimer (a concurrent run, another server) finds nothing to claim.
 */
export class AppointmentReminders {
  constructor(
    private readonly db: Db,
    private readonly repository: AppointmentMessagesRepository,
    private readonly messages: AppointmentMessagesService,
  ) {}

  /** Returns how many reminders this run sent. */
  async run(now: Date = new Date()): Promise<number> {
    const dates = [
      ...new Set([salonToday(now), salonToday(new Date(now.getTime() + 24 * HOUR_MS))]),
    ];
    const candidates = await this.repository.liveOnDates(dates);
    let sent = 0;
    for (const appointment of candidates) {
      const kind = dueReminder(appointment, now);
      if (!kind) continue;
      const start = startOf(appointment);
      const already =
        kind === 'reminder_2h' ? appointment.reminded_2h_for : appointment.reminded_24h_for;
      if (already === start) continue;
      if (await this.#sendOnce(appointment, kind, start, now)) sent += 1;
    }
    return sent;
  }

  async #sendOnce(
    appointment: AppointmentRow,
    kind: ReminderKind,
    start: string,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await this.repository.claimReminder(
        trx,
        appointment,
        kind,
        start,
        now.toISOString(),
      );
      if (!claimed) return false;
      await this.messages.send(trx, kind, claimed, {
        inApp: true,
        email: true,
        dedupeKey: `appointment:${claimed.id}:${kind}:${start}`,
      });
      return true;
    });
  }
}
