import { SEARCH_LIMITS, searchWords, type SearchResults } from '@salon/shared';
import type { CatalogService } from '../catalog/catalog.service.js';

/**
 * The header search: a few active services and products whose folded text holds every word of
 * the term. It asks the catalogue, so it shares its search rule and its cache.
 */
export class SearchService {
  constructor(private readonly catalog: CatalogService) {}

  /** `term` is already trimmed and cut; a blank term finds nothing. */
  async search(term: string): Promise<SearchResults> {
    if (searchWords(term).length === 0) return { query: term, services: [], products: [] };
    const list = { page: 1, per_page: SEARCH_LIMITS.perType, search: term } as const;
    const [services, products] = await Promise.all([
      this.catalog.listServices({ ...list, sort: 'popular' }),
      this.catalog.listProducts({ ...list, sort: 'popular' }),
    ]);
    return { query: term, services: services.data, products: products.data };
  }
}
