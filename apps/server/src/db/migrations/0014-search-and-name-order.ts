import { buildSearchText, vietnameseSortKey } from '@salon/shared';
import { sql } from 'kysely';
import { engineOf, type MigrationDb } from '../migration-helpers.js';

/** Tables whose lists sort by name (`NameKeyPlugin` keeps their `name_key` from here on). */
const NAME_KEY_TABLES = ['branches', 'categories', 'products', 'services', 'suppliers', 'users'];
/** Tables whose search ranks name hits first. */
const SEARCH_NAME_TABLES = ['products', 'services', 'suppliers'];
/** Tables with a stored search text. */
const SEARCH_TEXT_TABLES = ['products', 'services', 'suppliers', 'reviews', 'questions', 'sliders'];

/**
 * Search at word starts and names in Vietnamese order (docs/decisions/006):
 * - `name_key`: the Vietnamese sort key of the name, compared byte by byte (`COLLATE "C"` on
 *   PostgreSQL, SQLite's BINARY), so that ORDER BY name_key is the same on both engines;
 * - `search_name`: the name in search form, for ranking name hits first;
 * - stored search texts rebuilt in the new search form (a space after a sign before a word).
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const keyType = postgres ? sql`text collate "C"` : sql`text`;
  for (const table of NAME_KEY_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('name_key', keyType, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const table of SEARCH_NAME_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  for (const table of NAME_KEY_TABLES) {
    const rows = await db.selectFrom(table).select(['id', 'name']).execute();
    const withSearchName = SEARCH_NAME_TABLES.includes(table);
    for (const row of rows as { id: number; name: string }[]) {
      await db
        .updateTable(table)
        .set({
          name_key: vietnameseSortKey(row.name),
          ...(withSearchName ? { search_name: buildSearchText(row.name) } : {}),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }

  // The texts were folded already: the search form of a folded text is the text with its
  // word starts spaced out, so it is rebuilt from itself.
  for (const table of SEARCH_TEXT_TABLES) {
    const rows = await db.selectFrom(table).select(['id', 'search_text']).execute();
    for (const row of rows as { id: number; search_text: string }[]) {
      const text = buildSearchText(row.search_text);
      if (text === row.search_text) continue;
      await db.updateTable(table).set({ search_text: text }).where('id', '=', row.id).execute();
    }
  }
  // The search form spaces out word starts, so it may be longer than the name (150).
  if (postgres) {
    await db.schema
      .alterTable('promotions')
      .alterColumn('search_name', (c) => c.setDataType('text'))
      .execute();
  }
  const promotions = await db.selectFrom('promotions').select(['id', 'name']).execute();
  for (const row of promotions as { id: number; name: string }[]) {
    await db
      .updateTable('promotions')
      .set({ search_name: buildSearchText(row.name) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of SEARCH_NAME_TABLES) {
    await db.schema.alterTable(table).dropColumn('search_name').execute();
  }
  for (const table of NAME_KEY_TABLES) {
    await db.schema.alterTable(table).dropColumn('name_key').execute();
  }
}
