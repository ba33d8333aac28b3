import type { PublicProductDetail, PublicServiceDetail } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A missing or inactive item is not worth retrying: the page sends the visitor back. */
function retryUnlessMissing(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 404) && failures < 2;
}

export function useServiceDetail(idOrSlug: string) {
  return useQuery({
    queryKey: ['public-service', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<PublicServiceDetail>(`/public/services/${encodeURIComponent(idOrSlug)}`, {
        signal,
      }),
    retry: retryUnlessMissing,
    staleTime: 60_000,
  });
}

export function useProductDetail(idOrSlug: string) {
  return useQuery({
    queryKey: ['public-product', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<PublicProductDetail>(`/public/products/${encodeURIComponent(idOrSlug)}`, {
        signal,
      }),
    retry: retryUnlessMissing,
    staleTime: 60_000,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
