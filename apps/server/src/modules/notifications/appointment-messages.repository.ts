import {
  DEFAULT_PUBLIC_SETTINGS,
  LIVE_APPOINTMENT_STATUSES,
  type AppointmentFacts,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppointmentRow, Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

export type ReminderKind = 'reminder_24h' | 'reminder_2h';

const REMINDER_COLUMN = {
  reminder_24h: 'reminded_24h_for',
  reminder_2h: 'reminded_2h_for',
} as const;

/** What appointment messages read and claim (appointments, their service and branch). */
export class AppointmentMessagesRepository {
  constructor(private readonly db: Db) {}

  /** The names a message needs, read with the caller's transaction. */
  async facts(
    executor: Executor,
    appointment: AppointmentRow,
  ): Promise<Omit<AppointmentFacts, 'previous_date' | 'previous_time'>> {
    const [service, branch] = await Promise.all([
      executor
        .selectFrom('services')
        .select('name')
        .where('id', '=', appointment.service_id)
        .executeTakeFirst(),
      executor
        .selectFrom('branches')
        .select(['name', 'address'])
        .where('id', '=', appointment.branch_id)
        .executeTakeFirst(),
    ]);
    return {
      id: appointment.id,
      code: appointment.code,
      customer_name: appointment.customer_name,
      service_name: service?.name ?? 'Dịch vụ',
      branch_name: branch?.name ?? 'Salon',
      branch_address: branch?.address ?? null,
      date: appointment.appointment_date,
      time: appointment.appointment_time,
      cancel_reason: appointment.cancel_reason,
    };
  }

  async companyName(executor: Executor): Promise<string> {
    const row = await executor
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'company')
      .executeTakeFirst();
    try {
      const name: unknown = row ? (JSON.parse(row.value) as { name?: unknown }).name : null;
      if (typeof name === 'string' && name.trim()) return name.trim();
    } catch {
      // A broken stored value falls back to the default, as the settings module does.
    }
    return DEFAULT_PUBLIC_SETTINGS.company.name;
  }

  /** Live appointments on the given salon dates (the reminder job filters by the hour). */
  async liveOnDates(dates: string[]): Promise<AppointmentRow[]> {
    return this.db
      .selectFrom('appointments')
      .selectAll()
      .where('status', 'in', LIVE_APPOINTMENT_STATUSES)
      .where('appointment_date', 'in', dates)
      .orderBy('id')
      .execute();
  }

  /**
   * Claims one reminder: records the start it is for, only if the appointment is still live, still
   * at that start, and has no reminder of this kind for it. Only one of any number of concurrent
   * claimers changes the row; the rest match nothing. Returns the row as claimed, or null.
   */
  async claimReminder(
    trx: Transaction<Database>,
    appointment: AppointmentRow,
    kind: ReminderKind,
    start: string,
    now: string,
  ): Promise<AppointmentRow | null> {
    const column = REMINDER_COLUMN[kind];
    const result = await trx
      .updateTable('appointments')
      .set({ [column]: start, updated_at: now })
      .where('id', '=', appointment.id)
      .where('status', 'in', LIVE_APPOINTMENT_STATUSES)
      .where('appointment_date', '=', appointment.appointment_date)
      .where('appointment_time', '=', appointment.appointment_time)
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '!=', start)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return (
      (await trx
        .selectFrom('appointments')
        .selectAll()
        .where('id', '=', appointment.id)
        .executeTakeFirst()) ?? null
    );
  }
}
