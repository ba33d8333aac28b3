import type { OrderStatus, OrderType } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderItemRow, OrderRow, ReviewTable } from '../../db/schema.js';

/** Which of the customer's orders a list shows. Instants are ISO strings (UTC). */
export interface MyOrderFilter {
  status?: OrderStatus | undefined;
  order_type?: OrderType | undefined;
  /** Placed at or after this instant. */
  from?: string | undefined;
  /** Placed before this instant. */
  before?: string | undefined;
  /** Only these orders (the ones a search matched). */
  ids?: readonly number[] | undefined;
}

export interface OrderSearchCandidate {
  id: number;
  order_number: string;
  item_name: string;
}

export interface OrderLineRow extends OrderItemRow {
  item_slug: string | null;
  is_reviewed: boolean;
}

/** The customer's own orders, their lines and the reviews written from them. */
export class CustomerOrdersRepository {
  constructor(private readonly db: Db) {}

  #filtered(userId: number, filter: MyOrderFilter) {
    let query = this.db.selectFrom('orders as o').where('o.user_id', '=', userId);
    if (filter.status) query = query.where('o.status', '=', filter.status);
    if (filter.order_type) query = query.where('o.order_type', '=', filter.order_type);
    if (filter.from) query = query.where('o.created_at', '>=', filter.from);
    if (filter.before) query = query.where('o.created_at', '<', filter.before);
    if (filter.ids) query = query.where('o.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
    return query;
  }

  async count(userId: number, filter: MyOrderFilter): Promise<number> {
    const row = await this.#filtered(userId, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async page(
    userId: number,
    filter: MyOrderFilter,
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<OrderRow[]> {
    return this.#filtered(userId, filter)
      .selectAll('o')
      .orderBy('o.created_at', direction)
      .orderBy('o.id', direction)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Every order number and line name of the customer's filtered orders, for a search. */
  async searchCandidates(userId: number, filter: MyOrderFilter): Promise<OrderSearchCandidate[]> {
    return this.#filtered(userId, filter)
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'o.order_number', 'i.item_name'])
      .execute();
  }

  async countByStatus(userId: number): Promise<Map<OrderStatus, number>> {
    const rows = await this.db
      .selectFrom('orders')
      .where('user_id', '=', userId)
      .groupBy('status')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** The order when it is the customer's; undefined otherwise (theirs or not, it is 404). */
  async findOwned(id: number, userId: number): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .selectAll()
      .executeTakeFirst();
  }

  /** The lines of these orders, with the item's storefront slug and whether it was reviewed. */
  async lines(orderIds: readonly number[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('order_items as i')
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'i.item_id').on('i.item_type', '=', 'product'),
      )
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'i.item_id').on('i.item_type', '=', 'service'),
      )
      .leftJoin('reviews as r', 'r.order_item_id', 'i.id')
      .where('i.order_id', 'in', [...orderIds])
      .selectAll('i')
      .select(['p.slug as product_slug', 's.slug as service_slug', 'r.id as review_id'])
      .orderBy('i.id', 'asc')
      .execute();
    return rows.map(({ product_slug, service_slug, review_id, ...line }) => ({
      ...line,
      item_slug: product_slug ?? service_slug ?? null,
      is_reviewed: review_id !== null,
    }));
  }

  async findLine(orderId: number, itemId: number): Promise<OrderItemRow | undefined> {
    return this.db
      .selectFrom('order_items')
      .where('order_id', '=', orderId)
      .where('id', '=', itemId)
      .selectAll()
      .executeTakeFirst();
  }

  async hasReview(orderItemId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reviews')
      .where('order_item_id', '=', orderItemId)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the review; the unique index on order_item_id refuses a second one. */
  async insertReview(values: Insertable<ReviewTable>) {
    return this.db
      .insertInto('reviews')
      .values(values)
      .returning(['id', 'order_item_id', 'rating', 'content', 'status', 'created_at'])
      .executeTakeFirstOrThrow();
  }
}
