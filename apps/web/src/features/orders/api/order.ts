import type { OrderDetail } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** How often a transfer order still waiting for its money is asked again. */
export const TRANSFER_POLL_MS = 5_000;

export function orderKey(id: number) {
  return ['order', id] as const;
}

/** Waiting for the bank: the page asks again until the money arrives (or the order ends). */
export function awaitsTransfer(order: OrderDetail): boolean {
  return (
    order.payment_method === 'transfer' &&
    order.status === 'pending' &&
    order.payment_status === 'pending'
  );
}

/**
 * One order: the customer's own, or a guest's with the access token from the link. The order
 * just placed comes from navigation state, so the page shows without a round trip.
 */
export function useOrder(
  id: number,
  accessToken: string | null,
  placed: OrderDetail | null,
  enabled = true,
) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => {
      const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
      return apiRequest<OrderDetail>(`/orders/${id}${query}`, { signal });
    },
    enabled: enabled && id > 0,
    initialData: placed ?? undefined,
    staleTime: 10_000,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
    refetchInterval: (query) =>
      query.state.data && awaitsTransfer(query.state.data) ? TRANSFER_POLL_MS : false,
  });
}
