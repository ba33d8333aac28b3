import type { OrderDetail } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MY_ORDERS_KEY } from '../../my-orders/api/my-orders';
import { orderKey } from './order';

/**
 * The customer cancels a pending, unpaid order (`PATCH /api/customer/orders/:id/cancel`); a guest
 * with its access token through `POST /api/orders/:id/cancel?access_token=`.
 */
export function useCancelOrder(id: number, accessToken: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      accessToken
        ? apiRequest<OrderDetail>(
            `/orders/${id}/cancel?access_token=${encodeURIComponent(accessToken)}`,
            { method: 'POST', body: { reason } },
          )
        : apiRequest<OrderDetail>(`/customer/orders/${id}/cancel`, {
            method: 'PATCH',
            body: { reason },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKey(id) }),
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
      ]),
  });
}
