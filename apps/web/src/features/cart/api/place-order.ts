import type {
  CartItemType,
  DeliveryAddressValues,
  OrderType,
  PaymentMethod,
  PlacedOrder,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { MY_ORDERS_KEY } from '../../my-orders/api/my-orders';
import { CART_KEY } from './cart';

export interface OrderRequest {
  branch_id: number;
  order_type: OrderType;
  payment_method: PaymentMethod;
  items: { type: CartItemType; id: number; quantity: number }[];
  address_id: number | null;
  notes: string | null;
  customer_info?: { name: string; phone: string };
  /** A guest's delivery address, typed at checkout (a customer sends `address_id`). */
  delivery_address?: DeliveryAddressValues | null;
}

/** 128 random bits in hex (randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST /api/orders` with an `Idempotency-Key`: one key per checkout attempt, kept while the
 * order stays the same (a retry or a second click orders once) and renewed when it changes
 * (the server refuses a reused key with another body). The cart is loaded again afterwards,
 * whatever the answer: the server removes the ordered lines, and a refusal means the shop has
 * changed under the cart (an item hidden or sold out), which the cart then shows.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: (request: OrderRequest) => {
      const body = JSON.stringify(request);
      if (idempotency.current?.body !== body) idempotency.current = { key: newKey(), body };
      return apiRequest<PlacedOrder>('/orders', {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotency.current.key },
      });
    },
    onSuccess: () => {
      idempotency.current = null;
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}

/** A refusal because of the cart's lines (hidden, no longer sold, not enough stock). */
export function isCartRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && 'items' in error.errors;
}
