/** Query pieces the catalogue repositories share: search, category families, effective price. */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CategoryType } from '@salon/shared';
import type { Db } from '../../db/database.js';

/** A category, service or product as a request names it: by id (digits) or by slug. */
export type IdOrSlug = { id: number } | { slug: string };

/** `%`, `_` and `\` stand for themselves (used with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every word must appear somewhere in the column (AND). The words are already folded, and so is
 * the column, so plain LIKE works the same on SQLite and PostgreSQL.
 */
export function containsWord(column: string, word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(word)}%`} escape '\\'`;
}

/**
 * The price a customer pays before promotions: the sale price when it is set and below the list
 * price, else the list price. The same rule as `computePrice` in @salon/shared, in SQL so that
 * lists can sort and filter on it.
 */
export function effectivePrice(table: 's' | 'p'): RawBuilder<number> {
  const price = sql.ref(`${table}.price`);
  const sale = sql.ref(`${table}.sale_price`);
  return sql<number>`(case when ${sale} is not null and ${sale} >= 0 and ${sale} < ${price} then ${sale} else ${price} end)`;
}

/** `sale_price` counts: set and below the list price. */
export function saleApplies(table: 's' | 'p'): RawBuilder<SqlBool> {
  const price = sql.ref(`${table}.price`);
  const sale = sql.ref(`${table}.sale_price`);
  return sql<SqlBool>`(${sale} is not null and ${sale} >= 0 and ${sale} < ${price})`;
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
