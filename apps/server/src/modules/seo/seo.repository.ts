import type { Db } from '../../db/database.js';

export interface SitemapItem {
  slug: string;
  updated_at: string;
}

/** The active services and products, for the sitemap: their slugs and last change only. */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  activeServices(): Promise<SitemapItem[]> {
    return this.db
      .selectFrom('services')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  activeProducts(): Promise<SitemapItem[]> {
    return this.db
      .selectFrom('products')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }
}
