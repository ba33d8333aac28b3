import type { SliderDisplayStatus, SliderPosition, SliderType } from '@salon/shared';
import { type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { matchesWords } from '../../lib/search.sql.js';
import type { Database, SliderRow, SliderTable } from '../../db/schema.js';

type Eb = ExpressionBuilder<Database, 'sliders'>;

export interface PublicSliderFilter {
  type?: SliderType | undefined;
  position?: SliderPosition | undefined;
}

export interface AdminSliderFilter extends PublicSliderFilter {
  /** Folded search words, all required. */
  words: readonly string[];
  status?: SliderDisplayStatus | undefined;
}

/** Started (or no start date) on `today`. */
const started = (eb: Eb, today: string) =>
  eb.or([eb('start_date', 'is', null), eb('start_date', '<=', today)]);
/** Not ended (or no end date) on `today`. */
const notEnded = (eb: Eb, today: string) =>
  eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]);

/** The same conditions as `sliderDisplayStatus` in @salon/shared, in SQL. */
function displayStatusIs(eb: Eb, status: SliderDisplayStatus, today: string) {
  switch (status) {
    case 'inactive':
      return eb('is_active', '=', false);
    case 'upcoming':
      return eb.and([eb('is_active', '=', true), eb('start_date', '>', today)]);
    case 'expired':
      return eb.and([eb('is_active', '=', true), started(eb, today), eb('end_date', '<', today)]);
    case 'active':
      return eb.and([eb('is_active', '=', true), started(eb, today), notEnded(eb, today)]);
  }
}

export class SlidersRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with this repository built on it. */
  transaction<T>(work: (repo: SlidersRepository, trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new SlidersRepository(trx), trx));
  }

  /** Active sliders showing on `today`, by sort order. */
  listShowing(filter: PublicSliderFilter, today: string, limit: number): Promise<SliderRow[]> {
    let query = this.db
      .selectFrom('sliders')
      .selectAll()
      .where((eb) => displayStatusIs(eb, 'active', today));
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.position) query = query.where('position', '=', filter.position);
    return query.orderBy('sort_order', 'asc').orderBy('id', 'asc').limit(limit).execute();
  }

  async isShowing(id: number, today: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sliders')
      .select('id')
      .where('id', '=', id)
      .where((eb) => displayStatusIs(eb, 'active', today))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Those of `ids` showing today. */
  async showingOf(ids: readonly number[], today: string): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('sliders')
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => displayStatusIs(eb, 'active', today))
      .execute();
    return rows.map((row) => row.id);
  }

  async addClick(id: number): Promise<void> {
    await this.db
      .updateTable('sliders')
      .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Adds impressions per slider, in one transaction; missing sliders are skipped. */
  async addImpressions(counts: Map<number, number>): Promise<void> {
    const byCount = new Map<number, number[]>();
    for (const [id, count] of counts) byCount.set(count, [...(byCount.get(count) ?? []), id]);
    await this.db.transaction().execute(async (trx) => {
      for (const [count, ids] of byCount) {
        await trx
          .updateTable('sliders')
          .set((eb) => ({ impression_count: eb('impression_count', '+', count) }))
          .where('id', 'in', ids)
          .execute();
      }
    });
  }

  #admin(filter: AdminSliderFilter, today: string) {
    let query = this.db.selectFrom('sliders');
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.position) query = query.where('position', '=', filter.position);
    const { status } = filter;
    if (status) query = query.where((eb) => displayStatusIs(eb, status, today));
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'search_text'));
    return query;
  }

  async countAdmin(filter: AdminSliderFilter, today: string): Promise<number> {
    const row = await this.#admin(filter, today)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listAdmin(
    filter: AdminSliderFilter,
    today: string,
    limit: number,
    offset: number,
  ): Promise<SliderRow[]> {
    return this.#admin(filter, today)
      .selectAll()
      .orderBy('sort_order', 'asc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findById(id: number): Promise<SliderRow | undefined> {
    return this.db.selectFrom('sliders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(values: Insertable<SliderTable>): Promise<SliderRow> {
    return this.db.insertInto('sliders').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(id: number, values: Updateable<SliderTable>): Promise<SliderRow | undefined> {
    return this.db
      .updateTable('sliders')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(id: number): Promise<SliderRow | undefined> {
    return this.db.deleteFrom('sliders').where('id', '=', id).returningAll().executeTakeFirst();
  }
}
