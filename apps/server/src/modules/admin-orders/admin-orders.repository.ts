import type {
  AdminOrderSort,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentStatus,
  RiskFacts,
} from '@salon/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CustomerSearchWord } from '../../lib/customer-search.js';
import type { OrderRow } from '../../db/schema.js';

/** One folded search word and what it can match on the customer. */
export type OrderSearchWord = CustomerSearchWord;

export interface AdminOrderFilter {
  /** Only these branches (a staff member's own); undefined: every branch. */
  branchIds?: readonly number[] | undefined;
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  orderType?: OrderType | undefined;
  /** UTC instants: placed at or after `from`, before `until`. */
  from?: string | undefined;
  until?: string | undefined;
  search: readonly OrderSearchWord[];
}

const SORTS: Record<AdminOrderSort, [string, 'asc' | 'desc']> = {
  newest: ['o.created_at', 'desc'],
  oldest: ['o.created_at', 'asc'],
  total_desc: ['o.total_amount', 'desc'],
  total_asc: ['o.total_amount', 'asc'],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function like(column: string, fragment: string) {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(fragment)}%`} escape '\\'`;
}

/** Queries of the back-office orders screen; no business rules. */
export class AdminOrdersRepository {
  constructor(private readonly db: Db) {}

  #filtered(filter: AdminOrderFilter) {
    let query = this.db.selectFrom('orders as o');
    if (filter.branchIds)
      query = query.where('o.branch_id', 'in', filter.branchIds.length ? filter.branchIds : [0]);
    if (filter.status) query = query.where('o.status', '=', filter.status);
    if (filter.paymentStatus) query = query.where('o.payment_status', '=', filter.paymentStatus);
    if (filter.paymentMethod) query = query.where('o.payment_method', '=', filter.paymentMethod);
    if (filter.orderType) query = query.where('o.order_type', '=', filter.orderType);
    if (filter.from) query = query.where('o.created_at', '>=', filter.from);
    if (filter.until) query = query.where('o.created_at', '<', filter.until);
    for (const term of filter.search) {
      query = query.where((eb) => {
        // Order numbers are upper case; the search word is folded to lower case.
        const options: Expression<SqlBool>[] = [like('o.order_number', term.word.toUpperCase())];
        if (term.names.length > 0) options.push(eb('o.customer_name', 'in', term.names));
        if (term.digits) options.push(like('o.customer_phone', term.digits));
        return eb.or(options);
      });
    }
    return query;
  }

  async count(filter: AdminOrderFilter): Promise<number> {
    const row = await this.#filtered(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(
    filter: AdminOrderFilter,
    sort: AdminOrderSort,
    limit: number,
    offset: number,
  ): Promise<OrderRow[]> {
    const [column, direction] = SORTS[sort];
    return this.#filtered(filter)
      .selectAll('o')
      .orderBy(sql.ref(column), direction)
      .orderBy('o.id', direction)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Every customer name on the orders of these branches, for diacritic-free matching. */
  async customerNames(branchIds?: readonly number[]): Promise<string[]> {
    let query = this.db.selectFrom('orders').select('customer_name').distinct();
    if (branchIds) query = query.where('branch_id', 'in', branchIds.length ? branchIds : [0]);
    const rows = await query.execute();
    return rows.map((row) => row.customer_name);
  }

  async find(id: number): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * What each order's customer (same account, or same phone) ordered before it: how many orders,
   * how many of those were paid, how many were cancelled unpaid.
   */
  async riskFacts(orders: readonly OrderRow[]): Promise<Map<number, RiskFacts>> {
    const result = new Map<number, RiskFacts>();
    if (orders.length === 0) return result;
    const rows = await this.db
      .selectFrom('orders as o')
      .leftJoin('orders as p', (join) =>
        join
          .onRef('p.created_at', '<', 'o.created_at')
          .on((eb) =>
            eb.or([
              eb('p.customer_phone', '=', eb.ref('o.customer_phone')),
              eb.and([eb('o.user_id', 'is not', null), eb('p.user_id', '=', eb.ref('o.user_id'))]),
            ]),
          ),
      )
      .select((eb) => [
        'o.id',
        eb.fn.count<number>('p.id').as('previous_orders'),
        sql<number>`coalesce(sum(case when p.payment_status <> 'pending' then 1 else 0 end), 0)`.as(
          'previous_paid',
        ),
        sql<number>`coalesce(sum(case when p.status = 'cancelled' and p.payment_status = 'pending' then 1 else 0 end), 0)`.as(
          'previous_failed',
        ),
      ])
      .where(
        'o.id',
        'in',
        orders.map((order) => order.id),
      )
      .groupBy('o.id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of orders) {
      const row = byId.get(order.id);
      result.set(order.id, {
        amount: Number(order.total_amount),
        previous_orders: Number(row?.previous_orders ?? 0),
        previous_paid: Number(row?.previous_paid ?? 0),
        previous_failed: Number(row?.previous_failed ?? 0),
      });
    }
    return result;
  }

  /** The order's history, oldest first, with the name of whoever acted. */
  events(orderId: number) {
    return this.db
      .selectFrom('order_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .select(['e.id', 'e.kind', 'e.note', 'u.name as actor_name', 'e.created_at'])
      .where('e.order_id', '=', orderId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute();
  }

  /** Money moved for the order: payments and refunds, oldest first. */
  transactions(orderId: number) {
    return this.db
      .selectFrom('payment_transactions as t')
      .leftJoin('users as u', 'u.id', 't.recorded_by')
      .leftJoin('orders as o', 'o.id', 't.order_id')
      .select([
        't.id',
        't.provider',
        't.provider_transaction_id',
        't.kind',
        't.method',
        't.amount',
        't.content',
        't.status',
        't.flag',
        't.bank_reference',
        't.order_id',
        'o.order_number',
        'o.status as order_status',
        'o.payment_status as order_payment_status',
        't.note',
        'u.name as recorded_by',
        't.transferred_at',
        't.created_at',
      ])
      .where('t.order_id', '=', orderId)
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute();
  }

  /** Counts by status, and the day's and waiting figures, within the branches given. */
  async stats(branchIds: readonly number[] | undefined, dayStart: string, dayEnd: string) {
    const scoped = () => {
      let query = this.db.selectFrom('orders');
      if (branchIds) query = query.where('branch_id', 'in', branchIds.length ? branchIds : [0]);
      return query;
    };
    const [byStatus, today, waiting] = await Promise.all([
      scoped()
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute(),
      scoped()
        .select([
          sql<number>`coalesce(sum(case when created_at >= ${dayStart} and created_at < ${dayEnd} then 1 else 0 end), 0)`.as(
            'orders',
          ),
          sql<number>`coalesce(sum(case when paid_at >= ${dayStart} and paid_at < ${dayEnd} and payment_status = 'paid' then total_amount else 0 end), 0)`.as(
            'revenue',
          ),
        ])
        .executeTakeFirstOrThrow(),
      scoped()
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          sql<number>`coalesce(sum(total_amount), 0)`.as('amount'),
        ])
        .where('status', '=', 'pending')
        .where('payment_status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ]);
    return { byStatus, today, waiting };
  }
}
