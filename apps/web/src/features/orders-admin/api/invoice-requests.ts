import type { AdminInvoiceRequestDto, ApiPage, InvoiceRequestStatus } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin-invoice-requests'] as const;

export interface InvoiceRequestFilter {
  status?: InvoiceRequestStatus | undefined;
  order_id?: number | undefined;
  page?: number;
}

/** VAT invoice requests of the orders the user may see. */
export function useInvoiceRequests(filter: InvoiceRequestFilter, enabled = true) {
  const query = new URLSearchParams({ page: String(filter.page ?? 1) });
  if (filter.status) query.set('status', filter.status);
  if (filter.order_id) query.set('order_id', String(filter.order_id));
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminInvoiceRequestDto>>(`/admin/invoice-requests?${query.toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SettleInput =
  | { id: number; action: 'issue'; invoice_number: string }
  | { id: number; action: 'reject'; reason: string };

export function useSettleInvoiceRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: SettleInput) =>
      apiRequest<AdminInvoiceRequestDto>(`/admin/invoice-requests/${id}/${action}`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
