import {
  buildVietQrPayload,
  customerCanCancelOrder,
  formatPhone,
  toNationalPhone,
  transferContentFor,
  type OrderDetail,
  type OrderItemDto,
  type OrderSummary,
  type PublicSettings,
  type TransferInstructions,
} from '@salon/shared';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';

type Executor = Kysely<Database>;
type BankSettings = PublicSettings['payment'];

/** "Dầu gội bưởi ×2, Cắt tóc nam" */
function itemsSummary(items: readonly { item_name: string; quantity: number }[]): string {
  return items
    .map((item) => (item.quantity > 1 ? `${item.item_name} ×${item.quantity}` : item.item_name))
    .join(', ');
}

/** The transfer details while a transfer order still waits for its money. */
export function transferInstructions(
  order: Pick<
    OrderRow,
    'order_number' | 'payment_method' | 'status' | 'payment_status' | 'total_amount'
  >,
  bank: BankSettings,
): TransferInstructions | null {
  if (order.payment_method !== 'transfer') return null;
  if (order.status !== 'pending' || order.payment_status !== 'pending') return null;
  const content = transferContentFor(order.order_number);
  const amount = Number(order.total_amount);
  return {
    bank_bin: bank.bank_bin,
    bank_name: bank.bank_name,
    account_number: bank.bank_account_number,
    account_name: bank.bank_account_name,
    amount,
    content,
    qr_payload: buildVietQrPayload({
      bankBin: bank.bank_bin,
      accountNumber: bank.bank_account_number,
      amount,
      content,
    }),
  };
}

/**
 * Turns order rows into the shared DTOs. Every read takes its executor, so the order placement
 * can answer from inside its own transaction.
 */
export class OrderReader {
  async summaries(db: Executor, orders: readonly OrderRow[]): Promise<OrderSummary[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const [items, branches] = await Promise.all([
      db
        .selectFrom('order_items')
        .select(['order_id', 'item_name', 'quantity'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute(),
      this.#branches(db, orders),
    ]);
    return orders.map((order) => {
      const own = items.filter((item) => item.order_id === order.id);
      return {
        id: order.id,
        order_number: order.order_number,
        created_at: order.created_at,
        status: order.status,
        payment_status: order.payment_status,
        payment_method: order.payment_method,
        order_type: order.order_type,
        branch: branches.get(order.branch_id) ?? null,
        items_summary: itemsSummary(own),
        item_count: own.reduce((sum, item) => sum + item.quantity, 0),
        total_amount: Number(order.total_amount),
      };
    });
  }

  async detail(db: Executor, order: OrderRow, bank: BankSettings): Promise<OrderDetail> {
    const [[summary], items] = await Promise.all([
      this.summaries(db, [order]),
      this.items(db, order.id),
    ]);
    if (!summary) throw new Error('unreachable: a summary for the order');
    return {
      ...summary,
      customer: {
        name: order.customer_name,
        phone: toNationalPhone(order.customer_phone),
        email: order.customer_email,
      },
      delivery_address: order.delivery_address,
      notes: order.notes,
      subtotal: Number(order.subtotal),
      discount_amount: Number(order.discount_amount),
      promotion_name: order.promotion_name,
      delivery_fee: Number(order.delivery_fee),
      tax_rate: Number(order.tax_rate),
      tax_amount: Number(order.tax_amount),
      order_items: items,
      paid_at: order.paid_at,
      completed_at: order.completed_at,
      cancelled_at: order.cancelled_at,
      cancel_reason: order.cancel_reason,
      transfer: transferInstructions(order, bank),
      can_cancel: customerCanCancelOrder(order),
    };
  }

  async items(db: Executor, orderId: number): Promise<OrderItemDto[]> {
    const rows = await db
      .selectFrom('order_items as oi')
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'oi.item_id').on('oi.item_type', '=', 'product'),
      )
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'oi.item_id').on('oi.item_type', '=', 'service'),
      )
      .leftJoin('reviews as r', 'r.order_item_id', 'oi.id')
      .select([
        'oi.id',
        'oi.item_type',
        'oi.item_id',
        'oi.item_name',
        'oi.image',
        'oi.quantity',
        'oi.list_price',
        'oi.unit_price',
        'oi.total_price',
        'p.slug as product_slug',
        's.slug as service_slug',
        'r.id as review_id',
      ])
      .where('oi.order_id', '=', orderId)
      .orderBy('oi.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      item_type: row.item_type,
      item_id: row.item_id,
      item_name: row.item_name,
      item_slug: (row.item_type === 'product' ? row.product_slug : row.service_slug) ?? null,
      image: row.image,
      quantity: row.quantity,
      list_price: Number(row.list_price),
      unit_price: Number(row.unit_price),
      total_price: Number(row.total_price),
      is_reviewed: row.review_id !== null,
    }));
  }

  async #branches(db: Executor, orders: readonly OrderRow[]) {
    const ids = [...new Set(orders.map((order) => order.branch_id))];
    const rows = await db
      .selectFrom('branches')
      .select(['id', 'name', 'address', 'phone'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          address: row.address,
          phone: row.phone ? formatPhone(row.phone) : null,
        },
      ]),
    );
  }
}
