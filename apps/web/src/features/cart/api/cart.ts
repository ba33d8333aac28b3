import { CART_MESSAGES, type AddToCartInput, type AddToCartReply, type Cart } from '@salon/shared';
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

/** The server's reason when it gave one (out of stock, limit reached...), else the fallback. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
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
      void message.error(cartErrorMessage(error, CART_MESSAGES.addFailed));
    },
  });
}
