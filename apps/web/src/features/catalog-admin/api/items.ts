import type {
  AdminProduct,
  AdminService,
  ApiPage,
  DeleteOutcome,
  ItemStatus,
  ProductAdminSort,
  ProductInputRaw,
  ServiceAdminSort,
  ServiceInputRaw,
  StockFilter,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { useInvalidateCatalog } from './invalidate';
import { toQueryString } from '../../../lib/query-string';

/** Products and services share one back-office API shape under /api/admin/{kind}. */
export type ItemKind = 'products' | 'services';

export interface ItemTypes {
  products: { item: AdminProduct; input: ProductInputRaw; sort: ProductAdminSort };
  services: { item: AdminService; input: ServiceInputRaw; sort: ServiceAdminSort };
}

export interface ItemListParams<K extends ItemKind> {
  page: number;
  per_page: number;
  search?: string | undefined;
  category_id?: number | undefined;
  status?: ItemStatus | undefined;
  featured?: boolean | undefined;
  stock?: StockFilter | undefined;
  sort: ItemTypes[K]['sort'];
}

export interface Gallery {
  image_urls: string[];
  thumbnail_urls: string[];
}

const listKey = (kind: ItemKind) => ['admin', kind] as const;

export function useAdminItems<K extends ItemKind>(kind: K, params: ItemListParams<K>) {
  return useQuery({
    queryKey: [...listKey(kind), 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<ItemTypes[K]['item']>>(`/admin/${kind}${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every mutation refreshes the lists of its kind (and the storefront's cached lists). */
const useInvalidate = (kind: ItemKind) => useInvalidateCatalog(kind);

export function useSaveItem<K extends ItemKind>(kind: K) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: ItemTypes[K]['input'] }) =>
      id === undefined
        ? apiRequest<ItemTypes[K]['item']>(`/admin/${kind}`, { method: 'POST', body: input })
        : apiRequest<ItemTypes[K]['item']>(`/admin/${kind}/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useItemStatus(kind: ItemKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ItemStatus }) =>
      apiRequest<unknown>(`/admin/${kind}/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteItem(kind: ItemKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<DeleteOutcome>(`/admin/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function uploadItemImages(kind: ItemKind, id: number, files: File[]): Promise<Gallery> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiFormRequest<Gallery>(`/admin/${kind}/${id}/images`, form);
}

export function useItemImages(kind: ItemKind) {
  const invalidate = useInvalidate(kind);
  const upload = useMutation({
    mutationFn: ({ id, files }: { id: number; files: File[] }) => uploadItemImages(kind, id, files),
    onSuccess: invalidate,
  });
  const reorder = useMutation({
    mutationFn: ({ id, image_urls }: { id: number; image_urls: string[] }) =>
      apiRequest<Gallery>(`/admin/${kind}/${id}/images`, { method: 'PUT', body: { image_urls } }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) =>
      apiRequest<Gallery>(`/admin/${kind}/${id}/images?url=${encodeURIComponent(url)}`, {
        method: 'DELETE',
      }),
    onSuccess: invalidate,
  });
  return { upload, reorder, remove };
}
