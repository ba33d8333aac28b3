import {
  customerCanCancelOrder,
  customerCanRebuyOrder,
  type MyOrder,
  type OrderItemDto,
  type OrderSummary,
} from '@salon/shared';
import type { OrderRow } from '../../db/schema.js';
import type { CustomerOrdersRepository, OrderLineRow } from './customer-orders.repository.js';

/** The shop's own summaries of order rows (`OrderReader.summaries`), in the order given. */
export type OrderSummaries = (orders: readonly OrderRow[]) => Promise<OrderSummary[]>;

function toItem(line: OrderLineRow): OrderItemDto {
  return {
    id: line.id,
    item_type: line.item_type,
    item_id: line.item_id,
    item_name: line.item_name,
    item_slug: line.item_slug,
    image: line.image,
    quantity: line.quantity,
    list_price: Number(line.list_price),
    unit_price: Number(line.unit_price),
    total_price: Number(line.total_price),
    is_reviewed: line.is_reviewed,
  };
}

/** The rows of My orders: summary, every line (one query for the page) and what may be done. */
export async function toMyOrders(
  repository: CustomerOrdersRepository,
  summaries: OrderSummaries,
  orders: readonly OrderRow[],
): Promise<MyOrder[]> {
  const [summaryRows, lines] = await Promise.all([
    summaries(orders),
    repository.lines(orders.map((order) => order.id)),
  ]);
  const linesByOrder = new Map<number, OrderItemDto[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.order_id) ?? [];
    list.push(toItem(line));
    linesByOrder.set(line.order_id, list);
  }
  return orders.map((order, i) => {
    const summary = summaryRows[i];
    if (!summary || summary.id !== order.id) throw new Error('summaries out of order');
    return {
      ...summary,
      order_items: linesByOrder.get(order.id) ?? [],
      can_cancel: customerCanCancelOrder(order),
      can_rebuy: customerCanRebuyOrder(order),
      can_review: order.status === 'completed',
    };
  });
}
