import { buildSearchText, vietnameseSortKey } from '@salon/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as migration from './0014-search-and-name-order.js';

/* Rows written before the migration get their sort keys, search names and new search texts. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('backfills name_key and search_name, and rewrites the stored search texts', async () => {
  /* eslint-disable @typescript-eslint/no-explicit-any -- the tables as they were before 0014 */
  const db = t.db.withoutPlugins() as unknown as Kysely<any>;
  await migration.down(db);

  const service = await db
    .insertInto('services')
    .values({
      name: "Gội L'Oréal",
      slug: 'goi-loreal',
      price: 100_000,
      duration_minutes: 30,
      search_text: "goi l'oreal 50% cho toc uon",
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ role: 'customer', name: 'Đào Ánh', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const promotion = await db
    .insertInto('promotions')
    .values({
      name: 'Ưu đãi (Tết)',
      search_name: 'uu dai (tet)',
      discount_type: 'percent',
      discount_value: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await migration.up(db);

  const savedService = await db
    .selectFrom('services')
    .select(['name_key', 'search_name', 'search_text'])
    .where('id', '=', service.id)
    .executeTakeFirstOrThrow();
  expect(savedService).toEqual({
    name_key: vietnameseSortKey("Gội L'Oréal"),
    search_name: "goi l' oreal",
    search_text: "goi l' oreal 50% cho toc uon",
  });
  const savedUser = await db
    .selectFrom('users')
    .select('name_key')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(savedUser.name_key).toBe(vietnameseSortKey('Đào Ánh'));
  const savedPromotion = await db
    .selectFrom('promotions')
    .select('search_name')
    .where('id', '=', promotion.id)
    .executeTakeFirstOrThrow();
  expect(savedPromotion.search_name).toBe(buildSearchText('Ưu đãi (Tết)'));
  expect(savedPromotion.search_name).toBe('uu dai ( tet)');
});
