/** Factories for slider tests. */
import { buildSearchText, salonToday } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { SliderRow, SliderTable } from '../db/schema.js';

let sequence = 0;

/** An active home banner showing today, unless overridden. */
export async function createSlider(
  db: Db,
  overrides: Partial<Insertable<SliderTable>> = {},
): Promise<SliderRow> {
  const title = overrides.title ?? `Slider ${Date.now().toString(36)}${(sequence++).toString(36)}`;
  return db
    .insertInto('sliders')
    .values({
      type: 'banner',
      position: 'home',
      image_url: '/api/storage/demo/banners/salon-toc-viet.webp',
      search_text: buildSearchText(title, overrides.subtitle),
      ...overrides,
      title,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `YYYY-MM-DD`, `days` from the salon's today. */
export function salonDay(days: number): string {
  const today = new Date(`${salonToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
