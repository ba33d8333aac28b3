import type { CategoryType } from '@salon/shared';
import type { Db } from '../../db/database.js';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  status: 'active' | 'inactive';
}

export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  /** Every category of one type, active or not, in display order. */
  listByType(type: CategoryType): Promise<CategoryRow[]> {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'slug', 'status'])
      .where('type', '=', type)
      .orderBy('sort_order', 'asc')
      .orderBy('name_key', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** How many active services or products each category holds itself, in one grouped query. */
  async countActiveItems(type: CategoryType): Promise<Map<number, number>> {
    const table = type === 'service' ? 'services' : 'products';
    const rows = await this.db
      .selectFrom(table)
      .select((eb) => ['category_id', eb.fn.countAll().as('total')])
      .where('status', '=', 'active')
      .where('category_id', 'is not', null)
      .groupBy('category_id')
      .execute();
    const counts = new Map<number, number>();
    for (const row of rows) {
      if (row.category_id !== null) counts.set(row.category_id, Number(row.total));
    }
    return counts;
  }
}
