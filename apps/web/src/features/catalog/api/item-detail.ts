import {
  itemPromotionsFromSales,
  type PublicProductDetail,
  type PublicPromotion,
  type PublicSale,
  type PublicServiceDetail,
} from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A missing or inactive item is not worth retrying: the page sends the visitor back. */
function retryUnlessMissing(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 404) && failures < 2;
}

export function serviceDetailQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: ['public-service', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<PublicServiceDetail>(`/public/services/${encodeURIComponent(idOrSlug)}`, {
        signal,
      }),
    retry: retryUnlessMissing,
    staleTime: 60_000,
  });
}

export function useServiceDetail(idOrSlug: string) {
  return useQuery(serviceDetailQuery(idOrSlug));
}

export function productDetailQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: ['public-product', idOrSlug],
    queryFn: ({ signal }) =>
      apiRequest<PublicProductDetail>(`/public/products/${encodeURIComponent(idOrSlug)}`, {
        signal,
      }),
    retry: retryUnlessMissing,
    staleTime: 60_000,
  });
}

export function useProductDetail(idOrSlug: string) {
  return useQuery(productDetailQuery(idOrSlug));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A product's running promotions as storefront §7 asks for them: `GET /products/:id/promotions`,
 * and when that fails, the running sales (`GET /public/sales`) read for this product. The
 * product detail's own copy shows until the answer comes.
 */
export function productPromotionsQuery(product: { id: number; price: number }) {
  return queryOptions({
    queryKey: ['public-product-promotions', product.id],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<PublicPromotion[]>(`/products/${product.id}/promotions`, {
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        const sales = await apiRequest<PublicSale[]>('/public/sales', { signal });
        return itemPromotionsFromSales(sales, {
          type: 'product',
          id: product.id,
          price: product.price,
        });
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useProductPromotions(product: {
  id: number;
  price: number;
  promotions: PublicPromotion[];
}) {
  return useQuery({ ...productPromotionsQuery(product), placeholderData: product.promotions });
}
