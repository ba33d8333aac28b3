import type { Db } from '../db/database.js';
import { OutboxRepository } from '../modules/outbox/outbox.repository.js';
import { OutboxService } from '../modules/outbox/outbox.service.js';
import { AppointmentMessagesRepository } from '../modules/notifications/appointment-messages.repository.js';
import { AppointmentMessagesService } from '../modules/notifications/appointment-messages.service.js';
import { AppointmentReminders } from '../modules/notifications/appointment-reminders.js';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.js';
import { NotificationsService } from '../modules/notifications/notifications.service.js';

/** The appointment messages and reminders as services.ts wires them, on a given database. */
export function appointmentMessaging(db: Db, siteUrl: string | null = null) {
  const repository = new AppointmentMessagesRepository(db);
  const messages = new AppointmentMessagesService(
    repository,
    new NotificationsService(new NotificationsRepository(db)),
    // Appointment messages carry no secret: any key seals nothing here.
    new OutboxService(new OutboxRepository(db), null, null, 'appointment-messages-test-secret'),
    siteUrl,
  );
  return { messages, reminders: new AppointmentReminders(db, repository, messages) };
}
