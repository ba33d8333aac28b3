import { CART_MESSAGES, cartTotals, type Cart, type CartItem } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui';
import { useCurrentUser } from '../../auth/api/current-user';
import { CART_KEY, cartErrorMessage, cartRequest } from './cart';

function withItems(items: CartItem[]): Cart {
  return { items, ...cartTotals(items) };
}

/**
 * A change to the cart shown at once: the cached cart takes the expected result, the server's
 * reply replaces it, and a failure puts the previous cart back.
 */
function useOptimisticCartChange<V>(options: {
  /** The request, given whether someone is signed in on the page (`cartRequest`). */
  request: (variables: V, signedIn: boolean) => Promise<Cart>;
  expect: (cart: Cart, variables: V) => Cart;
  /** The toast, from what was asked and the cart the server answered. */
  success: (variables: V, cart: Cart) => string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: (variables: V) => options.request(variables, user !== null),
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      const previous = queryClient.getQueryData<Cart>(CART_KEY);
      if (previous) queryClient.setQueryData(CART_KEY, options.expect(previous, variables));
      return { previous };
    },
    onSuccess: (cart, variables) => {
      queryClient.setQueryData(CART_KEY, cart);
      toast.success(options.success(variables, cart));
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(CART_KEY, context.previous);
      toast.error(cartErrorMessage(error, options.failure));
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}

/**
 * Sets a line's quantity (the stepper keeps it between 1 and the line's maximum). The server
 * caps it again at the stock it has now; when what was asked for (`requested`, what was typed)
 * was lowered, the toast says so.
 */
export function useUpdateCartItem() {
  return useOptimisticCartChange<{ item: CartItem; quantity: number; requested?: number }>({
    request: ({ item, quantity }, signedIn) =>
      cartRequest<Cart>(`/cart/items/${item.id}`, signedIn, {
        method: 'PATCH',
        body: { quantity },
      }),
    expect: (cart, { item, quantity }) =>
      withItems(cart.items.map((line) => (line.id === item.id ? { ...line, quantity } : line))),
    success: ({ item, quantity, requested = quantity }, cart) => {
      const saved = cart.items.find((line) => line.id === item.id)?.quantity;
      return saved !== undefined && saved < requested
        ? CART_MESSAGES.capped(item.name, saved)
        : CART_MESSAGES.updated(item.name);
    },
    failure: CART_MESSAGES.updateFailed,
  });
}

export function useRemoveCartItem() {
  return useOptimisticCartChange<CartItem>({
    request: (item, signedIn) =>
      cartRequest<Cart>(`/cart/items/${item.id}`, signedIn, { method: 'DELETE' }),
    expect: (cart, item) => withItems(cart.items.filter((line) => line.id !== item.id)),
    success: () => CART_MESSAGES.removed,
    failure: CART_MESSAGES.removeFailed,
  });
}

export function useClearCart() {
  return useOptimisticCartChange<void>({
    request: (_nothing, signedIn) => cartRequest<Cart>('/cart', signedIn, { method: 'DELETE' }),
    expect: () => withItems([]),
    success: () => CART_MESSAGES.cleared,
    failure: CART_MESSAGES.clearFailed,
  });
}
