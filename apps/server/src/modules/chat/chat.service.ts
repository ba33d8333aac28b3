import {
  CHAT_CONVERSATION_TYPE_LABELS,
  CHAT_MESSAGES as M,
  isStaffRole,
  type AdminConversationListQuery,
  type AdminCreateConversationInput,
  type ApiPage,
  type ChatConversationDto,
  type ChatConversationType,
  type ChatCustomerSearchResult,
  type ChatMessageDto,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatPriority,
  type ChatSenderType,
  type CurrentUser,
  type CustomerConversationListQuery,
  type CustomerCreateConversationInput,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { customerSearchWords } from '../../lib/customer-search.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { AuditEntry, AuditTrail } from '../audit/audit-trail.js';
import type { ChatBell } from './chat-bell.js';
import type { ChatEvents } from './chat-events.js';
import type { ChatFiles, StoredChatFile } from './chat-files.js';
import { scopeAllows, staffScope, type StaffScope } from './chat-scope.js';
import type { ChatThrottle } from './chat-throttle.js';
import {
  toConversationDto,
  toCustomerSearchResult,
  toMessageDto,
  type ChatSide,
} from './chat.dto.js';
import type { ChatRepository, ConversationRow, MessageRow } from './chat.repository.js';

type Trx = Transaction<Database>;

/** Who acts: a customer on their own conversations, or a back-office user within their scope. */
export type ChatParty =
  { side: 'customer'; user: CurrentUser } | { side: 'staff'; user: CurrentUser; scope: StaffScope };

export function customerParty(user: CurrentUser): ChatParty {
  return { side: 'customer', user };
}

export function staffParty(user: CurrentUser): ChatParty {
  return { side: 'staff', user, scope: staffScope(user) };
}

/** 409 on creating a conversation while one of its type is active; carries that one's id. */
export class ChatActiveConflict extends AppError {
  constructor(
    readonly conversationId: number,
    message: string,
  ) {
    super('CHAT_ACTIVE_EXISTS', message, 409);
  }
}

const notFound = () => new AppError('CHAT_CONVERSATION_NOT_FOUND', M.conversationNotFound, 404);
const notActive = () => new AppError('CHAT_NOT_ACTIVE', M.notActive, 409);
const assistantHandled = () => new AppError('CHAT_ASSISTANT_HANDLED', M.assistantHandled, 409);

/** Messages from the other side, which this side reads. */
const UNREAD_FROM: Record<ChatSide, ChatSenderType[]> = {
  customer: ['staff'],
  staff: ['customer'],
};
/** What opening a conversation marks read. */
const MARKS_READ: Record<ChatSide, ChatSenderType[]> = {
  customer: ['staff', 'assistant'],
  staff: ['customer'],
};
const TITLE_EXCERPT = 60;

function titleOf(type: ChatConversationType, message: string | undefined): string {
  const label = CHAT_CONVERSATION_TYPE_LABELS[type];
  if (!message) return label;
  const line = message.replace(/\s+/g, ' ').trim();
  const excerpt = line.length > TITLE_EXCERPT ? `${line.slice(0, TITLE_EXCERPT - 1)}…` : line;
  return `${label}: ${excerpt}`;
}

/**
 * Support chat between customers and staff (customer-account Support chat; back-office §2.13).
 * A customer works on their own conversations only; a back-office user on those their scope
 * shows (chat-scope.ts). Anything else is "not found", never "forbidden". Only an active
 * conversation takes messages; limits, the bell and the message are one transaction; events
 * are published once it committed.
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly repository: ChatRepository,
    private readonly files: ChatFiles,
    private readonly events: ChatEvents,
    private readonly bell: ChatBell,
    private readonly throttle: ChatThrottle,
    private readonly audit: AuditTrail,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  // Lists.

  async listForCustomer(
    user: CurrentUser,
    query: CustomerConversationListQuery,
  ): Promise<ApiPage<ChatConversationDto>> {
    const filter = { customerId: user.id, status: query.status, type: query.type };
    const [total, rows] = await Promise.all([
      this.repository.countForCustomer(filter),
      this.repository.pageForCustomer(filter, query.per_page, (query.page - 1) * query.per_page),
    ]);
    return toPage(await this.#dtos(rows, 'customer'), total, query.page, query.per_page);
  }

  async listForStaff(
    user: CurrentUser,
    query: AdminConversationListQuery,
  ): Promise<ApiPage<ChatConversationDto>> {
    const search = await customerSearchWords(query.q, () => this.repository.searchableNames());
    const filter = {
      scope: staffScope(user),
      userId: user.id,
      status: query.status,
      priority: query.priority,
      type: query.type,
      assignedToMe: query.assigned_to_me,
      unassigned: query.unassigned,
      includeAssistant: query.include_assistant,
      search,
    };
    const [total, rows] = await Promise.all([
      this.repository.countForStaff(filter),
      this.repository.pageForStaff(filter, query.per_page, (query.page - 1) * query.per_page),
    ]);
    return toPage(await this.#dtos(rows, 'staff'), total, query.page, query.per_page);
  }

  async unreadCount(party: ChatParty): Promise<number> {
    return party.side === 'customer'
      ? this.repository.unreadForCustomer(party.user.id, UNREAD_FROM.customer)
      : this.repository.unreadForStaff(party.scope);
  }

  async searchCustomers(q: string, perPage: number): Promise<ApiPage<ChatCustomerSearchResult>> {
    const words = await customerSearchWords(q, () => this.repository.customerNames());
    const [total, rows] = await Promise.all([
      this.repository.countCustomers(words),
      this.repository.searchCustomers(words, perPage),
    ]);
    return toPage(rows.map(toCustomerSearchResult), total, 1, perPage);
  }

  // One conversation.

  async get(party: ChatParty, id: number): Promise<ChatConversationDto> {
    return this.#dto(await this.#visible(party, id), party.side);
  }

  /** 404 unless the party may see the conversation (before reading an upload, say). */
  async assertVisible(party: ChatParty, id: number): Promise<void> {
    await this.#visible(party, id);
  }

  async messages(party: ChatParty, id: number, query: ChatMessagesQuery): Promise<ChatMessagePage> {
    await this.#visible(party, id);
    const rows = await this.repository.messages(id, {
      beforeId: query.before_id,
      afterId: query.after_id,
      limit: query.per_page,
    });
    const first = rows[0];
    const hasMore = first ? await this.repository.hasMessagesBefore(id, first.id) : false;
    return { messages: rows.map(toMessageDto), has_more: hasMore };
  }

  // Creating.

  async createForCustomer(
    user: CurrentUser,
    input: CustomerCreateConversationInput,
  ): Promise<ChatConversationDto> {
    const id = await this.#create(user.id, input.type, M.customerActiveExists, async (trx) => {
      await this.throttle.conversation(trx, user.id, input.message !== undefined);
      const conversationId = await this.repository.insertConversation(trx, {
        customer_id: user.id,
        type: input.type,
        title: titleOf(input.type, input.message),
        branch_id: await this.#branchOf(trx, user.id),
        created_by: user.id,
        initial_message: input.message ?? null,
      });
      if (input.message !== undefined) {
        const row = await this.#required(trx, conversationId);
        await this.#insert(trx, row, 'customer', user.id, { content: input.message });
        await this.bell.ring(trx, row, { content: input.message, isFile: false });
      }
      return conversationId;
    });
    return this.#announceCreated(id, 'customer');
  }

  async createForStaff(
    user: CurrentUser,
    input: AdminCreateConversationInput,
  ): Promise<ChatConversationDto> {
    const customer = await this.repository.findUser(input.customer_id);
    if (!customer || customer.role !== 'customer') {
      throw new AppError('CUSTOMER_NOT_FOUND', M.customerNotFound, 404, {
        customer_id: [M.customerNotFound],
      });
    }
    if (customer.status !== 'active') {
      throw new AppError('CUSTOMER_INACTIVE', M.customerInactive, 409, {
        customer_id: [M.customerInactive],
      });
    }
    const id = await this.#create(customer.id, input.type, M.activeExists, async (trx) => {
      await this.throttle.message(trx, user.id);
      const at = this.#now();
      const conversationId = await this.repository.insertConversation(trx, {
        customer_id: customer.id,
        type: input.type,
        priority: input.priority,
        title: titleOf(input.type, input.message),
        branch_id: await this.#branchOf(trx, customer.id),
        // Who opens the conversation answers it.
        assigned_to: user.id,
        assigned_at: at,
        created_by: user.id,
        initial_message: input.message,
      });
      const row = await this.#required(trx, conversationId);
      await this.#insert(trx, row, 'staff', user.id, { content: input.message });
      await this.audit.record(trx, {
        action: 'create',
        resource: 'chat_conversation',
        resourceId: conversationId,
        summary: `Mở cuộc trò chuyện #${conversationId} với khách hàng #${customer.id}`,
        after: {
          customer_id: customer.id,
          type: row.type,
          priority: row.priority,
          status: row.status,
          assigned_to: row.assigned_to,
        },
      });
      return conversationId;
    });
    return this.#announceCreated(id, 'staff');
  }

  /**
   * One active staff conversation per customer and type: asked first, and settled by the
   * partial unique index when two requests create at once (the second gets the same 409).
   */
  async #create(
    customerId: number,
    type: ChatConversationType,
    conflictMessage: string,
    insert: (trx: Trx) => Promise<number>,
  ): Promise<number> {
    const conflict = async () => {
      const existing = await this.repository.activeConversationId(this.db, customerId, type);
      return existing === null ? null : new ChatActiveConflict(existing, conflictMessage);
    };
    const before = await conflict();
    if (before) throw before;
    try {
      return await this.db.transaction().execute(insert);
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) {
        const after = await conflict();
        if (after) throw after;
      }
      throw error;
    }
  }

  async #announceCreated(id: number, side: ChatSide): Promise<ChatConversationDto> {
    const row = await this.#required(this.db, id);
    this.events.conversationUpdated(row, 'created');
    const latest = (await this.repository.latestMessages([id])).get(id);
    if (latest) this.events.messageCreated(row, latest.id, latest.sender_type);
    return this.#dto(row, side);
  }

  /** The customer's branch, else the branch of their latest appointment, else none. */
  async #branchOf(trx: Trx, customerId: number): Promise<number | null> {
    return this.repository.customerBranch(trx, customerId);
  }

  // The AI consultant's handover.

  /**
   * A signed-in customer's consultant session (an assistant-handled consultation that is theirs,
   * or a guest's they hold) passes to staff, in one transaction with its message and the bell.
   * With no active staff consultation the session's conversation itself passes, given the branch
   * a new conversation gets (#branchOf), and `note` opens staff's part; otherwise `transcript`
   * goes to that consultation as the customer's message and the session ends with
   * `closeReason`. Either message counts against the chat's message limit. Two handovers at once
   * are settled by the partial unique index (the second one appends). Returns the staff
   * conversation's id; a session already passed gives its own.
   */
  async handOverFromAssistant(
    user: CurrentUser,
    sessionConversationId: number,
    texts: { note: string; transcript: string; closeReason: string },
  ): Promise<number> {
    try {
      return await this.#handOver(user, sessionConversationId, texts);
    } catch (error) {
      // Another conversation became the customer's active consultation meanwhile: append there.
      if (uniqueViolationColumn(error) === null) throw error;
      return this.#handOver(user, sessionConversationId, texts);
    }
  }

  async #handOver(
    user: CurrentUser,
    sessionConversationId: number,
    texts: { note: string; transcript: string; closeReason: string },
  ): Promise<number> {
    const done = await this.db.transaction().execute(async (trx) => {
      const session = await this.repository.lock(trx, sessionConversationId);
      if (
        !session ||
        session.type !== 'consultation' ||
        (session.customer_id !== null && session.customer_id !== user.id)
      ) {
        throw notFound();
      }
      if (session.handled_by === 'staff') return { id: session.id, posted: null };
      const existingId = await this.repository.activeConversationId(trx, user.id, 'consultation');
      if (session.status !== 'active') {
        if (existingId === null) throw notFound();
        return { id: existingId, posted: null };
      }
      await this.throttle.message(trx, user.id);
      const at = this.#now();
      if (existingId !== null) {
        const existing = await this.repository.lock(trx, existingId);
        if (!existing) throw notFound();
        const burstGoesOn = await this.repository.hasUnreadFrom(trx, existing.id, 'customer');
        const message = await this.#insert(trx, existing, 'customer', user.id, {
          content: texts.transcript,
        });
        if (!burstGoesOn) {
          await this.bell.ring(trx, existing, { content: texts.transcript, isFile: false });
        }
        await this.repository.endAssistantSession(trx, session.id, user.id, texts.closeReason, at);
        return { id: existing.id, posted: { row: existing, message, handedOver: false } };
      }
      await this.repository.passToStaff(
        trx,
        session.id,
        { customer_id: user.id, branch_id: await this.#branchOf(trx, user.id) },
        at,
      );
      const row = await this.#required(trx, session.id);
      const message = await this.#insert(trx, row, 'customer', user.id, { content: texts.note });
      await this.bell.ring(trx, row, { content: texts.note, isFile: false });
      return { id: row.id, posted: { row, message, handedOver: true } };
    });
    if (done.posted) {
      const { row, message, handedOver } = done.posted;
      if (handedOver) this.events.conversationUpdated(row, 'handed_over');
      this.events.messageCreated(row, message.id, message.sender_type);
    }
    return done.id;
  }

  // Messages.

  async send(party: ChatParty, id: number, content: string): Promise<ChatMessageDto> {
    return this.#post(party, id, { content, file: null });
  }

  async sendFile(
    party: ChatParty,
    id: number,
    upload: UploadedFile | undefined,
    caption: string | null,
  ): Promise<ChatMessageDto> {
    if (!upload) throw fieldError('file', M.fileRequired);
    await this.#visible(party, id);
    const file = await this.files.prepare(upload);
    return this.#post(party, id, { content: caption ?? '', file });
  }

  async #post(
    party: ChatParty,
    id: number,
    input: { content: string; file: Awaited<ReturnType<ChatFiles['prepare']>> | null },
  ): Promise<ChatMessageDto> {
    let written: string | null = null;
    try {
      const { row, message } = await this.db.transaction().execute(async (trx) => {
        const row = await this.repository.lock(trx, id);
        if (!row || !this.#allows(party, row)) throw notFound();
        if (row.handled_by !== 'staff') throw assistantHandled();
        if (row.status !== 'active') {
          throw party.side === 'customer'
            ? new AppError('CHAT_CONVERSATION_CLOSED', M.conversationClosed, 409)
            : new AppError('CHAT_CONVERSATION_CLOSED', M.staffConversationClosed, 409);
        }
        if (input.file) await this.throttle.file(trx, party.user.id);
        else await this.throttle.message(trx, party.user.id);
        // The bell rings for the first message of a burst only.
        const burstGoesOn =
          party.side === 'customer' && (await this.repository.hasUnreadFrom(trx, id, 'customer'));
        if (input.file) written = await this.files.write(input.file);
        const message = await this.#insert(trx, row, party.side, party.user.id, {
          content: input.content,
          file: input.file && written ? { ...input.file, path: written } : null,
        });
        if (party.side === 'customer' && !burstGoesOn) {
          await this.bell.ring(trx, row, { content: input.content, isFile: input.file !== null });
        }
        if (party.side === 'staff') await this.audit.record(trx, staffMessageEntry(row, message));
        return { row, message };
      });
      this.events.messageCreated(row, message.id, message.sender_type);
      return toMessageDto(message);
    } catch (error) {
      if (written) await this.files.remove(written).catch(() => undefined);
      throw error;
    }
  }

  async #insert(
    trx: Trx,
    row: ConversationRow,
    side: ChatSide,
    senderId: number,
    input: {
      content: string;
      file?: {
        kind: 'image' | 'file';
        path: string;
        name: string;
        mime: string;
        buffer: Buffer;
      } | null;
    },
  ): Promise<MessageRow> {
    const file = input.file ?? null;
    const message = await this.repository.insertMessage(trx, {
      conversation_id: row.id,
      sender_type: side,
      sender_id: senderId,
      message_type: file ? file.kind : 'text',
      content: input.content,
      file_path: file?.path ?? null,
      file_name: file?.name ?? null,
      file_size: file ? file.buffer.length : null,
      file_mime: file?.mime ?? null,
    });
    await this.repository.touch(trx, row.id, message.created_at);
    return message;
  }

  // Reading, assigning, closing.

  /** Marks the other side's messages read (opening the conversation does). */
  async markRead(party: ChatParty, id: number): Promise<ChatConversationDto> {
    const { row, changed } = await this.db.transaction().execute(async (trx) => {
      const row = await this.repository.lock(trx, id);
      if (!row || !this.#allows(party, row)) throw notFound();
      const changed = await this.repository.markRead(trx, id, MARKS_READ[party.side], this.#now());
      return { row, changed };
    });
    if (changed > 0) this.events.conversationUpdated(row, 'read', party.side);
    return this.#dto(row, party.side);
  }

  /** Staff take a conversation for themselves; managers and admins give it to anyone active. */
  async assign(user: CurrentUser, id: number, adminId: number): Promise<ChatConversationDto> {
    if (user.role === 'staff' && adminId !== user.id) {
      throw new AppError('FORBIDDEN', M.assignSelfOnly, 403, { admin_id: [M.assignSelfOnly] });
    }
    const party = staffParty(user);
    const row = await this.#change(party, id, async (trx, current) => {
      if (current.handled_by !== 'staff') throw assistantHandled();
      const assignee = await this.repository.findUser(adminId, trx);
      if (!assignee || !isStaffRole(assignee.role) || assignee.status !== 'active') {
        throw fieldError('admin_id', M.assigneeInvalid, 'CHAT_ASSIGNEE_INVALID');
      }
      await this.repository.update(
        trx,
        id,
        { assigned_to: assignee.id, assigned_at: this.#now() },
        this.#now(),
      );
      await this.audit.record(trx, {
        action: 'assign',
        resource: 'chat_conversation',
        resourceId: id,
        summary: `Phân công cuộc trò chuyện #${id} cho nhân viên #${assignee.id}`,
        before: { assigned_to: current.assigned_to },
        after: { assigned_to: assignee.id },
      });
    });
    this.events.conversationUpdated(row, 'assigned');
    return this.#dto(row, 'staff');
  }

  async close(user: CurrentUser, id: number, reason: string | null): Promise<ChatConversationDto> {
    const row = await this.#change(staffParty(user), id, async (trx, current) => {
      const at = this.#now();
      await this.repository.update(
        trx,
        id,
        { status: 'closed', closed_at: at, closed_by: user.id, close_reason: reason },
        at,
      );
      await this.audit.record(trx, {
        action: 'status',
        resource: 'chat_conversation',
        resourceId: id,
        summary: `Đóng cuộc trò chuyện #${id}`,
        before: { status: current.status, close_reason: current.close_reason },
        after: { status: 'closed', close_reason: reason },
      });
    });
    this.events.conversationUpdated(row, 'closed');
    return this.#dto(row, 'staff');
  }

  async setPriority(
    user: CurrentUser,
    id: number,
    priority: ChatPriority,
  ): Promise<ChatConversationDto> {
    const party = staffParty(user);
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await this.repository.lock(trx, id);
      if (!current || !this.#allows(party, current)) throw notFound();
      await this.repository.update(trx, id, { priority }, this.#now());
      await this.audit.record(trx, {
        action: 'update',
        resource: 'chat_conversation',
        resourceId: id,
        summary: `Đổi mức ưu tiên cuộc trò chuyện #${id}`,
        before: { priority: current.priority },
        after: { priority },
      });
      return this.#required(trx, id);
    });
    this.events.conversationUpdated(row, 'updated');
    return this.#dto(row, 'staff');
  }

  /** A change of an active conversation in scope, on its locked row; returns the new row. */
  async #change(
    party: ChatParty,
    id: number,
    apply: (trx: Trx, current: ConversationRow) => Promise<void>,
  ): Promise<ConversationRow> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.repository.lock(trx, id);
      if (!current || !this.#allows(party, current)) throw notFound();
      if (current.status !== 'active') throw notActive();
      await apply(trx, current);
      return this.#required(trx, id);
    });
  }

  // Files.

  /** A message's file, for its conversation's customer and the staff who can see it. */
  async file(user: CurrentUser, messageId: number): Promise<StoredChatFile> {
    const missing = () => new AppError('CHAT_FILE_NOT_FOUND', M.fileNotFound, 404);
    const message = await this.repository.findMessage(messageId);
    if (!message?.file_path) throw missing();
    const party = isStaffRole(user.role) ? staffParty(user) : customerParty(user);
    const row = await this.repository.find(message.conversation_id);
    if (!row || !this.#allows(party, row)) throw missing();
    const stored = await this.files.open(message.file_path, message.file_mime, message.file_name);
    if (!stored) throw missing();
    return stored;
  }

  // Helpers.

  #allows(party: ChatParty, row: ConversationRow): boolean {
    if (party.side === 'customer') {
      return row.customer_id === party.user.id && row.handled_by === 'staff';
    }
    return scopeAllows(party.scope, row);
  }

  async #visible(party: ChatParty, id: number): Promise<ConversationRow> {
    const row = await this.repository.find(id);
    if (!row || !this.#allows(party, row)) throw notFound();
    return row;
  }

  async #required(executor: Db | Trx, id: number): Promise<ConversationRow> {
    const row = await this.repository.find(id, executor);
    if (!row) throw notFound();
    return row;
  }

  async #dto(row: ConversationRow, side: ChatSide): Promise<ChatConversationDto> {
    const [dto] = await this.#dtos([row], side);
    if (!dto) throw notFound();
    return dto;
  }

  async #dtos(rows: ConversationRow[], side: ChatSide): Promise<ChatConversationDto[]> {
    const ids = rows.map((row) => row.id);
    const [latest, unread] = await Promise.all([
      this.repository.latestMessages(ids),
      this.repository.unreadCounts(ids, UNREAD_FROM[side]),
    ]);
    return rows.map((row) =>
      toConversationDto(row, side, latest.get(row.id), unread.get(row.id) ?? 0),
    );
  }

  #now(): string {
    return this.clock().toISOString();
  }
}

/** A staff message's audit entry: what was sent where, never the text or the file's name. */
function staffMessageEntry(row: ConversationRow, message: MessageRow): AuditEntry {
  return {
    action: 'send',
    resource: 'chat_conversation',
    resourceId: row.id,
    summary: `Nhân viên gửi ${message.message_type === 'text' ? 'tin nhắn' : 'tệp'} trong cuộc trò chuyện #${row.id}`,
    after: {
      message_id: message.id,
      message_type: message.message_type,
      file_size: message.file_size,
    },
  };
}
