import {
  assessOrderRisk,
  PAYMENT_MESSAGES as M,
  processingFee,
  salonToday,
  type ApiPage,
  type MatchTransactionInput,
  type PayableOrderDto,
  type PaymentsOverview,
  type PaymentTransactionDto,
  type PaymentTransactionListQuery,
  type RiskyOrderDto,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { MarkOrderPaid } from './order-payer.js';
import type { PaymentMethodSettings } from './payment-method-settings.js';
import type { PaymentsRepository } from './payments.repository.js';
import type {
  OrderForRisk,
  PastOrder,
  PaymentsStatsRepository,
} from './payments-stats.repository.js';

export interface StaffActor {
  id: number;
  name: string;
}

/** Vietnam keeps UTC+7 all year: a salon date's midnight as a UTC ISO instant. */
function salonMidnight(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function nextMonth(firstOfMonth: string): string {
  const d = new Date(`${firstOfMonth}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

const RISK_CANDIDATES = 200;
const RISKY_SHOWN = 20;
const PAYABLE_SHOWN = 10;

/** The payments screen: numbers, transfers staff settle by hand, and risky orders. */
export class PaymentsAdminService {
  constructor(
    private readonly db: Db,
    private readonly repository: PaymentsRepository,
    private readonly stats: PaymentsStatsRepository,
    private readonly methodSettings: PaymentMethodSettings,
    private readonly markOrderPaid: MarkOrderPaid,
    private readonly audit: AuditTrail,
    private readonly today: () => string = () => salonToday(),
  ) {}

  async overview(): Promise<PaymentsOverview> {
    const today = this.today();
    const monthStart = `${today.slice(0, 7)}-01`;
    const [dayRows, monthRows, awaiting, unmatched, refunded, methods] = await Promise.all([
      this.stats.paidBetween(salonMidnight(today), salonMidnight(nextDay(today))),
      this.stats.paidBetween(salonMidnight(monthStart), salonMidnight(nextMonth(monthStart))),
      this.stats.awaitingTransfer(),
      this.stats.unmatchedTransfers(),
      this.stats.refundedBetween(salonMidnight(monthStart), salonMidnight(nextMonth(monthStart))),
      this.methodSettings.methods(),
    ]);
    const sum = (rows: { count: number; amount: number }[]) => ({
      count: rows.reduce((n, row) => n + row.count, 0),
      amount: rows.reduce((n, row) => n + row.amount, 0),
    });
    const byMethod = methods.map((setting) => {
      const row = monthRows.find((r) => r.method === setting.method);
      const amount = row?.amount ?? 0;
      return {
        method: setting.method,
        name: setting.name,
        count: row?.count ?? 0,
        amount,
        fee_percent: setting.processing_fee_percent,
        fee: processingFee(amount, setting),
      };
    });
    return {
      received_today: sum(dayRows),
      received_month: sum(monthRows),
      awaiting_transfer: awaiting,
      unmatched,
      refunded_month: refunded,
      fees_month: { total: byMethod.reduce((n, m) => n + m.fee, 0), by_method: byMethod },
    };
  }

  async transactions(query: PaymentTransactionListQuery): Promise<ApiPage<PaymentTransactionDto>> {
    const perPage = query.per_page;
    const { rows, total } = await this.repository.list(query, perPage);
    return {
      data: rows,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    };
  }

  async payableOrders(q: string | undefined): Promise<PayableOrderDto[]> {
    const rows = await this.repository.payableOrders(q, PAYABLE_SHOWN);
    return rows.map((row) => ({ ...row, total_amount: Number(row.total_amount) }));
  }

  /**
   * Staff say which order an unmatched transfer paid. The amount must equal the order total,
   * unless they confirm the difference is accepted (a bank fee taken off, a rounded amount):
   * then the order is paid and the note keeps both amounts.
   */
  async match(
    transactionId: number,
    input: MatchTransactionInput,
    actor: StaffActor,
  ): Promise<PaymentTransactionDto> {
    await this.db.transaction().execute(async (trx) => {
      const transaction = await this.repository.transaction(trx, transactionId);
      if (!transaction) throw new AppError('NOT_FOUND', M.transactionNotFound, 404);
      if (transaction.status !== 'unmatched' || transaction.kind !== 'payment') {
        throw new AppError('TRANSACTION_SETTLED', M.transactionNotUnmatched, 409);
      }
      const order = await this.repository.order(trx, input.order_id);
      if (!order) {
        throw new AppError('VALIDATION_ERROR', M.matchOrderNotFound, 422, {
          order_id: [M.matchOrderNotFound],
        });
      }
      if (order.status !== 'pending' || order.payment_status !== 'pending') {
        throw new AppError('ORDER_NOT_PAYABLE', M.matchOrderNotPayable, 409);
      }
      const amount = Number(transaction.amount);
      const total = Number(order.total_amount);
      if (amount !== total && !input.accept_amount_difference) {
        throw new AppError('AMOUNT_MISMATCH', M.matchAmountDiffers(amount, total), 409);
      }
      let note = M.noteMatchedByStaff(order.order_number, actor.name);
      if (amount !== total) note += M.noteAcceptedDifference(amount, total);
      const settled = await this.repository.settleTransfer(
        trx,
        transactionId,
        { status: 'matched', order_id: order.id, note, recorded_by: actor.id },
        'unmatched',
      );
      if (!settled) throw new AppError('TRANSACTION_SETTLED', M.transactionNotUnmatched, 409);
      const paid = await this.markOrderPaid(trx, order.id, actor.id, note);
      if (!paid) throw new AppError('ORDER_NOT_PAYABLE', M.matchOrderNotPayable, 409);
      await this.audit.record(trx, {
        action: 'status',
        resource: 'payment',
        resourceId: transactionId,
        summary: `Đối soát giao dịch #${transactionId} với đơn hàng ${order.order_number}`,
        before: { status: transaction.status, order_id: transaction.order_id },
        after: { status: 'matched', order_id: order.id, accepted_difference: amount !== total },
      });
    });
    return (await this.repository.dto(transactionId))!;
  }

  async ignore(
    transactionId: number,
    reason: string | undefined,
    actor: StaffActor,
  ): Promise<PaymentTransactionDto> {
    await this.db.transaction().execute(async (trx) => {
      const transaction = await this.repository.transaction(trx, transactionId);
      if (!transaction) throw new AppError('NOT_FOUND', M.transactionNotFound, 404);
      const settled = await this.repository.settleTransfer(
        trx,
        transactionId,
        {
          status: 'ignored',
          order_id: null,
          note: M.noteIgnoredByStaff(actor.name, reason?.trim() || null),
          recorded_by: actor.id,
        },
        'unmatched',
      );
      if (!settled) throw new AppError('TRANSACTION_SETTLED', M.transactionNotUnmatched, 409);
      await this.audit.record(trx, {
        action: 'status',
        resource: 'payment',
        resourceId: transactionId,
        summary: `Bỏ qua giao dịch #${transactionId}`,
        before: { status: transaction.status },
        after: { status: 'ignored' },
      });
    });
    return (await this.repository.dto(transactionId))!;
  }

  /** Open orders by their risk score, with the customer's history the score was built from. */
  async riskyOrders(): Promise<RiskyOrderDto[]> {
    const orders = await this.stats.openOrders(RISK_CANDIDATES);
    const userIds = [...new Set(orders.flatMap((o) => (o.user_id ? [o.user_id] : [])))];
    const phones = [...new Set(orders.filter((o) => !o.user_id).map((o) => o.customer_phone))];
    const history = await this.stats.ordersOfCustomers(userIds, phones);
    return orders
      .map((order) => withRisk(order, history))
      .sort((a, b) => b.risk.score - a.risk.score || b.id - a.id)
      .slice(0, RISKY_SHOWN);
  }
}

const customerKey = (o: { user_id: number | null; customer_phone: string }) =>
  o.user_id ? `user:${o.user_id}` : `guest:${o.customer_phone}`;

/** The facts of `assessOrderRisk`: what the same customer ordered before this order. */
function withRisk(order: OrderForRisk, history: readonly PastOrder[]): RiskyOrderDto {
  const key = customerKey(order);
  const before = history.filter((past) => past.id < order.id && customerKey(past) === key);
  const facts = {
    amount: order.total_amount,
    previous_orders: before.length,
    previous_paid: before.filter((p) => p.payment_status !== 'pending').length,
    previous_failed: before.filter(
      (p) => p.status === 'cancelled' && p.payment_status === 'pending',
    ).length,
  };
  return {
    id: order.id,
    order_number: order.order_number,
    created_at: order.created_at,
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    total_amount: order.total_amount,
    ...facts,
    risk: assessOrderRisk(facts),
  };
}
