import { CART_MESSAGES, type AddToCartInput, type Cart } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';

export const CART_KEY = ['cart'] as const;

/** The signed-in customer's cart; nothing for guests and staff. */
export function useCart() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => apiRequest<Cart>('/cart', { signal }),
    enabled: user?.role === 'customer',
    staleTime: 30_000,
  });
}

interface AddToCartReply {
  cart: Cart;
  /** `updated` when the item was already in the cart and its quantity went up. */
  status: 'added' | 'updated';
  name: string;
}

/** Adds a product or service to the cart and says so in a toast. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (input: AddToCartInput) =>
      apiRequest<AddToCartReply>('/cart/items', { method: 'POST', body: input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(CART_KEY, reply.cart);
      void message.success(
        reply.status === 'updated'
          ? CART_MESSAGES.updated(reply.name)
          : CART_MESSAGES.added(reply.name),
      );
    },
    onError: (error) => {
      void message.error(error instanceof ApiError ? error.message : CART_MESSAGES.addFailed);
    },
  });
}
