import {
  ADMIN_PAGES,
  PAYMENT_MESSAGES,
  transferContentFor,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentTransactionDto,
  type PaymentTransactionFlag,
  type PaymentTransactionListQuery,
  type PaymentTransactionStatus,
} from '@salon/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { Database, OrderRow } from '../../db/schema.js';
import { escapeLike } from '../catalog/catalog.sql.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What matching needs to know of an order a transfer names. */
export interface CandidateOrder {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_amount: number;
  /** The score when the order was placed (back-office §9). */
  risk_score: number;
}

export interface NewTransfer {
  provider: string;
  provider_transaction_id: string;
  bank_reference: string | null;
  method: PaymentMethod;
  amount: number;
  content: string;
  account_number: string | null;
  transferred_at: string | null;
  raw: unknown;
}

const CANDIDATE_COLUMNS = [
  'id',
  'order_number',
  'status',
  'payment_status',
  'total_amount',
  'risk_score',
] as const;

/** Upper-case letters and digits only: how transfer contents and order numbers are compared. */
export function compactCode(text: string): string {
  return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a transfer once: the unique (provider, provider_transaction_id) makes a replay, or a
   * second delivery racing the first, insert nothing (null); the unique bank reference does the
   * same for the same transfer reported by the other feed.
   */
  async insertTransfer(trx: Executor, transfer: NewTransfer): Promise<number | null> {
    const row = await trx
      .insertInto('payment_transactions')
      .values({
        provider: transfer.provider,
        provider_transaction_id: transfer.provider_transaction_id,
        bank_reference: transfer.bank_reference,
        kind: 'payment',
        method: transfer.method,
        amount: transfer.amount,
        content: transfer.content,
        account_number: transfer.account_number,
        status: 'unmatched',
        raw: JSON.stringify(transfer.raw),
        transferred_at: transfer.transferred_at,
      })
      // Whichever unique key it meets (provider id or bank reference), nothing is inserted.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async settleTransfer(
    trx: Executor,
    id: number,
    values: {
      status: PaymentTransactionStatus;
      order_id: number | null;
      note: string;
      flag?: PaymentTransactionFlag | null;
      recorded_by?: number | null;
    },
    /** Only while the transaction still has this status (staff acting at the same time). */
    expected?: PaymentTransactionStatus,
  ): Promise<boolean> {
    let update = trx
      .updateTable('payment_transactions')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id);
    if (expected) update = update.where('status', '=', expected);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Orders whose number (separators dropped) appears in the transfer content. */
  async ordersMentionedIn(trx: Executor, content: string): Promise<CandidateOrder[]> {
    const compact = compactCode(content);
    if (compact.length < 6) return [];
    return trx
      .selectFrom('orders')
      .select(CANDIDATE_COLUMNS)
      .where(sql<boolean>`${compact} like '%' || replace(order_number, '-', '') || '%'`)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
  }

  async order(trx: Executor, id: number): Promise<CandidateOrder | undefined> {
    return trx
      .selectFrom('orders')
      .select(CANDIDATE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * A transfer order waiting for its money, shown on the payments screen from checkout: one
   * `pending` row, removed when the order stops waiting (paid, completed, cancelled).
   */
  async openPendingTransfer(trx: Executor, order: OrderRow): Promise<void> {
    await trx
      .insertInto('payment_transactions')
      .values({
        provider: 'vietqr',
        provider_transaction_id: null,
        kind: 'payment',
        method: 'transfer',
        amount: Number(order.total_amount),
        content: transferContentFor(order.order_number),
        account_number: null,
        status: 'pending',
        order_id: order.id,
        note: PAYMENT_MESSAGES.notePendingTransfer,
        raw: null,
        transferred_at: null,
      })
      .execute();
  }

  async closePendingTransfers(trx: Executor, orderId: number): Promise<void> {
    await trx
      .deleteFrom('payment_transactions')
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The active people of the payments page (managers and admins): they hear of alerts. */
  async paymentStaffIds(trx: Executor): Promise<number[]> {
    const rows = await trx
      .selectFrom('users')
      .select('id')
      .where('role', 'in', [...ADMIN_PAGES.payment.roles])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async transaction(trx: Executor, id: number) {
    return trx
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  #dtoQuery(executor: Executor) {
    return executor
      .selectFrom('payment_transactions as pt')
      .leftJoin('orders as o', 'o.id', 'pt.order_id')
      .leftJoin('users as u', 'u.id', 'pt.recorded_by')
      .select([
        'pt.id',
        'pt.provider',
        'pt.provider_transaction_id',
        'pt.kind',
        'pt.method',
        'pt.amount',
        'pt.content',
        'pt.status',
        'pt.flag',
        'pt.bank_reference',
        'pt.order_id',
        'o.order_number',
        'o.status as order_status',
        'o.payment_status as order_payment_status',
        'pt.note',
        'u.name as recorded_by',
        'pt.transferred_at',
        'pt.created_at',
      ]);
  }

  async dto(id: number, executor: Executor = this.db): Promise<PaymentTransactionDto | undefined> {
    const row = await this.#dtoQuery(executor).where('pt.id', '=', id).executeTakeFirst();
    return row ? toDto(row) : undefined;
  }

  async list(
    query: PaymentTransactionListQuery,
    perPage: number,
  ): Promise<{ rows: PaymentTransactionDto[]; total: number }> {
    let select = this.#dtoQuery(this.db);
    if (query.status) select = select.where('pt.status', '=', query.status);
    if (query.method) select = select.where('pt.method', '=', query.method);
    if (query.provider) select = select.where('pt.provider', '=', query.provider);
    const term = query.q?.trim();
    if (term) {
      const text = `%${escapeLike(term.toUpperCase())}%`;
      const compact = compactCode(term);
      select = select.where((eb) =>
        eb.or([
          sql<boolean>`upper(pt.content) like ${text} escape '\\'`,
          sql<boolean>`upper(o.order_number) like ${text} escape '\\'`,
          sql<boolean>`pt.bank_reference like ${text} escape '\\'`,
          ...(compact
            ? [
                sql<boolean>`upper(replace(replace(pt.content, ' ', ''), '-', '')) like ${`%${compact}%`}`,
                sql<boolean>`replace(o.order_number, '-', '') like ${`%${compact}%`}`,
              ]
            : []),
        ]),
      );
    }
    const counted = await select
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const page = Math.max(1, query.page);
    const rows = await select
      .orderBy('pt.created_at', 'desc')
      .orderBy('pt.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows: rows.map(toDto), total: Number(counted.n) };
  }

  /** Pending orders staff may match a transfer to, newest first; `q` is a number or a name. */
  async payableOrders(q: string | undefined, limit: number) {
    let select = this.db
      .selectFrom('orders')
      .select([
        'id',
        'order_number',
        'customer_name',
        'total_amount',
        'payment_method',
        'created_at',
      ])
      .where('status', '=', 'pending')
      .where('payment_status', '=', 'pending');
    const term = q?.trim();
    if (term) {
      const compact = compactCode(term);
      const text = `%${escapeLike(term.toUpperCase())}%`;
      select = select.where((eb) =>
        eb.or([
          sql<boolean>`upper(customer_name) like ${text} escape '\\'`,
          ...(compact ? [sql<boolean>`replace(order_number, '-', '') like ${`%${compact}%`}`] : []),
        ]),
      );
    }
    return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}

function toDto(row: {
  id: number;
  provider: string;
  provider_transaction_id: string | null;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amount: number;
  content: string | null;
  status: PaymentTransactionStatus;
  flag: PaymentTransactionFlag | null;
  bank_reference: string | null;
  order_id: number | null;
  order_number: string | null;
  order_status: OrderStatus | null;
  order_payment_status: PaymentStatus | null;
  note: string | null;
  recorded_by: string | null;
  transferred_at: string | null;
  created_at: string;
}): PaymentTransactionDto {
  return { ...row, amount: Number(row.amount) };
}
