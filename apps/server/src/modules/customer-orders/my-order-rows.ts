import {
  customerCanCancelOrder,
  customerCanRebuyOrder,
  type MyOrder,
  type OrderItemDto,
} from '@salon/shared';
import type { OrderRow } from '../../db/schema.js';
import type {
  CustomerOrdersRepository,
  OrderBranchRow,
  OrderLineRow,
} from './customer-orders.repository.js';

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

/** "Dầu gội bưởi ×2, Cắt tóc nam": each line's name, with its quantity when more than one. */
export function itemsSummaryOf(items: readonly { item_name: string; quantity: number }[]): string {
  return items
    .map((item) => (item.quantity > 1 ? `${item.item_name} ×${item.quantity}` : item.item_name))
    .join(', ');
}

/** The rows of My orders, in the order given: summary, lines and what the customer may do. */
export async function toMyOrders(
  repository: CustomerOrdersRepository,
  orders: readonly OrderRow[],
): Promise<MyOrder[]> {
  const [branches, lines] = await Promise.all([
    repository.branches([...new Set(orders.map((order) => order.branch_id))]),
    repository.lines(orders.map((order) => order.id)),
  ]);
  const branchById = new Map<number, OrderBranchRow>(branches.map((b) => [b.id, b]));
  const linesByOrder = new Map<number, OrderItemDto[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.order_id) ?? [];
    list.push(toItem(line));
    linesByOrder.set(line.order_id, list);
  }
  return orders.map((order) => {
    const items = linesByOrder.get(order.id) ?? [];
    return {
      id: order.id,
      order_number: order.order_number,
      created_at: order.created_at,
      status: order.status,
      payment_status: order.payment_status,
      payment_method: order.payment_method,
      order_type: order.order_type,
      branch: branchById.get(order.branch_id) ?? null,
      items_summary: itemsSummaryOf(items),
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      total_amount: Number(order.total_amount),
      order_items: items,
      can_cancel: customerCanCancelOrder(order),
      can_rebuy: customerCanRebuyOrder(order),
      can_review: order.status === 'completed',
    };
  });
}
