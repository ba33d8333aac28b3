import {
  COMMON_MESSAGES,
  type ApiPage,
  type ItemStatus,
  type Supplier,
  type SupplierDetail,
  type SupplierInputRaw,
  type SupplierStatistics,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useInvalidateCatalog } from './invalidate';
import { toQueryString } from './query-string';

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
  const response = await fetch(`/api/admin/suppliers/export${toQueryString(params)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      body?.message ?? COMMON_MESSAGES.serverError,
      response.status,
      'EXPORT_FAILED',
    );
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'nha-cung-cap.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
