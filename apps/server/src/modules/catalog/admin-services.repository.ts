import type { ServiceAdminSort } from '@salon/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ServiceTable } from '../../db/schema.js';
import { inCategoryFamily, matchesWords } from './admin-items.sql.js';

export interface AdminServiceFilter {
  words: readonly string[];
  categoryId?: number | undefined;
  status?: 'active' | 'inactive' | undefined;
  featured?: boolean | undefined;
}

const SORTS: Record<ServiceAdminSort, [string, 'asc' | 'desc'][]> = {
  newest: [['p.created_at', 'desc']],
  oldest: [['p.created_at', 'asc']],
  name: [['p.name', 'asc']],
  price_asc: [['p.price', 'asc']],
  price_desc: [['p.price', 'desc']],
  duration: [['p.duration_minutes', 'asc']],
  sort_order: [
    ['p.sort_order', 'asc'],
    ['p.name', 'asc'],
  ],
  popular: [['p.booking_count', 'desc']],
};

/** Back-office reads and writes of services; no business rules. */
export class AdminServicesRepository {
  constructor(private readonly db: Db) {}

  #select() {
    return this.db
      .selectFrom('services as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .selectAll('p')
      .select(['c.name as category_name', 'c.slug as category_slug']);
  }

  #filtered(filter: AdminServiceFilter) {
    let query = this.#select();
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'p.search_text'));
    if (filter.categoryId !== undefined)
      query = query.where(inCategoryFamily('p.category_id', filter.categoryId));
    if (filter.status) query = query.where('p.status', '=', filter.status);
    if (filter.featured !== undefined) query = query.where('p.is_featured', '=', filter.featured);
    return query;
  }

  async count(filter: AdminServiceFilter): Promise<number> {
    const row = await this.#filtered(filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(filter: AdminServiceFilter, sort: ServiceAdminSort, limit: number, offset: number) {
    let query = this.#filtered(filter);
    for (const [column, direction] of SORTS[sort])
      query = query.orderBy(sql.ref(column), direction);
    return query.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
  }

  find(id: number) {
    return this.#select().where('p.id', '=', id).executeTakeFirst();
  }

  async insert(values: Insertable<ServiceTable>): Promise<number> {
    const row = await this.db
      .insertInto('services')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<ServiceTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('services')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('services')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return rows.map((r) => r.slug);
  }
}

export type AdminServiceRow = NonNullable<Awaited<ReturnType<AdminServicesRepository['find']>>>;
