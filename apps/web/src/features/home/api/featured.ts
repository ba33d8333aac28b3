import {
  CATALOG_LIMITS,
  type ApiPage,
  type PublicProductSummary,
  type PublicServiceSummary,
  type Testimonial,
} from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { featuredOrFilled } from './fill-up';

/** Up to 6 featured services; fewer than 3 are topped up with the best rated. */
export const featuredServicesQuery = queryOptions({
  queryKey: ['home', 'featured-services'],
  queryFn: ({ signal }) => {
    const limit = CATALOG_LIMITS.featuredServices;
    const get = async (query: string) =>
      (await apiRequest<ApiPage<PublicServiceSummary>>(`/public/services?${query}`, { signal }))
        .data;
    return featuredOrFilled(
      () => get(`featured=true&sort=rating&per_page=${limit}`),
      () => get(`sort=rating&per_page=${limit}`),
      { minimum: 3, limit },
    );
  },
  staleTime: 60_000,
});

/** Up to 8 featured products; fewer than 4 are topped up with the best sellers. */
export const featuredProductsQuery = queryOptions({
  queryKey: ['home', 'featured-products'],
  queryFn: ({ signal }) => {
    const limit = CATALOG_LIMITS.featuredProducts;
    const get = async (query: string) =>
      (await apiRequest<ApiPage<PublicProductSummary>>(`/public/products?${query}`, { signal }))
        .data;
    return featuredOrFilled(
      () => get(`featured=true&sort=popular&per_page=${limit}`),
      () => get(`sort=popular&per_page=${limit}`),
      { minimum: 4, limit },
    );
  },
  staleTime: 60_000,
});

/** What customers said: approved reviews of four or five stars (none when there are none). */
export const testimonialsQuery = queryOptions({
  queryKey: ['home', 'testimonials'],
  queryFn: ({ signal }) => apiRequest<Testimonial[]>('/public/testimonials', { signal }),
  staleTime: 60_000,
  retry: 1,
});

export function useFeaturedServices() {
  return useQuery(featuredServicesQuery);
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery);
}

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
