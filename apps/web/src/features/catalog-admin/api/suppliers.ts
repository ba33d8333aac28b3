import {
  type ApiPage,
  type ItemStatus,
  type Supplier,
  type SupplierDetail,
  type SupplierInputRaw,
  type SupplierStatistics,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/download-file';
import { useInvalidateCatalog } from './invalidate';
import { toQueryString } from '../../../lib/query-string';

const KEY = ['admin', 'suppliers'] as const;

export interface SupplierListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: ItemStatus | undefined;
  min_rating?: number | undefined;
}

export function useSupplierList(params: SupplierListParams) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<Supplier>>(`/admin/suppliers${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every supplier, for the product form's picker. */
export function useSupplierOptions() {
  return useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<Supplier>>('/admin/suppliers?per_page=100&sort=name', { signal }),
  });
}

export function useSupplierStatistics() {
  return useQuery({
    queryKey: [...KEY, 'statistics'],
    queryFn: ({ signal }) =>
      apiRequest<SupplierStatistics>('/admin/suppliers/statistics', { signal }),
  });
}

export function useSupplierDetail(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<SupplierDetail>(`/admin/suppliers/${id}`, { signal }),
    enabled: id !== null,
  });
}

const useInvalidate = () => useInvalidateCatalog('suppliers');

export function useSaveSupplier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: SupplierInputRaw }) =>
      id === undefined
        ? apiRequest<Supplier>('/admin/suppliers', { method: 'POST', body: input })
        : apiRequest<Supplier>(`/admin/suppliers/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useSupplierStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ItemStatus }) =>
      apiRequest<Supplier>(`/admin/suppliers/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSupplier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/admin/suppliers/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** Downloads the filtered list as CSV (the server builds it; the browser saves it). */
export async function downloadSuppliersCsv(params: Omit<SupplierListParams, 'page' | 'per_page'>) {
  return downloadFromApi(`/admin/suppliers/export${toQueryString(params)}`, 'nha-cung-cap.csv');
}
