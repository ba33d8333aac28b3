/**
 * The search rule of @salon/shared (`text/search-text`) in SQL, for stored search texts
 * (`buildSearchText`). Plain LIKE on folded text: the same on SQLite and PostgreSQL.
 */
import { escapeLikePattern, SEARCH_RANK, wordStartLikePattern } from '@salon/shared';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The word starts a word of the search text in `column` (`matchesWordStart`). */
export function startsWord(column: string, word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(' ' || ${sql.ref(column)}) like ${wordStartLikePattern(word)} escape '\\'`;
}

/** The code in `column` holds the word anywhere (`matchesCode`; codes are upper case or plain). */
export function codeHolds(column: string, word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLikePattern(word)}%`} escape '\\'`;
}

/**
 * Every word starts a word of the search text, or (when given) is held by the code column (a
 * SKU). No words: true.
 */
export function matchesWords(
  words: readonly string[],
  searchColumn: string,
  codeColumn?: string,
): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const conditions = words.map((word) =>
    codeColumn
      ? sql`(${startsWord(searchColumn, word)} or ${codeHolds(codeColumn, word)})`
      : startsWord(searchColumn, word),
  );
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The rank of a row for the words (`searchRank`): 0 when every word is in its name (the
 * `search_name` column), 1 when some are, 2 otherwise. Order by it first: name hits lead.
 */
export function nameRank(words: readonly string[], searchNameColumn: string): RawBuilder<number> {
  if (words.length === 0) return sql<number>`${sql.lit(SEARCH_RANK.allInName)}`;
  const hits = words.map((word) => startsWord(searchNameColumn, word));
  return sql<number>`(case
    when ${sql.join(hits, sql` and `)} then ${sql.lit(SEARCH_RANK.allInName)}
    when ${sql.join(hits, sql` or `)} then ${sql.lit(SEARCH_RANK.someInName)}
    else ${sql.lit(SEARCH_RANK.elsewhere)} end)`;
}
