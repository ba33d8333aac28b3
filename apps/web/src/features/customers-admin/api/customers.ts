import {
  type AdminCustomerDetail,
  type AdminCustomerListItem,
  type ApiPage,
  type CustomerListQueryInput,
  type CustomerMergePreview,
  type CustomerMergeResult,
  type CustomerUpdateInput,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/download-file';
import { toQueryString } from '../../../lib/query-string';

const KEY = ['admin', 'customers'] as const;

/** The list's address and request: every filter of `GET /api/admin/customers`, as text. */
export type CustomerListParams = {
  [K in keyof CustomerListQueryInput]?: string | number | undefined;
};

export function useCustomerList(params: CustomerListParams, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminCustomerListItem>>(`/admin/customers${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCustomerDetail(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminCustomerDetail>(`/admin/customers/${id}`, { signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  // A merge preview is not asked again: after the merge it would be refused (already merged).
  return () =>
    client.invalidateQueries({
      queryKey: KEY,
      predicate: (query) => query.queryKey[2] !== 'merge-preview',
    });
}

export function useUpdateCustomer(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CustomerUpdateInput) =>
      apiRequest<AdminCustomerDetail>(`/admin/customers/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useCustomerStatus(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (action: 'deactivate' | 'reactivate') =>
      apiRequest<AdminCustomerListItem>(`/admin/customers/${id}/${action}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useMergePreview(keptId: number, duplicateId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'merge-preview', keptId, duplicateId],
    queryFn: ({ signal }) =>
      apiRequest<CustomerMergePreview>(
        `/admin/customers/${keptId}/merge-preview?duplicate_id=${duplicateId}`,
        { signal },
      ),
    enabled: duplicateId !== null,
    retry: false,
  });
}

export function useMergeCustomer(keptId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (duplicateId: number) =>
      apiRequest<CustomerMergeResult>(`/admin/customers/${keptId}/merge`, {
        method: 'POST',
        body: { duplicate_id: duplicateId },
      }),
    onSuccess: invalidate,
  });
}

/** Downloads the filtered list as CSV (the server builds it; the browser saves it). */
export async function downloadCustomersCsv(params: CustomerListParams): Promise<void> {
  const filters = { ...params, page: undefined, per_page: undefined };
  return downloadFromApi(`/admin/customers/export${toQueryString(filters)}`, 'khach-hang.csv');
}
