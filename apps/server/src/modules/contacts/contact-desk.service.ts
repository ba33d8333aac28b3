import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  averageResponseHours,
  buildSearchText,
  canCloseContact,
  canResolveContact,
  isContactOpen,
  searchWords,
  statusAfterAssign,
  statusAfterReply,
  type AdminContactBulk,
  type AdminContactCreate,
  type AdminContactDetailDto,
  type AdminContactDto,
  type AdminContactListQuery,
  type AdminContactUpdate,
  type ApiPage,
  type ContactBulkResult,
  type ContactHistoryAction,
  type ContactStaffOption,
  type ContactStatisticsDto,
  type ContactStatus,
  type CurrentUser,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { ContactAlerts } from './contact-alerts.js';
import type { AuditEntry, AuditTrail } from '../audit/audit-trail.js';
import type { ContactDeskRepository } from './contact-desk.repository.js';
import { toAdminContactDto, toHistoryDto } from './contact-desk.dto.js';

const notFound = () => new AppError('CONTACT_NOT_FOUND', M.notFound, 404);
const closed = () => new AppError('CONTACT_CLOSED', M.closed, 409);

/** The reply e-mail's text. */
function replyBody(name: string, subject: string, reply: string, company: string): string {
  return [
    `Xin chào ${name},`,
    '',
    `${company} xin phản hồi yêu cầu "${subject}" của bạn:`,
    '',
    reply,
    '',
    `Trân trọng,`,
    company,
  ].join('\n');
}

/** The fields of a contact an edit changes, as the audit log compares them. */
function editable(c: {
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  type: string;
  priority: string;
  status?: string;
  internal_notes?: string | null;
}): Record<string, unknown> {
  return {
    name: c.name,
    email: c.email ?? null,
    phone: c.phone ?? null,
    subject: c.subject,
    message: c.message,
    type: c.type,
    priority: c.priority,
    ...(c.status !== undefined ? { status: c.status } : {}),
    ...(c.internal_notes !== undefined ? { internal_notes: c.internal_notes } : {}),
  };
}

const BULK_SUMMARY: Record<AdminContactBulk['action'], string> = {
  mark_resolved: 'Giải quyết',
  mark_closed: 'Đóng',
  assign: 'Phân công',
  update_priority: 'Đổi mức ưu tiên',
};

/** One contact's entry of a bulk action. */
function bulkEntry(
  input: AdminContactBulk,
  row: { id: number; status: string; priority: string; assigned_to: number | null },
): AuditEntry {
  const summary = `${BULK_SUMMARY[input.action]} liên hệ #${row.id} (thao tác hàng loạt)`;
  const base = { resource: 'contact' as const, resourceId: row.id, summary };
  switch (input.action) {
    case 'mark_resolved':
      return {
        ...base,
        action: 'status',
        before: { status: row.status },
        after: { status: 'resolved' },
      };
    case 'mark_closed':
      return {
        ...base,
        action: 'status',
        before: { status: row.status },
        after: { status: 'closed' },
      };
    case 'assign':
      return {
        ...base,
        action: 'assign',
        before: { assigned_to: row.assigned_to },
        after: { assigned_to: input.assigned_to ?? null },
      };
    case 'update_priority':
      return {
        ...base,
        action: 'update',
        before: { priority: row.priority },
        after: { priority: input.priority ?? row.priority },
      };
  }
}

/**
 * The back office's contact desk (back-office §2.14): list, statistics, create and edit, assign,
 * reply by e-mail through the outbox, resolve, bulk actions and the history timeline. Every
 * change and its history entry are written in one transaction.
 */
export class ContactDeskService {
  constructor(
    private readonly repository: ContactDeskRepository,
    private readonly outbox: OutboxService,
    private readonly alerts: ContactAlerts,
    private readonly companyName: () => Promise<string>,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: AdminContactListQuery): Promise<ApiPage<AdminContactDto>> {
    const { search, ...rest } = query;
    const { rows, total } = await this.repository.list({ ...rest, words: searchWords(search) });
    return toPage(rows.map(toAdminContactDto), total, query.page, query.per_page);
  }

  async statistics(): Promise<ContactStatisticsDto> {
    const [byStatus, byType, priorities, replies] = await Promise.all([
      this.repository.statusCounts(),
      this.repository.typeCounts(),
      this.repository.priorityCounts(),
      this.repository.firstReplies(),
    ]);
    const status = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as Record<
      ContactStatus,
      number
    >;
    for (const row of byStatus) status[row.status] = Number(row.n);
    const types = new Map(byType.map((row) => [row.type, Number(row.n)]));
    return {
      total_contacts: Object.values(status).reduce((a, b) => a + b, 0),
      new_contacts: status.new,
      in_progress_contacts: status.in_progress,
      replied_contacts: status.replied,
      resolved_contacts: status.resolved,
      closed_contacts: status.closed,
      high_priority_contacts: priorities.high,
      urgent_contacts: priorities.urgent,
      unassigned_contacts: priorities.unassigned,
      contacts_by_type: CONTACT_TYPES.map((type) => ({ type, count: types.get(type) ?? 0 })),
      avg_response_time: averageResponseHours(replies),
    };
  }

