import type { AdminOrderDetail, OrderAction } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_ADMIN_KEY } from './orders-admin-queries';

export interface OrderActionInput {
  action: OrderAction;
  reason?: string | null;
  note?: string | null;
}

/** One action on an order; the list, the figures and the open detail follow. */
export function useOrderAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderActionInput) =>
      apiRequest<AdminOrderDetail>(`/admin/orders/${id}/actions`, { method: 'POST', body: input }),
    onSuccess: (detail) => {
      client.setQueryData([...ORDERS_ADMIN_KEY, 'detail', detail.id], detail);
      return client.invalidateQueries({
        queryKey: ORDERS_ADMIN_KEY,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
  });
}
