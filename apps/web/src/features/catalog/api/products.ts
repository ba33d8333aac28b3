import {
  PRODUCT_SORTS,
  type ApiPage,
  type ProductSort,
  type PublicProductSummary,
} from '@salon/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ListConfig, ListState } from '../use-list-params';

export interface ProductListParams {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  sort: ProductSort;
  in_stock?: boolean | undefined;
  on_sale?: boolean | undefined;
}

export type ProductFlag = 'in_stock' | 'on_sale';

/** The products list's address: sorts, the default one, 'Còn hàng' and 'Đang giảm giá'. */
export const PRODUCT_LIST: ListConfig<ProductSort, ProductFlag> = {
  sorts: PRODUCT_SORTS,
  defaultSort: 'popular',
  flagNames: ['in_stock', 'on_sale'],
};

/** The request for the list the address shows. */
export function productListParams(state: ListState<ProductSort, ProductFlag>): ProductListParams {
  return {
    page: state.page,
    search: state.search || undefined,
    category: state.category || undefined,
    sort: state.sort,
    in_stock: state.flags.in_stock,
    on_sale: state.flags.on_sale,
  };
}

function toQueryString(params: ProductListParams): string {
  const query = new URLSearchParams({ page: String(params.page), sort: params.sort });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.in_stock) query.set('in_stock', 'true');
  if (params.on_sale) query.set('on_sale', 'true');
  return query.toString();
}

export function productsQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: ['public-products', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicProductSummary>>(`/public/products?${toQueryString(params)}`, {
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery({ ...productsQuery(params), placeholderData: keepPreviousData });
}