  async get(id: number): Promise<AdminContactDetailDto> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    const history = await this.repository.history(id);
    return { ...toAdminContactDto(row), history: history.map(toHistoryDto) };
  }

  async staff(): Promise<ContactStaffOption[]> {
    return this.repository.staff();
  }

  async create(input: AdminContactCreate, by: CurrentUser): Promise<AdminContactDetailDto> {
    const row = await this.repository.transaction(async (trx) => {
      const created = await this.repository.insert(trx, {
        customer_id: null,
        ...input,
        source: 'contact',
        contact_method: null,
        branch_id: null,
        assigned_to: null,
        assigned_at: null,
        reply_message: null,
        replied_at: null,
        resolved_at: null,
        internal_notes: null,
        ip: null,
        search_text: buildSearchText(input.name, input.email, input.phone, input.subject),
      });
      await this.repository.addHistory(trx, [
        { contact_id: created.id, action: 'created', actor_id: by.id, note: null },
      ]);
      await this.audit.record(trx, {
        action: 'create',
        resource: 'contact',
        resourceId: created.id,
        summary: `Tạo liên hệ #${created.id}`,
        after: editable(input),
      });
      return created;
    });
    this.alerts.updated([row.id]);
    return this.get(row.id);
  }

  async update(id: number, input: AdminContactUpdate, by: CurrentUser) {
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      const now = new Date().toISOString();
      const status = input.status ?? current.status;
      await this.repository.update(trx, [id], {
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        type: input.type,
        priority: input.priority,
        status,
        internal_notes: input.internal_notes,
        search_text: buildSearchText(input.name, input.email, input.phone, input.subject),
        ...(status === 'resolved' && current.status !== 'resolved' ? { resolved_at: now } : {}),
        ...(status === 'closed' && current.status !== 'closed' ? { closed_at: now } : {}),
      });
      const entries: { action: ContactHistoryAction; note: string | null }[] = [
        { action: 'edited', note: null },
      ];
      if (status !== current.status && (status === 'resolved' || status === 'closed')) {
        entries.push({ action: status, note: null });
      }
      await this.repository.addHistory(
        trx,
        entries.map((e) => ({ contact_id: id, actor_id: by.id, ...e })),
      );
      await this.audit.record(trx, {
        action: 'update',
        resource: 'contact',
        resourceId: id,
        summary: `Cập nhật liên hệ #${id}`,
        before: editable(current),
        after: editable({ ...input, status }),
      });
    });
    this.alerts.updated([id]);
    return this.get(id);
  }

  async assign(id: number, assignee: number, notes: string | null, by: CurrentUser) {
    await this.repository.transaction(async (trx) => {
      const [current] = await this.repository.findMany(trx, [id]);
      if (!current) throw notFound();
      if (!isContactOpen(current.status)) throw closed();
      const name = await this.#assignee(trx, assignee);
      await this.repository.update(trx, [id], {
        assigned_to: assignee,
        assigned_at: new Date().toISOString(),
        status: statusAfterAssign(current.status),
        ...(notes !== null ? { internal_notes: notes } : {}),
      });
      await this.repository.addHistory(trx, [
        { contact_id: id, action: 'assigned', actor_id: by.id, note: name },
      ]);
      await this.audit.record(trx, {
        action: 'assign',
        resource: 'contact',
        resourceId: id,
        summary: `Phân công liên hệ #${id}`,
        before: { assigned_to: current.assigned_to, status: current.status },
        after: { assigned_to: assignee, status: statusAfterAssign(current.status) },
      });
    });
    this.alerts.updated([id]);
    return this.get(id);
  }

  /** Sends the reply to the contact's e-mail (the outbox) and records it, in one transaction. */
  async reply(id: number, message: string, by: CurrentUser) {
    const company = await this.companyName();
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      if (!isContactOpen(current.status)) throw closed();
      if (!current.email) throw new AppError('CONTACT_NO_EMAIL', M.noEmail, 422);
      await this.#sendReply(trx, current, message, company);
      const now = new Date().toISOString();
      await this.repository.update(trx, [id], {
        reply_message: message,
        replied_at: now,
        replied_by: by.id,
        first_replied_at: current.first_replied_at ?? now,
        status: statusAfterReply(current.status),
      });
      await this.repository.addHistory(trx, [
        { contact_id: id, action: 'replied', actor_id: by.id, note: message },
      ]);
      await this.audit.record(trx, {
        action: 'reply',
        resource: 'contact',
        resourceId: id,
        summary: `Trả lời liên hệ #${id} qua e-mail`,
        before: { status: current.status },
        after: { status: statusAfterReply(current.status) },
      });
    });
    this.alerts.updated([id]);
    return this.get(id);
  }

  /**
   * Resolves with the response to the customer. The response is recorded as the reply, and is
   * e-mailed when the contact has an address: a customer is told how their request ended.
   */
  async resolve(id: number, response: string, notes: string | null, by: CurrentUser) {
    const company = await this.companyName();
    await this.repository.transaction(async (trx) => {
      const current = await this.repository.find(id, trx);
      if (!current) throw notFound();
      if (!canResolveContact(current.status)) {
        throw new AppError('CONTACT_ALREADY_RESOLVED', M.alreadyResolved, 409);
      }
      if (current.email) await this.#sendReply(trx, current, response, company);
      const now = new Date().toISOString();
      await this.repository.update(trx, [id], {
        status: 'resolved',
        resolved_at: now,
        reply_message: response,
        replied_at: now,
        replied_by: by.id,
        first_replied_at: current.first_replied_at ?? now,
        ...(notes !== null ? { internal_notes: notes } : {}),
      });
      await this.repository.addHistory(trx, [
        { contact_id: id, action: 'resolved', actor_id: by.id, note: response },
      ]);
      await this.audit.record(trx, {
        action: 'status',
        resource: 'contact',
        resourceId: id,
        summary: `Giải quyết liên hệ #${id}`,
        before: { status: current.status },
        after: { status: 'resolved' },
      });
    });
    this.alerts.updated([id]);
    return this.get(id);
  }

  /** All or nothing: an unknown id or a contact the action cannot apply to changes none. */
  async bulk(input: AdminContactBulk, by: CurrentUser): Promise<ContactBulkResult> {
    const ids = input.contact_ids;
    const updated = await this.repository.transaction(async (trx) => {
      const rows = await this.repository.findMany(trx, ids);
      if (rows.length !== ids.length) {
        throw new AppError('CONTACT_NOT_FOUND', M.someNotFound, 404);
      }
      const allowed =
        input.action === 'mark_resolved'
          ? canResolveContact
          : input.action === 'mark_closed'
            ? canCloseContact
            : isContactOpen;
      const refused = rows.filter((row) => !allowed(row.status)).map((row) => row.id);
      if (refused.length > 0) {
        throw new AppError(
          'CONTACT_STATE_CONFLICT',
          M.bulkRefused(refused.sort((a, b) => a - b)),
          409,
        );
      }
      const now = new Date().toISOString();
      let note: string | null = null;
      let action: ContactHistoryAction;
      switch (input.action) {
        case 'mark_resolved':
          action = 'resolved';
          await this.repository.update(trx, ids, { status: 'resolved', resolved_at: now });
          break;
        case 'mark_closed':
          action = 'closed';
          await this.repository.update(trx, ids, { status: 'closed', closed_at: now });
          break;
        case 'assign': {
          action = 'assigned';
          const assignee = input.assigned_to as number;
          note = await this.#assignee(trx, assignee);
          await this.repository.update(trx, ids, { assigned_to: assignee, assigned_at: now });
          const fresh = rows.filter((row) => row.status === 'new').map((row) => row.id);
          await this.repository.update(trx, fresh, { status: 'in_progress' });
          break;
        }
        case 'update_priority':
          action = 'priority_changed';
          note = input.priority ?? null;
          await this.repository.update(trx, ids, { priority: input.priority });
          break;
      }
      await this.repository.addHistory(
        trx,
        ids.map((id) => ({ contact_id: id, action, actor_id: by.id, note })),
      );
      await this.audit.record(
        trx,
        rows.map((row) => bulkEntry(input, row)),
      );
      return ids.length;
    });
    this.alerts.updated(ids);
    return { action: input.action, updated };
  }

  async delete(id: number): Promise<void> {
    await this.repository.transaction(async (trx) => {
      if (!(await this.repository.delete(id, trx))) throw notFound();
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'contact',
        resourceId: id,
        summary: `Xóa liên hệ #${id}`,
      });
    });
    this.alerts.updated([id]);
  }

  /** The assignee's name; they must be an active member who may open contacts. */
  async #assignee(trx: Transaction<Database>, userId: number): Promise<string> {
    const member = (await this.repository.staff(trx)).find((user) => user.id === userId);
    if (!member) {
      throw new AppError('VALIDATION_ERROR', M.staffInvalid, 422, {
        assigned_to: [M.staffInvalid],
      });
    }
    return member.name;
  }

  async #sendReply(
    trx: Transaction<Database>,
    contact: { id: number; name: string; email: string | null; subject: string },
    message: string,
    company: string,
  ): Promise<void> {
    await this.outbox.enqueue(trx, {
      channel: 'email',
      recipient: contact.email as string,
      template: 'contact.reply',
      subject: M.replySubject(contact.subject, company),
      body: replyBody(contact.name, contact.subject, message, company),
      related: { type: 'contact', id: contact.id },
    });
  }
}
