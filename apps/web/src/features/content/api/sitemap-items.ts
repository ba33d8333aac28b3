import type { ApiPage, PublicProductSummary, PublicServiceSummary } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SitemapItem {
  id: number;
  slug: string;
  name: string;
}

/** Every page of a public list, 50 at a time (the API's largest page). */
async function fetchAll(
  path: '/public/services' | '/public/products',
  signal: AbortSignal,
): Promise<SitemapItem[]> {
  const items: SitemapItem[] = [];
  for (let page = 1; ; page++) {
    const reply = await apiRequest<ApiPage<PublicServiceSummary | PublicProductSummary>>(
      `${path}?page=${page}&per_page=50&sort=${path === '/public/services' ? 'popular' : 'name'}`,
      { signal },
    );
    items.push(...reply.data.map(({ id, slug, name }) => ({ id, slug, name })));
    if (page >= reply.meta.last_page) return items;
  }
}

export const sitemapItemsQuery = queryOptions({
  queryKey: ['sitemap-items'],
  queryFn: async ({ signal }) => {
    const [services, products] = await Promise.all([
      fetchAll('/public/services', signal),
      fetchAll('/public/products', signal),
    ]);
    return { services, products };
  },
  staleTime: 5 * 60_000,
});

export function useSitemapItems() {
  return useQuery(sitemapItemsQuery);
}
