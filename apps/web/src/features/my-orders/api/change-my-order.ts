import {
  rebuyMessage,
  type MyOrder,
  type OrderItemReviewDto,
  type RebuyReply,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CART_KEY } from '../../cart/api/cart';
import { MY_ORDERS_KEY } from './my-orders';

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
}

/** Cancels a pending unpaid order; the list and counts follow. */
export function useCancelMyOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<MyOrder>(`/customer/orders/${id}/cancel`, {
        method: 'PATCH',
        body: { reason: reason.trim() || null },
      }),
    onSuccess: refresh,
  });
}

/** Puts a finished order's items back in the cart; answers the message to show. */
export function useRebuyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const reply = await apiRequest<RebuyReply>(`/customer/orders/${id}/rebuy`, {
        method: 'POST',
      });
      return { ...reply, message: rebuyMessage(reply) };
    },
    onSuccess: (reply) => queryClient.setQueryData(CART_KEY, reply.cart),
  });
}

export function useReviewOrderItem() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({
      orderId,
      itemId,
      rating,
      comment,
    }: {
      orderId: number;
      itemId: number;
      rating: number;
      comment: string;
    }) =>
      apiRequest<OrderItemReviewDto>(`/customer/orders/${orderId}/items/${itemId}/review`, {
        method: 'POST',
        body: { rating, comment },
      }),
    onSuccess: refresh,
  });
}
