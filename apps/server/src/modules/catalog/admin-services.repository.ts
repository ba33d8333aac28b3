import type { ServiceAdminSort } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ItemWrites } from './admin-item-writes.repository.js';
import {
  countRows,
  ITEM_SORTS,
  itemFilterConditions,
  pageRows,
  type AdminItemFilter,
  type SortOrder,
} from './admin-items.sql.js';

export type AdminServiceFilter = AdminItemFilter;

const SORTS: Record<ServiceAdminSort, SortOrder> = {
  ...ITEM_SORTS,
  duration: [['p.duration_minutes', 'asc']],
  popular: [['p.booking_count', 'desc']],
};

/** Back-office reads and writes of services; no business rules. */
export class AdminServicesRepository extends ItemWrites<'services'> {
  constructor(private readonly db: Db) {
    super(db, 'services');
  }

  #select() {
    return this.db
      .selectFrom('services as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .selectAll('p')
      .select(['c.name as category_name', 'c.slug as category_slug']);
  }

  #filtered(filter: AdminServiceFilter) {
    let query = this.#select();
    for (const condition of itemFilterConditions(filter)) query = query.where(condition);
    return query;
  }

  count(filter: AdminServiceFilter): Promise<number> {
    return countRows(this.#filtered(filter));
  }

  list(filter: AdminServiceFilter, sort: ServiceAdminSort, limit: number, offset: number) {
    return pageRows(this.#filtered(filter), SORTS[sort], limit, offset, filter.words);
  }

  transaction<T>(
    work: (repo: AdminServicesRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AdminServicesRepository(trx), trx));
  }

  find(id: number) {
    return this.#select().where('p.id', '=', id).executeTakeFirst();
  }
}

export type AdminServiceRow = NonNullable<Awaited<ReturnType<AdminServicesRepository['find']>>>;
