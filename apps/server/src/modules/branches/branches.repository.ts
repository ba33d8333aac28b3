import type { Db } from '../../db/database.js';
import type { BranchRow } from '../../db/schema.js';

export class BranchesRepository {
  constructor(private readonly db: Db) {}

  listActive(): Promise<BranchRow[]> {
    return this.db
      .selectFrom('branches')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('branches')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
