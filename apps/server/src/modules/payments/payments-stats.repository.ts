import type { OrderStatus, PaymentMethod, PaymentStatus } from '@salon/shared';
import type { Db } from '../../db/database.js';

export interface PeriodTotals {
  count: number;
  amount: number;
}

export interface OrderForRisk {
  id: number;
  order_number: string;
  created_at: string;
  user_id: number | null;
  customer_name: string;
  customer_phone: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  total_amount: number;
}

export interface PastOrder {
  id: number;
  user_id: number | null;
  customer_phone: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
}

const totals = (row: { n: number | string; amount: number | string | null } | undefined) => ({
  count: Number(row?.n ?? 0),
  amount: Number(row?.amount ?? 0),
});

/** The numbers of the payments screen, read from orders and transactions as they are. */
export class PaymentsStatsRepository {
  constructor(private readonly db: Db) {}

  /** Orders whose money came in between `from` (inclusive) and `to`, by payment method. */
  async paidBetween(
    from: string,
    to: string,
  ): Promise<(PeriodTotals & { method: PaymentMethod })[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select((eb) => [
        'payment_method',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('total_amount').as('amount'),
      ])
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to)
      .groupBy('payment_method')
      .execute();
    return rows.map((row) => ({ method: row.payment_method, ...totals(row) }));
  }

  async awaitingTransfer(): Promise<PeriodTotals> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('total_amount').as('amount'),
      ])
      .where('status', '=', 'pending')
      .where('payment_status', '=', 'pending')
      .where('payment_method', '=', 'transfer')
      .executeTakeFirst();
    return totals(row);
  }

  async unmatchedTransfers(): Promise<PeriodTotals> {
    const row = await this.db
      .selectFrom('payment_transactions')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
      .where('status', '=', 'unmatched')
      .where('kind', '=', 'payment')
      .executeTakeFirst();
    return totals(row);
  }

  /** Orders marked refunded in the period (their `refunded` history line). */
  async refundedBetween(from: string, to: string): Promise<PeriodTotals> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('total_amount').as('amount'),
      ])
      .where('payment_status', '=', 'refunded')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_events')
            .select('order_events.id')
            .whereRef('order_events.order_id', '=', 'orders.id')
            .where('order_events.kind', '=', 'refunded')
            .where('order_events.created_at', '>=', from)
            .where('order_events.created_at', '<', to),
        ),
      )
      .executeTakeFirst();
    return totals(row);
  }

  /** Open orders (pending or paid), newest first: the ones whose risk still matters. */
  async openOrders(limit: number): Promise<OrderForRisk[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select([
        'id',
        'order_number',
        'created_at',
        'user_id',
        'customer_name',
        'customer_phone',
        'status',
        'payment_status',
        'payment_method',
        'total_amount',
      ])
      .where('status', 'in', ['pending', 'paid'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, total_amount: Number(row.total_amount) }));
  }

  /** Every order of these customers (accounts by id, guests by phone). */
  async ordersOfCustomers(userIds: number[], guestPhones: string[]): Promise<PastOrder[]> {
    if (userIds.length === 0 && guestPhones.length === 0) return [];
    return this.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'customer_phone', 'status', 'payment_status'])
      .where((eb) =>
        eb.or([
          ...(userIds.length ? [eb('user_id', 'in', userIds)] : []),
          ...(guestPhones.length
            ? [eb.and([eb('user_id', 'is', null), eb('customer_phone', 'in', guestPhones)])]
            : []),
        ]),
      )
      .execute();
  }
}
