import { CART_MESSAGES, type AddToCartInput, type AddToCartReply } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth/api/current-user';
import { CART_KEY, cartErrorMessage, cartRequest } from '../../cart/api/cart';
import { toast } from '../feedback/toast';

/** Adds a product or service to the cart and says so in a toast. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: (input: AddToCartInput) =>
      cartRequest<AddToCartReply>('/cart/items', user !== null, { method: 'POST', body: input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(CART_KEY, reply.cart);
      toast(
        'success',
        reply.status === 'updated'
          ? CART_MESSAGES.updated(reply.name)
          : CART_MESSAGES.added(reply.name),
      );
    },
    onError: (error) => toast('error', cartErrorMessage(error, CART_MESSAGES.addFailed)),
  });
}
