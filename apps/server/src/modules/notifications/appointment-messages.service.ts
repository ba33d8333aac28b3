import {
  APPOINTMENT_NOTIFICATION_TYPES,
  appointmentDetailPath,
  appointmentEmail,
  appointmentMessage,
  type AppointmentMessageKind,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { AppointmentRow, Database } from '../../db/schema.js';
import type { AppointmentChange } from '../booking/appointment-changes.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { AppointmentMessagesRepository } from './appointment-messages.repository.js';
import type { NotificationsService } from './notifications.service.js';

/** The change an appointment listener gets (the booking module's `onChange`). */
export type AppointmentChangeEvent = AppointmentChange;

/** Which changes reach the customer, and how: no-show tells nothing (staff call instead). */
const DELIVERY: Record<AppointmentChangeEvent['kind'], { inApp: boolean; email: boolean }> = {
  booked: { inApp: true, email: true },
  confirmed: { inApp: true, email: true },
  rescheduled: { inApp: true, email: true },
  cancelled: { inApp: true, email: true },
  completed: { inApp: true, email: false },
  no_show: { inApp: false, email: false },
};

/**
 * Tells customers about their appointments: an in-app notification for the customer's account
 * and an e-mail through the outbox, both written in the transaction of the change itself.
 */
export class AppointmentMessagesService {
  constructor(
    private readonly repository: AppointmentMessagesRepository,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxService,
    private readonly siteUrl: string | null,
  ) {}

  /** The booking module's listener: runs inside the change's transaction. */
  async onChange(trx: Transaction<Database>, change: AppointmentChangeEvent): Promise<void> {
    if (change.kind === 'no_show') return;
    const previous = change.kind === 'rescheduled' ? change.previous : undefined;
    await this.send(trx, change.kind, change.appointment, {
      ...DELIVERY[change.kind],
      previous,
      actorUserId: change.actor_user_id,
    });
  }

  /** Writes the notification and enqueues the e-mail of one message about an appointment. */
  async send(
    trx: Transaction<Database>,
    kind: AppointmentMessageKind,
    appointment: AppointmentRow,
    options: {
      inApp: boolean;
      email: boolean;
      previous?: AppointmentRow | undefined;
      actorUserId?: number | null;
      dedupeKey?: string;
    },
  ): Promise<void> {
    const wantsInApp = options.inApp && appointment.customer_user_id !== null;
    const wantsEmail = options.email && Boolean(appointment.customer_email);
    if (!wantsInApp && !wantsEmail) return;

    const facts = {
      ...(await this.repository.facts(trx, appointment)),
      previous_date: options.previous?.appointment_date ?? null,
      previous_time: options.previous?.appointment_time ?? null,
    };
    if (wantsInApp) {
      const { title, message } = appointmentMessage(kind, facts);
      await this.notifications.create(trx, {
        user_id: appointment.customer_user_id,
        type: APPOINTMENT_NOTIFICATION_TYPES[kind],
        priority: kind === 'reminder_2h' || kind === 'cancelled' ? 'high' : 'normal',
        title,
        message,
        action_url: appointmentDetailPath(appointment.id),
        icon: 'calendar',
        data: { appointment_id: appointment.id, event: kind },
        is_system: false,
        created_by: options.actorUserId ?? null,
      });
    }
    if (wantsEmail && appointment.customer_email) {
      const companyName = await this.repository.companyName(trx);
      const mail = appointmentEmail(kind, facts, { companyName, siteUrl: this.siteUrl });
      await this.outbox.enqueue(trx, {
        channel: 'email',
        recipient: appointment.customer_email,
        template: `appointment.${kind}`,
        subject: mail.subject,
        body: mail.body,
        dedupe_key: options.dedupeKey ?? null,
        related: { type: 'appointment', id: appointment.id },
      });
    }
  }
}
