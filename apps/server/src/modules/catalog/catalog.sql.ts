/** Query pieces the catalogue repositories share: category families, effective price. */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLikePattern, type CategoryType } from '@salon/shared';
import type { Db } from '../../db/database.js';

/** A category, service or product as a request names it: by id (digits) or by slug. */
export type IdOrSlug = { id: number } | { slug: string };

/** `%`, `_` and `\` stand for themselves (used with `ESCAPE '\'`). */
export const escapeLike = escapeLikePattern;

type ItemTable = 's' | 'p';

/**
 * The best running promotion's discount on an item's list price, in đồng (0 when none): the
 * `saleItemDiscount` rule of @salon/shared in SQL. A promotion runs while active, inside its
 * dates (salon days) and under its usage limit; one with a minimum order amount is an order-level
 * offer and does not change the unit price.
 */
export function promotionDiscount(table: ItemTable, today: string): RawBuilder<number> {
  const itemType = table === 's' ? 'service' : 'product';
  const price = sql.ref(`${table}.price`);
  const id = sql.ref(`${table}.id`);
  const percentOff = sql`cast(round(cast(${price} as numeric) * pr.discount_value / 100.0) as bigint)`;
  return sql<number>`coalesce((select max(case
      when pr.discount_type = 'fixed' then pr.discount_value
      when pr.max_discount_amount > 0 and ${percentOff} > pr.max_discount_amount
        then pr.max_discount_amount
      else ${percentOff} end)
    from promotion_items pi join promotions pr on pr.id = pi.promotion_id
    where pi.item_type = ${itemType} and pi.item_id = ${id} and pr.status = 'active'
      and (pr.min_order_amount is null or pr.min_order_amount <= 0)
      and (pr.start_date is null or pr.start_date <= ${today})
      and (pr.end_date is null or pr.end_date >= ${today})
      and (pr.usage_limit is null or pr.used_count < pr.usage_limit)), 0)`;
}

/** `sale_price` counts: set and below the list price. */
export function saleApplies(table: ItemTable): RawBuilder<SqlBool> {
  const price = sql.ref(`${table}.price`);
  const sale = sql.ref(`${table}.sale_price`);
  return sql<SqlBool>`(${sale} is not null and ${sale} >= 0 and ${sale} < ${price})`;
}

/**
 * The price a customer pays: the lower of the sale price (when it counts) and the list price less
 * the best running promotion, floored at 0. The same rule as `computePrice` in @salon/shared, in
 * SQL so that lists can sort and filter on it.
 */
export function effectivePrice(table: ItemTable, today: string): RawBuilder<number> {
  const price = sql.ref(`${table}.price`);
  const sale = sql.ref(`${table}.sale_price`);
  const base = sql`(case when ${saleApplies(table)} then ${sale} else ${price} end)`;
  const promoted = sql`(${price} - ${promotionDiscount(table, today)})`;
  return sql<number>`(case when ${promoted} < ${base}
    then (case when ${promoted} > 0 then ${promoted} else 0 end) else ${base} end)`;
}

/** Cheaper than the list price, by a sale price or a running promotion. */
export function isDiscounted(table: ItemTable, today: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${saleApplies(table)} or ${promotionDiscount(table, today)} > 0)`;
}

/** The ids of a category and of its children (two levels), as a subquery. */
export function categoryFamily(db: Db, type: CategoryType, key: IdOrSlug) {
  const base = db
    .selectFrom('categories as named')
    .select('named.id')
    .where('named.type', '=', type);
  const named =
    'id' in key ? base.where('named.id', '=', key.id) : base.where('named.slug', '=', key.slug);
  return db
    .selectFrom('categories as family')
    .select('family.id')
    .where('family.type', '=', type)
    .where((eb) => eb.or([eb('family.id', 'in', named), eb('family.parent_id', 'in', named)]));
}
