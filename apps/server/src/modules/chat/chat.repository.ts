import type {
  ChatConversationType,
  ChatPriority,
  ChatSenderType,
  ChatStatus,
  Role,
} from '@salon/shared';
import {
  PostgresAdapter,
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { ChatConversationTable, ChatMessageTable, Database } from '../../db/schema.js';
import type { CustomerSearchWord } from '../../lib/customer-search.js';
import type { StaffScope } from './chat-scope.js';
import { customerBranchSql } from './customer-branch.js';

type Executor = Db | Transaction<Database>;
export type ChatMessageRow = Selectable<ChatMessageTable>;

/** A conversation with its customer and assigned staff member. */
export interface ConversationRow extends Selectable<ChatConversationTable> {
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_avatar: string | null;
  admin_name: string | null;
  admin_avatar: string | null;
  admin_role: Role | null;
  admin_branch_id: number | null;
}

/** A message with its sender's public face. */
export interface MessageRow extends ChatMessageRow {
  sender_name: string | null;
  sender_avatar: string | null;
}

export interface StaffListFilter {
  scope: StaffScope;
  userId: number;
  status: ChatStatus;
  priority?: ChatPriority | undefined;
  type?: ChatConversationType | undefined;
  assignedToMe?: boolean | undefined;
  unassigned?: boolean | undefined;
  includeAssistant?: boolean | undefined;
  search: readonly CustomerSearchWord[];
}

export interface CustomerListFilter {
  customerId: number;
  status?: ChatStatus | undefined;
  type?: ChatConversationType | undefined;
}

export interface CustomerSearchRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  active_conversations_count: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function contains(column: string, fragment: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(fragment)}%`} escape '\\'`;
}

/** Newest activity first: the last message, or the creation of a conversation without one. */
const ACTIVITY = sql`coalesce(c.last_message_at, c.created_at)`;

/** Queries of the support chat; no business rules. */
export class ChatRepository {
  constructor(private readonly db: Db) {}

