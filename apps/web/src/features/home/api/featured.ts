import {
  CATALOG_LIMITS,
  type ApiPage,
  type PublicProductSummary,
  type PublicServiceSummary,
  type Testimonial,
} from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The featured items first, then the fallback's, without repeats, up to `limit`. */
function fillUp<T extends { id: number }>(featured: T[], fallback: T[], limit: number): T[] {
  const seen = new Set(featured.map((item) => item.id));
  return [...featured, ...fallback.filter((item) => !seen.has(item.id))].slice(0, limit);
}

/** Up to 6 featured services; fewer than 3 are topped up with the best rated. */
export function useFeaturedServices() {
  const limit = CATALOG_LIMITS.featuredServices;
  return useQuery({
    queryKey: ['home', 'featured-services'],
    queryFn: async ({ signal }) => {
      const get = (query: string) =>
        apiRequest<ApiPage<PublicServiceSummary>>(`/public/services?${query}`, { signal });
      const featured = await get(`featured=true&sort=rating&per_page=${limit}`);
      if (featured.data.length >= 3) return featured.data;
      const topRated = await get(`sort=rating&per_page=${limit}`);
      return fillUp(featured.data, topRated.data, limit);
    },
    staleTime: 60_000,
  });
}

/** Up to 8 featured products; fewer than 4 are topped up with the best sellers. */
export function useFeaturedProducts() {
  const limit = CATALOG_LIMITS.featuredProducts;
  return useQuery({
    queryKey: ['home', 'featured-products'],
    queryFn: async ({ signal }) => {
      const get = (query: string) =>
        apiRequest<ApiPage<PublicProductSummary>>(`/public/products?${query}`, { signal });
      const featured = await get(`featured=true&sort=popular&per_page=${limit}`);
      if (featured.data.length >= 4) return featured.data;
      const popular = await get(`sort=popular&per_page=${limit}`);
      return fillUp(featured.data, popular.data, limit);
    },
    staleTime: 60_000,
  });
}

/** What customers said: approved reviews of four or five stars (none when there are none). */
export function useTestimonials() {
  return useQuery({
    queryKey: ['home', 'testimonials'],
    queryFn: ({ signal }) => apiRequest<Testimonial[]>('/public/testimonials', { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}
