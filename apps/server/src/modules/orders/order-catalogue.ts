import type { CartItemType, OrderPromotion } from '@salon/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { promotionDiscount } from '../catalog/catalog.sql.js';

type Executor = Kysely<Database>;

/** A product or service as an order needs it, read inside the order's transaction. */
export interface OrderableItem {
  type: CartItemType;
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  promotion_discount: number;
  image_urls: string;
  thumbnail_urls: string;
  status: 'active' | 'inactive';
  is_sellable: boolean;
  /** Products only. */
  stock_quantity: number | null;
}

/** The products and services an order names, keyed `product:12` / `service:3`. */
export async function loadOrderableItems(
  db: Executor,
  lines: readonly { type: CartItemType; id: number }[],
  today: string,
): Promise<Map<string, OrderableItem>> {
  const productIds = lines.filter((line) => line.type === 'product').map((line) => line.id);
  const serviceIds = lines.filter((line) => line.type === 'service').map((line) => line.id);
  const items = new Map<string, OrderableItem>();
  if (productIds.length > 0) {
    const rows = await db
      .selectFrom('products as p')
      .select([
        promotionDiscount('p', today).as('promotion_discount'),
        'id',
        'name',
        'price',
        'sale_price',
        'image_urls',
        'thumbnail_urls',
        'status',
        'is_sellable',
        'stock_quantity',
      ])
      .where('id', 'in', productIds)
      .execute();
    for (const row of rows) {
      items.set(`product:${row.id}`, {
        type: 'product',
        ...row,
        promotion_discount: Number(row.promotion_discount),
      });
    }
  }
  if (serviceIds.length > 0) {
    const rows = await db
      .selectFrom('services as s')
      .select([
        promotionDiscount('s', today).as('promotion_discount'),
        'id',
        'name',
        'price',
        'sale_price',
        'image_urls',
        'thumbnail_urls',
        'status',
      ])
      .where('id', 'in', serviceIds)
      .execute();
    for (const row of rows) {
      items.set(`service:${row.id}`, {
        type: 'service',
        ...row,
        promotion_discount: Number(row.promotion_discount),
        is_sellable: true,
        stock_quantity: null,
      });
    }
  }
  return items;
}

/**
 * Running promotions with a minimum order that name at least one of the order's items, each with
 * the subtotal of its own items in this order.
 */
export async function loadOrderPromotions(
  db: Executor,
  lineTotals: ReadonlyMap<string, number>,
  today: string,
): Promise<OrderPromotion[]> {
  if (lineTotals.size === 0) return [];
  const rows = await db
    .selectFrom('promotions as pr')
    .innerJoin('promotion_items as pi', 'pi.promotion_id', 'pr.id')
    .select([
      'pr.id',
      'pr.name',
      'pr.discount_type',
      'pr.discount_value',
      'pr.max_discount_amount',
      'pr.min_order_amount',
      'pi.item_type',
      'pi.item_id',
    ])
    .where('pr.status', '=', 'active')
    .where('pr.min_order_amount', '>', 0)
    .where((eb) => eb.or([eb('pr.start_date', 'is', null), eb('pr.start_date', '<=', today)]))
    .where((eb) => eb.or([eb('pr.end_date', 'is', null), eb('pr.end_date', '>=', today)]))
    .where((eb) =>
      eb.or([eb('pr.usage_limit', 'is', null), eb('pr.used_count', '<', eb.ref('pr.usage_limit'))]),
    )
    .execute();
  const promotions = new Map<number, OrderPromotion>();
  for (const row of rows) {
    const total = lineTotals.get(`${row.item_type}:${row.item_id}`);
    if (total === undefined) continue;
    const promotion = promotions.get(row.id) ?? {
      id: row.id,
      name: row.name,
      discount_type: row.discount_type,
      discount_value: Number(row.discount_value),
      max_discount_amount:
        row.max_discount_amount === null ? null : Number(row.max_discount_amount),
      min_order_amount: Number(row.min_order_amount),
      eligible_subtotal: 0,
    };
    promotion.eligible_subtotal += total;
    promotions.set(row.id, promotion);
  }
  return [...promotions.values()];
}
