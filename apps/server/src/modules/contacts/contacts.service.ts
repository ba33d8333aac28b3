import {
  CONTACT_MESSAGES as M,
  buildSearchText,
  contactSubjectLabel,
  contactTypeForSubject,
  contactTypeForSupportTopic,
  guestContactSchema,
  toNationalPhone,
  type ContactFormData,
  type ContactReceipt,
  type CurrentUser,
  type SupportFormData,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { BranchesService } from '../branches/branches.service.js';
import type { ContactAlerts } from './contact-alerts.js';
import type { ContactThrottle } from './contact-throttle.js';
import type { ContactRequestRow, ContactsRepository } from './contacts.repository.js';

function toReceipt(row: ContactRequestRow): ContactReceipt {
  return {
    id: row.id,
    type: row.type,
    priority: row.priority,
    status: row.status,
    created_at: row.created_at,
  };
}

/** Turns zod issues into the reply's field errors (first message of each field). */
function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= [issue.message];
  }
  const first = issues[0]?.message ?? M.sendFailed;
  return new AppError('VALIDATION_ERROR', first, 422, errors);
}

/**
 * Messages to the salon from the contact page and the help centre's support form, limited per
 * phone, per e-mail and loosely per client address (ContactThrottle), counted with the message.
 */
export class ContactsService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly branches: BranchesService,
    private readonly throttle: ContactThrottle,
    private readonly alerts: ContactAlerts,
  ) {}

  /** Stores a request, tells the team in its transaction, and the open lists once committed. */
  async #store(
    values: Parameters<ContactsRepository['insert']>[0],
    sender: { ip: string; phone: string | null; email: string | null },
  ): Promise<ContactRequestRow> {
    const row = await this.repository.insert(
      {
        ...values,
        search_text: buildSearchText(values.name, values.email, values.phone, values.subject),
      },
      (trx) => this.throttle.take(trx, sender),
      (trx, stored) => this.alerts.arrived(trx, stored),
    );
    this.alerts.created(row.id, row.source);
    return row;
  }

  async submitContact(
    input: ContactFormData,
    sender: { user: CurrentUser | null; ip: string },
  ): Promise<ContactReceipt> {
    if (input.branch_id != null) {
      const active = await this.branches.listPublic();
      if (!active.some((branch) => branch.id === input.branch_id)) {
        throw fieldError('branch_id', M.branchMissing);
      }
    }
    const row = await this.#store(
      {
        customer_id: sender.user?.role === 'customer' ? sender.user.id : null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: contactSubjectLabel(input.subject),
        message: input.message,
        type: contactTypeForSubject(input.subject),
        priority: input.priority,
        source: 'contact',
        contact_method: null,
        branch_id: input.branch_id ?? null,
        assigned_to: null,
        assigned_at: null,
        reply_message: null,
        replied_at: null,
        resolved_at: null,
        internal_notes: null,
        ip: sender.ip,
      },
      { ip: sender.ip, phone: input.phone, email: input.email },
    );
    return toReceipt(row);
  }

  /** A signed-in customer's name, phone and e-mail come from the account; a guest gives them. */
  async submitSupport(
    input: SupportFormData,
    sender: { user: CurrentUser | null; ip: string },
  ): Promise<ContactReceipt> {
    const who = this.#supportSender(input, sender.user);
    const row = await this.#store(
      {
        customer_id: sender.user?.id ?? null,
        name: who.name,
        email: who.email,
        phone: who.phone,
        subject: input.subject,
        message: input.message,
        type: contactTypeForSupportTopic(input.type),
        priority: 'medium',
        source: 'help',
        topic: input.type,
        contact_method: input.contact_method ?? null,
        branch_id: null,
        assigned_to: null,
        assigned_at: null,
        reply_message: null,
        replied_at: null,
        resolved_at: null,
        internal_notes: null,
        ip: sender.ip,
      },
      { ip: sender.ip, phone: who.phone, email: who.email },
    );
    return toReceipt(row);
  }

  #supportSender(input: SupportFormData, user: CurrentUser | null) {
    if (user) {
      return {
        name: user.name,
        email: user.email,
        phone: user.phone ? toNationalPhone(user.phone) : null,
      };
    }
    const guest = guestContactSchema.safeParse({
      name: input.name,
      phone: input.phone,
      email: input.email,
    });
    if (!guest.success) throw validationError(guest.error.issues);
    return guest.data;
  }
}
