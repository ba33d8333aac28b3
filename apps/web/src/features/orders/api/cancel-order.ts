import type { OrderDetail } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MY_ORDERS_KEY } from '../../my-orders/api/my-orders';
import { orderKey } from './order';

/** `PATCH /api/customer/orders/:id/cancel`: the customer cancels a pending, unpaid order. */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      apiRequest<OrderDetail>(`/customer/orders/${id}/cancel`, {
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
