import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_EVENTS,
  type ContactLiveEvent,
  type ContactSource,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { ContactDeskRepository } from './contact-desk.repository.js';

/** The live stream's channel of the contacts page; those who may open it listen. */
export const CONTACTS_CHANNEL = 'contacts';

const EXCERPT_MAX = 120;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

export function contactActionUrl(id: number): string {
  return `/admin/contacts?contact=${id}`;
}

/**
 * Tells the team a contact arrived: the bell of everyone who may open contacts, written in the
 * request's transaction (it exists only if the contact does), and, once committed, an event on
 * the contacts channel so an open list refreshes itself. Events carry ids only.
 */
export class ContactAlerts {
  constructor(
    private readonly desk: ContactDeskRepository,
    private readonly notifications: NotificationsService,
    private readonly bus: EventBus,
  ) {}

  /** The 'created' step of the timeline and the bells, in the contact's transaction. */
  async arrived(
    trx: Transaction<Database>,
    contact: {
      id: number;
      name: string;
      subject: string;
      priority: string;
      source: ContactSource;
    },
  ): Promise<void> {
    await this.desk.addHistory(trx, [
      { contact_id: contact.id, action: 'created', actor_id: null, note: null },
    ]);
    const recipients = await this.desk.staff(trx);
    const title =
      contact.source === 'help' ? M.bellSupportTitle(contact.name) : M.bellTitle(contact.name);
    for (const user of recipients) {
      await this.notifications.create(trx, {
        user_id: user.id,
        type: 'informational',
        priority: contact.priority === 'urgent' || contact.priority === 'high' ? 'high' : 'normal',
        title,
        message: excerpt(contact.subject),
        action_url: contactActionUrl(contact.id),
        icon: 'mail',
        data: { kind: 'contact', contact_id: contact.id },
        is_system: false,
      });
    }
  }

  created(id: number, source: ContactSource): void {
    const data: ContactLiveEvent = { contact_ids: [id], source };
    this.bus.publish({ channel: CONTACTS_CHANNEL, event: CONTACT_EVENTS.created, data });
  }

  updated(ids: readonly number[]): void {
    const data: ContactLiveEvent = { contact_ids: [...ids] };
    this.bus.publish({ channel: CONTACTS_CHANNEL, event: CONTACT_EVENTS.updated, data });
  }
}