  #conversations(executor: Executor = this.db) {
    return executor
      .selectFrom('chat_conversations as c')
      .leftJoin('users as cu', 'cu.id', 'c.customer_id')
      .leftJoin('users as au', 'au.id', 'c.assigned_to')
      .selectAll('c')
      .select([
        'cu.name as customer_name',
        'cu.email as customer_email',
        'cu.phone as customer_phone',
        'cu.avatar_url as customer_avatar',
        'au.name as admin_name',
        'au.avatar_url as admin_avatar',
        'au.role as admin_role',
        'au.branch_id as admin_branch_id',
      ]);
  }

  async find(id: number, executor: Executor = this.db): Promise<ConversationRow | undefined> {
    return this.#conversations(executor).where('c.id', '=', id).executeTakeFirst();
  }

  /**
   * Locks the conversation's row for the rest of the transaction (PostgreSQL; SQLite writes one
   * transaction at a time), so messages, reads, assignment and closing of one conversation
   * happen one after another.
   */
  async lock(trx: Transaction<Database>, id: number): Promise<ConversationRow | undefined> {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx
        .selectFrom('chat_conversations')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .execute();
    }
    return this.find(id, trx);
  }

  #customerList(filter: CustomerListFilter) {
    let query = this.db
      .selectFrom('chat_conversations as c')
      .where('c.customer_id', '=', filter.customerId)
      .where('c.handled_by', '=', 'staff');
    if (filter.status) query = query.where('c.status', '=', filter.status);
    if (filter.type) query = query.where('c.type', '=', filter.type);
    return query;
  }

  async countForCustomer(filter: CustomerListFilter): Promise<number> {
    const row = await this.#customerList(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async pageForCustomer(
    filter: CustomerListFilter,
    limit: number,
    offset: number,
  ): Promise<ConversationRow[]> {
    const ids = await this.#customerList(filter)
      .select('c.id')
      .orderBy(ACTIVITY, 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return this.#inOrder(ids.map((row) => row.id));
  }

  #staffList(filter: StaffListFilter) {
    let query = this.db
      .selectFrom('chat_conversations as c')
      .leftJoin('users as cu', 'cu.id', 'c.customer_id')
      .where('c.status', '=', filter.status);
    query = query.where(scopeCondition(filter.scope));
    if (!filter.includeAssistant) query = query.where('c.handled_by', '=', 'staff');
    if (filter.priority) query = query.where('c.priority', '=', filter.priority);
    if (filter.type) query = query.where('c.type', '=', filter.type);
    if (filter.assignedToMe) query = query.where('c.assigned_to', '=', filter.userId);
    if (filter.unassigned) query = query.where('c.assigned_to', 'is', null);
    for (const term of filter.search) {
      query = query.where((eb) => {
        const options: Expression<SqlBool>[] = [contains('cu.email', term.word)];
        if (term.names.length > 0) {
          options.push(eb('cu.name', 'in', term.names), eb('c.title', 'in', term.names));
        }
        if (term.digits) options.push(contains('cu.phone', term.digits));
        return eb.or(options);
      });
    }
    return query;
  }

  async countForStaff(filter: StaffListFilter): Promise<number> {
    const row = await this.#staffList(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async pageForStaff(
    filter: StaffListFilter,
    limit: number,
    offset: number,
  ): Promise<ConversationRow[]> {
    const ids = await this.#staffList(filter)
      .select('c.id')
      .orderBy(ACTIVITY, 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return this.#inOrder(ids.map((row) => row.id));
  }

  async #inOrder(ids: number[]): Promise<ConversationRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#conversations().where('c.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ConversationRow => !!row);
  }

  /** Customer names and conversation titles, for diacritic-free matching of the search box. */
  async searchableNames(): Promise<string[]> {
    const [names, titles] = await Promise.all([
      this.db
        .selectFrom('chat_conversations as c')
        .innerJoin('users as u', 'u.id', 'c.customer_id')
        .select('u.name')
        .distinct()
        .execute(),
      this.db.selectFrom('chat_conversations').select('title').distinct().execute(),
    ]);
    return [...names.map((row) => row.name), ...titles.map((row) => row.title)];
  }

  /** The newest message of each conversation. */
  async latestMessages(ids: readonly number[]): Promise<Map<number, ChatMessageRow>> {
    const result = new Map<number, ChatMessageRow>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('chat_messages')
          .select((e) => e.fn.max('id').as('id'))
          .where('conversation_id', 'in', ids)
          .groupBy('conversation_id'),
      )
      .execute();
    for (const row of rows) result.set(row.conversation_id, row);
    return result;
  }

  /** Unread messages from the given senders, per conversation. */
  async unreadCounts(
    ids: readonly number[],
    senders: readonly ChatSenderType[],
  ): Promise<Map<number, number>> {
    const result = new Map<number, number>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(['conversation_id', (eb) => eb.fn.countAll().as('n')])
      .where('conversation_id', 'in', ids)
      .where('sender_type', 'in', senders)
      .where('read_at', 'is', null)
      .groupBy('conversation_id')
      .execute();
    for (const row of rows) result.set(row.conversation_id, Number(row.n));
    return result;
  }

  /** Unread messages from the staff in the customer's own conversations. */
  async unreadForCustomer(customerId: number, senders: readonly ChatSenderType[]): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('c.customer_id', '=', customerId)
      .where('c.handled_by', '=', 'staff')
      .where('m.sender_type', 'in', senders)
      .where('m.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Unread customer messages in the staff-handled conversations a back-office user sees. */
  async unreadForStaff(scope: StaffScope): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(scopeCondition(scope))
      .where('c.handled_by', '=', 'staff')
      .where('m.sender_type', '=', 'customer')
      .where('m.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasUnreadFrom(
    trx: Executor,
    conversationId: number,
    sender: ChatSenderType,
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('sender_type', '=', sender)
      .where('read_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the senders' unread messages read; returns how many. */
  async markRead(
    trx: Executor,
    conversationId: number,
    senders: readonly ChatSenderType[],
    at: string,
  ): Promise<number> {
    const result = await trx
      .updateTable('chat_messages')
      .set({ read_at: at, updated_at: at })
      .where('conversation_id', '=', conversationId)
      .where('sender_type', 'in', senders)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  #messages(executor: Executor = this.db) {
    return executor
      .selectFrom('chat_messages as m')
      .leftJoin('users as s', 's.id', 'm.sender_id')
      .selectAll('m')
      .select(['s.name as sender_name', 's.avatar_url as sender_avatar']);
  }

  /**
   * A page of messages, oldest first: the newest `limit` (or those just before `beforeId`), or
   * the first `limit` after `afterId`.
   */
  async messages(
    conversationId: number,
    options: { beforeId?: number | undefined; afterId?: number | undefined; limit: number },
  ): Promise<MessageRow[]> {
    let query = this.#messages().where('m.conversation_id', '=', conversationId);
    if (options.beforeId) query = query.where('m.id', '<', options.beforeId);
    if (options.afterId) {
      return query
        .where('m.id', '>', options.afterId)
        .orderBy('m.id', 'asc')
        .limit(options.limit)
        .execute();
    }
    const rows = await query.orderBy('m.id', 'desc').limit(options.limit).execute();
    return rows.reverse();
  }

  async hasMessagesBefore(conversationId: number, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('id', '<', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async findMessage(id: number, executor: Executor = this.db): Promise<MessageRow | undefined> {
    return this.#messages(executor).where('m.id', '=', id).executeTakeFirst();
  }

  async insertConversation(
    trx: Executor,
    values: Insertable<ChatConversationTable>,
  ): Promise<number> {
    const row = await trx
      .insertInto('chat_conversations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertMessage(trx: Executor, values: Insertable<ChatMessageTable>): Promise<MessageRow> {
    const { id } = await trx
      .insertInto('chat_messages')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await this.findMessage(id, trx);
    if (!row) throw new Error('chat message vanished');
    return row;
  }

  async touch(trx: Executor, id: number, at: string): Promise<void> {
    await trx
      .updateTable('chat_conversations')
      .set({ last_message_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async update(
    trx: Executor,
    id: number,
    values: Partial<
      Pick<
        Insertable<ChatConversationTable>,
        | 'assigned_to'
        | 'assigned_at'
        | 'status'
        | 'closed_at'
        | 'closed_by'
        | 'close_reason'
        | 'priority'
      >
    >,
    at: string,
  ): Promise<void> {
    await trx
      .updateTable('chat_conversations')
      .set({ ...values, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A consultant session passes to staff: it becomes the customer's staff conversation, of the
   * branch the chat's rule gives it.
   */
  async passToStaff(
    trx: Executor,
    id: number,
    values: { customer_id: number; branch_id: number | null },
    at: string,
  ): Promise<void> {
    await trx
      .updateTable('chat_conversations')
      .set({ ...values, handled_by: 'staff', updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Ends a consultant session (its transcript went to staff elsewhere); a guest's becomes the customer's. */
  async endAssistantSession(
    trx: Executor,
    id: number,
    customerId: number,
    reason: string,
    at: string,
  ): Promise<void> {
    await trx
      .updateTable('chat_conversations')
      .set((eb) => ({
        customer_id: eb.fn.coalesce('customer_id', eb.val(customerId)),
        status: 'closed',
        closed_at: at,
        close_reason: reason,
        updated_at: at,
      }))
      .where('id', '=', id)
      .execute();
  }

  /** The customer's active staff conversation of the type, if any. */
  async activeConversationId(
    executor: Executor,
    customerId: number,
    type: ChatConversationType,
  ): Promise<number | null> {
    const row = await executor
      .selectFrom('chat_conversations')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('type', '=', type)
      .where('status', '=', 'active')
      .where('handled_by', '=', 'staff')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** A customer account: role, status and the branch it belongs to. */
  async findUser(id: number, executor: Executor = this.db) {
    return executor
      .selectFrom('users')
      .select(['id', 'name', 'role', 'status', 'branch_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The customer's branch by the one rule (customer-branch.ts), or null. */
  async customerBranch(executor: Executor, customerId: number): Promise<number | null> {
    const row = await executor
      .selectNoFrom(customerBranchSql(customerId).as('branch_id'))
      .executeTakeFirst();
    return row?.branch_id ?? null;
  }

  /** Active users of the role, of one branch (or of any branch when `branchId` is undefined). */
  async activeUserIds(
    executor: Executor,
    roles: readonly string[],
    branchId?: number,
  ): Promise<number[]> {
    let query = executor
      .selectFrom('users')
      .select('id')
      .where('role', 'in', roles as never)
      .where('status', '=', 'active');
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** Names of active customers, for diacritic-free matching. */
  async customerNames(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('name')
      .distinct()
      .where('role', '=', 'customer')
      .where('status', '=', 'active')
      .execute();
    return rows.map((row) => row.name);
  }

  #customers(words: readonly CustomerSearchWord[]) {
    let query = this.db
      .selectFrom('users as u')
      .where('u.role', '=', 'customer')
      .where('u.status', '=', 'active');
    for (const term of words) {
      query = query.where((eb) => {
        const options: Expression<SqlBool>[] = [contains('u.email', term.word)];
        if (term.names.length > 0) options.push(eb('u.name', 'in', term.names));
        if (term.digits) options.push(contains('u.phone', term.digits));
        return eb.or(options);
      });
    }
    return query;
  }

  async countCustomers(words: readonly CustomerSearchWord[]): Promise<number> {
    const row = await this.#customers(words)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Active customers matching every word (name, phone or e-mail), in name order. */
  async searchCustomers(
    words: readonly CustomerSearchWord[],
    limit: number,
  ): Promise<CustomerSearchRow[]> {
    const query = this.#customers(words);
    const rows = await query
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.avatar_url',
        eb
          .selectFrom('chat_conversations as c')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('c.customer_id', '=', 'u.id')
          .where('c.status', '=', 'active')
          .where('c.handled_by', '=', 'staff')
          .as('active_conversations_count'),
      ])
      .orderBy('u.name_key')
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      active_conversations_count: Number(row.active_conversations_count ?? 0),
    }));
  }
}

/** The staff scope rule (chat-scope.ts) in SQL, on `c`. */
function scopeCondition(scope: StaffScope): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(c.branch_id = ${scope.branchId} or c.branch_id is null or c.assigned_to = ${scope.userId})`;
}
