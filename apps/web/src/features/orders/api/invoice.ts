import type { InvoiceRequestDto, InvoiceRequestInput, OrderReceipt } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

const tokenQuery = (accessToken: string | null) =>
  accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';

const invoiceKey = (id: number) => ['order', id, 'invoice-request'] as const;
const receiptKey = (id: number) => ['order', id, 'receipt'] as const;

/** The printable receipt of a paid order (its owner, or a guest with the link's key). */
export function useReceipt(id: number, accessToken: string | null) {
  return useQuery({
    queryKey: receiptKey(id),
    queryFn: ({ signal }) =>
      apiRequest<OrderReceipt>(`/orders/${id}/receipt${tokenQuery(accessToken)}`, { signal }),
    enabled: id > 0,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** The order's VAT invoice request, null when none was made. */
export function useInvoiceRequest(id: number, accessToken: string | null, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) =>
      apiRequest<InvoiceRequestDto | null>(
        `/orders/${id}/invoice-request${tokenQuery(accessToken)}`,
        { signal },
      ),
    enabled: enabled && id > 0,
  });
}

export function useRequestInvoice(id: number, accessToken: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceRequestInput) =>
      apiRequest<InvoiceRequestDto>(`/orders/${id}/invoice-request${tokenQuery(accessToken)}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (data) => {
      client.setQueryData(invoiceKey(id), data);
      void client.invalidateQueries({ queryKey: receiptKey(id) });
    },
  });
}
