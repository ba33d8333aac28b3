import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.js';

export type ItemTable = 'products' | 'services';

export interface ItemImages {
  image_urls: string[];
  thumbnail_urls: string[];
}

export function parseStringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads and rewrites an item's gallery columns; `update` runs read-change-write in one transaction. */
export class ItemImagesRepository {
  readonly #lockRows: boolean;

  constructor(private readonly db: Db) {
    // SQLite runs one transaction at a time; PostgreSQL needs the row locked.
    this.#lockRows = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  async read(table: ItemTable, id: number, db: Db = this.db): Promise<ItemImages | null> {
    let query = db.selectFrom(table).select(['image_urls', 'thumbnail_urls']).where('id', '=', id);
    if (this.#lockRows && db !== this.db) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      image_urls: parseStringList(row.image_urls),
      thumbnail_urls: parseStringList(row.thumbnail_urls),
    };
  }

  async nameOf(table: ItemTable, id: number, db: Db = this.db): Promise<string> {
    const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
    return row?.name ?? '';
  }

  async update(
    table: ItemTable,
    id: number,
    change: (current: ItemImages) => ItemImages,
    /** Called in the same transaction once the row is written (the audit entry). */
    written?: (trx: Db, before: ItemImages, after: ItemImages) => Promise<void>,
  ): Promise<ItemImages | null> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.read(table, id, trx);
      if (!current) return null;
      const next = change(current);
      await trx
        .updateTable(table)
        .set({
          image_urls: JSON.stringify(next.image_urls),
          thumbnail_urls: JSON.stringify(next.thumbnail_urls),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await written?.(trx, current, next);
      return next;
    });
  }
}
