import type {
  AdminCategory,
  AdminCategoryNode,
  ApiPage,
  CategoryInputRaw,
  CategoryStatistics,
  CategoryType,
  ItemStatus,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateCatalog } from './invalidate';
import { toQueryString } from '../../../lib/query-string';

const KEY = ['admin', 'categories'] as const;

export interface CategoryListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  level?: 0 | 1 | undefined;
  type?: CategoryType | undefined;
  status?: ItemStatus | undefined;
}

export function useCategoryList(params: CategoryListParams) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminCategory>>(`/admin/categories${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Top-level categories with their children; of one type when given. */
export function useCategoryTree(type?: CategoryType) {
  return useQuery({
    queryKey: [...KEY, 'tree', type ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<AdminCategoryNode[]>(`/admin/categories/tree${toQueryString({ type })}`, {
        signal,
      }),
  });
}

export function useCategoryStatistics() {
  return useQuery({
    queryKey: [...KEY, 'statistics'],
    queryFn: ({ signal }) =>
      apiRequest<CategoryStatistics>('/admin/categories/statistics', { signal }),
  });
}

export function useCategoryDetail(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminCategoryNode>(`/admin/categories/${id}`, { signal }),
    enabled: id !== null,
  });
}

const useInvalidate = () => useInvalidateCatalog('categories');

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: CategoryInputRaw }) =>
      id === undefined
        ? apiRequest<AdminCategory>('/admin/categories', { method: 'POST', body: input })
        : apiRequest<AdminCategory>(`/admin/categories/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useCategoryStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ItemStatus }) =>
      apiRequest<AdminCategory>(`/admin/categories/${id}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
