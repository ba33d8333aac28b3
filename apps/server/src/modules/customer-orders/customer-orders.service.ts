import {
  appointmentReviewTitle,
  buildSearchText,
  customerCanCancelOrder,
  customerCanRebuyOrder,
  matchesSearch,
  ORDER_MESSAGES as M,
  MY_ORDERS_MESSAGES,
  ORDER_STATUSES,
  searchWords,
  type ApiPage,
  type CurrentUser,
  type CustomerOrderStats,
  type MyOrder,
  type MyOrdersQuery,
  type OrderItemReviewDto,
  type OrderItemReviewInput,
  type OrderStatus,
  type RebuyReply,
} from '@salon/shared';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { OrderRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { CartService } from '../cart/cart.service.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { CustomerOrdersRepository, MyOrderFilter } from './customer-orders.repository.js';
import { toMyOrders, type OrderSummaries } from './my-order-rows.js';
import type { CustomerOrderCancel } from './order-cancellation.js';

export function orderNotFound(): AppError {
  return new AppError('ORDER_NOT_FOUND', M.notFound, 404);
}

/** The instant a salon day (UTC+7) starts, as an ISO string. */
export function salonDayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The query's filters as the repository reads them: the days become instants. */
export function toOrderFilter(query: MyOrdersQuery): MyOrderFilter {
  return {
    status: query.status,
    order_type: query.order_type,
    from: query.from ? salonDayStart(query.from) : undefined,
    before: query.to ? salonDayStart(nextDay(query.to)) : undefined,
  };
}

/** Cart refusals that mean the item can no longer be bought; anything else is a real failure. */
const UNBUYABLE = new Set([
  'ITEM_INACTIVE',
  'ITEM_NOT_SELLABLE',
  'OUT_OF_STOCK',
  'PRODUCT_NOT_FOUND',
  'SERVICE_NOT_FOUND',
]);

/**
 * The signed-in customer's orders: list, counts, cancel, buy again, and reviews of the lines of
 * completed orders. Every read and write is bound to the owner: another customer's order does
 * not exist for them (404).
 */
export class CustomerOrdersService {
  constructor(
    private readonly repository: CustomerOrdersRepository,
    private readonly summaries: OrderSummaries,
    private readonly cart: CartService,
    private readonly cancelOrder: CustomerOrderCancel,
  ) {}

  async list(user: CurrentUser, query: MyOrdersQuery): Promise<ApiPage<MyOrder>> {
    const filter = toOrderFilter(query);
    const words = searchWords(query.search);
    if (words.length > 0) {
      // Folded here: a customer's own orders are few, and the folding is exact.
      const candidates = await this.repository.searchCandidates(user.id, filter);
      // The order number matches anywhere, the names of its lines at word starts.
      const orders = new Map<number, { codes: string[]; text: string[] }>();
      for (const c of candidates) {
        const order = orders.get(c.id) ?? { codes: [c.order_number], text: [] };
        order.text.push(c.item_name);
        orders.set(c.id, order);
      }
      filter.ids = [...orders].filter(([, order]) => matchesSearch(words, order)).map(([id]) => id);
    }
    const { page, per_page: perPage } = query;
    const total = await this.repository.count(user.id, filter);
    const offset = (page - 1) * perPage;
    const rows =
      offset < total
        ? await this.repository.page(user.id, filter, query.sort_order, perPage, offset)
        : [];
    return toPage(await toMyOrders(this.repository, this.summaries, rows), total, page, perPage);
  }

  async stats(user: CurrentUser): Promise<CustomerOrderStats> {
    const byStatus = await this.repository.countByStatus(user.id);
    const count = (status: OrderStatus) => byStatus.get(status) ?? 0;
    return {
      total: ORDER_STATUSES.reduce((sum, status) => sum + count(status), 0),
      completed: count('completed'),
      paid: count('paid'),
      pending: count('pending'),
    };
  }

  async one(user: CurrentUser, id: number): Promise<MyOrder> {
    const [order] = await toMyOrders(this.repository, this.summaries, [
      await this.#owned(user, id),
    ]);
    if (!order) throw orderNotFound();
    return order;
  }

  /** Only while it is pending and nothing has been paid; the stock goes back. */
  async cancel(user: CurrentUser, id: number, reason: string | null): Promise<MyOrder> {
    const order = await this.#owned(user, id);
    if (!customerCanCancelOrder(order)) {
      throw new AppError('ORDER_CANCEL_NOT_ALLOWED', M.cancelNotAllowed, 409);
    }
    await this.cancelOrder(id, user, reason);
    return this.one(user, id);
  }

  /** Puts the lines of a finished order back in the cart, skipping what no longer sells. */
  async rebuy(user: CurrentUser, id: number): Promise<RebuyReply> {
    const order = await this.#owned(user, id);
    if (!customerCanRebuyOrder(order)) {
      throw new AppError('ORDER_REBUY_NOT_ALLOWED', M.actionNotAllowed, 409);
    }
    const lines = await this.repository.lines([order.id]);
    let added = 0;
    let skipped = 0;
    for (const line of lines) {
      try {
        await this.cart.add(user.id, {
          type: line.item_type,
          item_id: line.item_id,
          quantity: line.quantity,
        });
        added++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (UNBUYABLE.has(error.code)) skipped++;
        // Already in the cart as many as may be bought: it is there, which is what was asked.
        else if (error.code === 'CART_LIMIT_REACHED') added++;
        else throw error;
      }
    }
    return { cart: await this.cart.get(user.id), added, skipped };
  }

  /**
   * One review per line of a completed order: a review of the product or service, verified
   * (the customer bought it), pending until a moderator approves it like any other review.
   */
  async review(
    user: CurrentUser,
    orderId: number,
    itemId: number,
    input: OrderItemReviewInput,
  ): Promise<OrderItemReviewDto> {
    const order = await this.#owned(user, orderId);
    const line = await this.repository.findLine(orderId, itemId);
    if (!line) throw new AppError('ORDER_ITEM_NOT_FOUND', MY_ORDERS_MESSAGES.itemNotFound, 404);
    if (order.status !== 'completed') {
      throw new AppError('ORDER_NOT_COMPLETED', M.reviewNotAllowed, 409);
    }
    if (await this.repository.hasReview(line.id)) {
      throw new AppError('ORDER_ITEM_ALREADY_REVIEWED', M.reviewAlreadyDone, 409);
    }
    const title = appointmentReviewTitle(input.rating);
    try {
      const row = await this.repository.insertReview({
        reviewable_type: line.item_type,
        reviewable_id: line.item_id,
        user_id: user.id,
        guest_name: null,
        guest_email: null,
        rating: input.rating,
        title,
        content: input.comment,
        is_verified: true,
        order_item_id: line.id,
        search_text: buildSearchText(title, input.comment, user.name),
      });
      return {
        id: row.id,
        order_item_id: line.id,
        rating: row.rating,
        content: row.content,
        status: row.status,
        created_at: row.created_at,
      };
    } catch (error) {
      // Two submits at once: the unique index on order_item_id keeps one.
      if (uniqueViolationColumn(error) !== null) {
        throw new AppError('ORDER_ITEM_ALREADY_REVIEWED', M.reviewAlreadyDone, 409);
      }
      throw error;
    }
  }

  async #owned(user: CurrentUser, id: number): Promise<OrderRow> {
    const order = await this.repository.findOwned(id, user.id);
    if (!order) throw orderNotFound();
    return order;
  }
}
