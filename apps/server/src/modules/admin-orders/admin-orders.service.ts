import {
  ADMIN_ORDER_MESSAGES as M,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  allowedOrderActions,
  assessOrderRisk,
  nextOrderState,
  salonToday,
  type AdminOrderActionInput,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderStats,
  type AdminOrderSummary,
  type ApiPage,
  type CurrentUser,
  type OrderStatus,
  type OrderSummary,
  type PaymentTransactionDto,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { customerSearchWords } from '../../lib/customer-search.js';
import { AppError } from '../../lib/app-error.js';
import { salonDayStart } from '../branches/branch-revenue.sql.js';
import { lockOrder, type OrderLifecycleService } from '../orders/order-lifecycle.service.js';
import type { OrderReader } from '../orders/order-reader.js';
import type { SettingsService } from '../settings/settings.service.js';
import type {
  AdminOrderFilter,
  AdminOrdersRepository,
  OrderSearchWord,
} from './admin-orders.repository.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { orderActionEntry } from './order-audit.js';
import { recordStaffPayment } from './staff-payments.js';

const notFound = () => new AppError('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound, 404);
const notAllowed = () =>
  new AppError('ORDER_ACTION_NOT_ALLOWED', ORDER_MESSAGES.actionNotAllowed, 409);

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The back-office orders screen. Staff bound to a branch see and act on that branch's orders
 * only: asking for another branch is refused, another branch's order is "not found".
 */
export class AdminOrdersService {
  constructor(
    private readonly db: Db,
    private readonly repository: AdminOrdersRepository,
    private readonly reader: OrderReader,
    private readonly lifecycle: OrderLifecycleService,
    private readonly settings: SettingsService,
    private readonly audit: AuditTrail,
  ) {}

  /** The branches a user may see; undefined: all of them. */
  branchScope(user: CurrentUser): number[] | undefined {
    return user.role === 'staff' && user.branch_id !== null ? [user.branch_id] : undefined;
  }

  #branchesFor(user: CurrentUser, branchId: number | undefined): number[] | undefined {
    const scope = this.branchScope(user);
    if (branchId === undefined) return scope;
    if (scope && !scope.includes(branchId)) throw new AppError('FORBIDDEN', M.otherBranch, 403);
    return [branchId];
  }

  async list(user: CurrentUser, query: AdminOrderListQuery): Promise<ApiPage<AdminOrderSummary>> {
    const branchIds = this.#branchesFor(user, query.branch_id);
    const filter: AdminOrderFilter = {
      branchIds,
      status: query.status,
      paymentStatus: query.payment_status,
      paymentMethod: query.payment_method,
      orderType: query.order_type,
      from: query.date_from ? salonDayStart(query.date_from) : undefined,
      until: query.date_to ? salonDayStart(nextDay(query.date_to)) : undefined,
      search: await this.#searchWords(query.search, branchIds),
    };
    const total = await this.repository.count(filter);
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const rows = await this.repository.page(
      filter,
      query.sort,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    const [summaries, facts] = await Promise.all([
      this.reader.summaries(this.db, rows),
      this.repository.riskFacts(rows),
    ]);
    const data = rows.map((row, index) => ({
      ...(summaries[index] as OrderSummary),
      customer_name: row.customer_name,
      customer_phone: row.customer_phone,
      risk: assessOrderRisk(facts.get(row.id)!),
    }));
    return {
      data,
      meta: { current_page: query.page, last_page: lastPage, per_page: query.per_page, total },
    };
  }

  /** Each search word matches the order number, the customer's name or phone. */
  async #searchWords(
    search: string | undefined,
    branchIds: readonly number[] | undefined,
  ): Promise<OrderSearchWord[]> {
    return customerSearchWords(search, () => this.repository.customerNames(branchIds));
  }

  async stats(user: CurrentUser, branchId: number | undefined): Promise<AdminOrderStats> {
    const branchIds = this.#branchesFor(user, branchId);
    const today = salonToday();
    const {
      byStatus,
      today: day,
      waiting,
    } = await this.repository.stats(branchIds, salonDayStart(today), salonDayStart(nextDay(today)));
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of byStatus) counts[row.status] = Number(row.n);
    return {
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
      by_status: counts,
      today_orders: Number(day.orders),
      today_revenue: Number(day.revenue),
      awaiting_payment: Number(waiting.n),
      awaiting_payment_amount: Number(waiting.amount),
    };
  }

  /** The order, or 404 when it does not exist or lies outside the user's branch. */
  async #visible(user: CurrentUser, id: number): Promise<OrderRow> {
    const row = await this.repository.find(id);
    const scope = this.branchScope(user);
    if (!row || (scope && !scope.includes(row.branch_id))) throw notFound();
    return row;
  }

  async detail(user: CurrentUser, id: number): Promise<AdminOrderDetail> {
    const row = await this.#visible(user, id);
    const bank = (await this.settings.publicSettings()).payment;
    const [detail, facts, events, transactions] = await Promise.all([
      this.reader.detail(this.db, row, bank),
      this.repository.riskFacts([row]),
      this.repository.events(id),
      this.repository.transactions(id),
    ]);
    return {
      ...detail,
      user_id: row.user_id,
      risk: assessOrderRisk(facts.get(row.id)!),
      events: events.map((event) => ({ ...event, actor_name: event.actor_name ?? null })),
      transactions: transactions.map((t): PaymentTransactionDto => ({
        ...t,
        amount: Number(t.amount),
        order_number: t.order_number ?? null,
        order_status: t.order_status ?? null,
        order_payment_status: t.order_payment_status ?? null,
        recorded_by: t.recorded_by ?? null,
      })),
      allowed_actions: allowedOrderActions(row),
    };
  }

  /**
   * One action, in one transaction: the order's change (and whatever the lifecycle's listeners
   * write), and the money staff record with it: a payment taken by hand, or a refund.
   */
  async act(
    user: CurrentUser,
    id: number,
    input: AdminOrderActionInput,
  ): Promise<AdminOrderDetail> {
    await this.#visible(user, id);
    await this.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, id);
      if (!order) throw notFound();
      if (!nextOrderState(order, input.action)) throw notAllowed();
      await this.lifecycle.applyIn(
        trx,
        id,
        input.action,
        { userId: user.id },
        {
          reason: input.reason,
          note: input.note,
        },
      );
      // Marking paid, or completing an unpaid order (paid at hand-over), takes the money.
      const takesPayment =
        input.action === 'mark_paid' ||
        (input.action === 'complete' && order.payment_status === 'pending');
      if (takesPayment) await recordStaffPayment(trx, order, 'payment', user.id, input.note);
      if (input.action === 'refund')
        await recordStaffPayment(trx, order, 'refund', user.id, input.note);
      const after = await lockOrder(trx, id);
      await this.audit.record(trx, orderActionEntry(input.action, order, after!));
    });
    return this.detail(user, id);
  }
}
