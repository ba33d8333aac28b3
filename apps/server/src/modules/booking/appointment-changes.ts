import type { Transaction } from 'kysely';
import type { AppointmentRow, Database } from '../../db/schema.js';

/** What happened to an appointment; listeners (messages, reminders) act on it. */
export interface AppointmentChange {
  kind: 'booked' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'no_show';
  appointment: AppointmentRow;
  /** The appointment before a reschedule or status change. */
  previous?: AppointmentRow;
  /** The user who made the change (null for a guest booking). */
  actor_user_id: number | null;
}

/**
 * Called inside the transaction that made the change, so what a listener writes (a notification,
 * an e-mail in the outbox) is committed with the change or not at all.
 */
export type AppointmentChangeListener = (
  trx: Transaction<Database>,
  change: AppointmentChange,
) => Promise<void>;
