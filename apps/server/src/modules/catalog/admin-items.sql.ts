/** Query pieces the back-office lists share. */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLike } from './catalog.sql.js';

/** Every folded word must appear in the search text or in the extra column (a SKU). */
export function matchesWords(
  words: readonly string[],
  searchColumn: string,
  extraColumn?: string,
): RawBuilder<SqlBool> {
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const inText = sql`${sql.ref(searchColumn)} like ${pattern} escape '\\'`;
    if (!extraColumn) return inText;
    return sql`(${inText} or lower(${sql.ref(extraColumn)}) like ${pattern} escape '\\')`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** A category and its children, for filters by category. */
export function inCategoryFamily(column: string, categoryId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (select id from categories where id = ${categoryId} or parent_id = ${categoryId})`;
}
