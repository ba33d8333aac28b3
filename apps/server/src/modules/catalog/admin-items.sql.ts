/** Query pieces the back-office lists share. */
import {
  expressionBuilder,
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { matchesWords, nameRank } from '../../lib/search.sql.js';

/** A category and its children, for filters by category. */
export function inCategoryFamily(column: string, categoryId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (select id from categories where id = ${categoryId} or parent_id = ${categoryId})`;
}

/** The filters every back-office list of products or services offers. */
export interface AdminItemFilter {
  words: readonly string[];
  categoryId?: number | undefined;
  status?: 'active' | 'inactive' | undefined;
  featured?: boolean | undefined;
}

/** The columns products and services share, under the alias `p` the lists use. */
interface ItemColumns {
  p: { category_id: number | null; status: string; is_featured: boolean };
}

/** The conditions of an `AdminItemFilter` on `p`; `extraSearchColumn` is a code searched too (a SKU). */
export function itemFilterConditions(
  filter: AdminItemFilter,
  extraSearchColumn?: string,
): Expression<SqlBool>[] {
  const eb = expressionBuilder<ItemColumns, 'p'>();
  const conditions: Expression<SqlBool>[] = [];
  if (filter.words.length > 0)
    conditions.push(matchesWords(filter.words, 'p.search_text', extraSearchColumn));
  if (filter.categoryId !== undefined)
    conditions.push(inCategoryFamily('p.category_id', filter.categoryId));
  if (filter.status) conditions.push(eb('p.status', '=', filter.status));
  if (filter.featured !== undefined) conditions.push(eb('p.is_featured', '=', filter.featured));
  return conditions;
}

/** The columns a sort orders by, in turn. */
export type SortOrder = readonly (readonly [column: string, direction: 'asc' | 'desc'])[];

/** The sorts both the product and the service lists offer. */
export const ITEM_SORTS = {
  newest: [
    ['p.created_at', 'desc'],
    ['p.id', 'desc'],
  ],
  // Items made in the same millisecond: the first made comes first here too.
  oldest: [
    ['p.created_at', 'asc'],
    ['p.id', 'asc'],
  ],
  name: [['p.name_key', 'asc']],
  price_asc: [['p.price', 'asc']],
  price_desc: [['p.price', 'desc']],
  sort_order: [
    ['p.sort_order', 'asc'],
    ['p.name_key', 'asc'],
  ],
} satisfies Record<string, SortOrder>;

/** How many rows a list query finds. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of a list query in the sort's order; the newest `p.id` breaks ties. Searching (`words`),
 * name hits come first (`p.search_name`), each group in the sort's order.
 */
export function pageRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: SortOrder,
  limit: number,
  offset: number,
  words: readonly string[] = [],
): Promise<O[]> {
  let sorted = words.length > 0 ? query.orderBy(nameRank(words, 'p.search_name')) : query;
  for (const [column, direction] of order) sorted = sorted.orderBy(sql.ref(column), direction);
  return sorted.orderBy(sql.ref('p.id'), 'desc').limit(limit).offset(offset).execute();
}
