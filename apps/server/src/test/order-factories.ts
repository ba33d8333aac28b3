import { randomInt } from 'node:crypto';
import {
  computeOrderTotals,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
} from '@salon/shared';
import type { Db } from '../db/database.js';
import type { OrderItemRow, OrderRow, UserRow } from '../db/schema.js';
import { createBranch, createProduct, type ProductRow, type ServiceRow } from './factories.js';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** DH-261121-7K3QX9 (the date part is the order's own day). */
export function testOrderNumber(at: Date = new Date()): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `DH-${day}-${tail}`;
}

export interface TestOrderLine {
  item: ProductRow | ServiceRow;
  kind: 'product' | 'service';
  quantity?: number;
}

export interface TestOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * An order written straight to the tables, in any state and on any date, the way placing one
 * leaves it: lines priced at the item's list or sale price, totals by the shop's rule, and the
 * products' stock taken. For states and dates the API cannot make on the spot; a real placement
 * is `placedOrder` of `shop-factories.ts` (`POST /api/orders`).
 */
export async function createOrder(
  db: Db,
  user: Pick<UserRow, 'id' | 'name' | 'phone' | 'email'>,
  options: {
    lines?: TestOrderLine[];
    branch_id?: number;
    status?: OrderStatus;
    payment_status?: PaymentStatus;
    order_type?: OrderType;
    payment_method?: PaymentMethod;
    created_at?: string;
    vat_rate?: number;
  } = {},
): Promise<TestOrder> {
  const lines = options.lines ?? [{ item: await createProduct(db), kind: 'product', quantity: 1 }];
  const branchId = options.branch_id ?? (await createBranch(db)).id;
  const status = options.status ?? 'pending';
  const paymentStatus =
    options.payment_status ?? (status === 'paid' || status === 'completed' ? 'paid' : 'pending');
  const createdAt = options.created_at ?? new Date().toISOString();
  const orderType = options.order_type ?? 'in_store';
  const priced = lines.map((line) => {
    const sale = 'sale_price' in line.item ? line.item.sale_price : null;
    const unit = sale !== null && sale < line.item.price ? sale : line.item.price;
    return { line, unit_price: Number(unit), quantity: line.quantity ?? 1 };
  });
  const totals = computeOrderTotals({
    lines: priced,
    order_type: orderType,
    vat_rate: options.vat_rate ?? 10,
  });

  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        order_number: testOrderNumber(new Date(createdAt)),
        user_id: user.id,
        customer_name: user.name,
        customer_phone: user.phone ?? '+84900000000',
        customer_email: user.email,
        branch_id: branchId,
        order_type: orderType,
        payment_method: options.payment_method ?? 'cash',
        status,
        payment_status: paymentStatus,
        delivery_address: orderType === 'delivery' ? '12 Lý Tự Trọng, phường Sài Gòn' : null,
        notes: null,
        subtotal: totals.subtotal,
        discount_amount: totals.discount_amount,
        promotion_id: null,
        promotion_name: null,
        delivery_fee: totals.delivery_fee,
        tax_rate: totals.tax_rate,
        tax_amount: totals.tax_amount,
        total_amount: totals.total_amount,
        access_token_hash: null,
        cancel_reason: null,
        paid_at: paymentStatus === 'pending' ? null : createdAt,
        completed_at: status === 'completed' ? createdAt : null,
        cancelled_at: status === 'cancelled' ? createdAt : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const items: OrderItemRow[] = [];
    for (const { line, unit_price, quantity } of priced) {
      items.push(
        await trx
          .insertInto('order_items')
          .values({
            order_id: order.id,
            item_type: line.kind,
            item_id: line.item.id,
            item_name: line.item.name,
            image: null,
            quantity,
            list_price: line.item.price,
            unit_price,
            total_price: unit_price * quantity,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      // A cancelled order has had its stock given back already.
      if (line.kind === 'product' && status !== 'cancelled') {
        await trx
          .updateTable('products')
          .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
          .where('id', '=', line.item.id)
          .execute();
      }
    }
    return { order, items };
  });
}

/** The instant of a salon day (UTC+7) at a time, as stored: `2026-11-21T03:30:00.000Z`. */
export function salonInstant(date: string, time = '10:00'): string {
  return new Date(`${date}T${time}:00+07:00`).toISOString();
}
