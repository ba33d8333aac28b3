import {
  computeOrderTotals,
  effectiveVatRate,
  ORDER_MESSAGES,
  type Cart,
  type OrderTotals,
  type OrderType,
  type PublicSettings,
} from '@salon/shared';

/** What the customer has chosen in the cart's summary before confirming. */
export interface CheckoutChoice {
  orderType: OrderType;
  branchId: number | null;
  addressId: number | null;
}

/** Lines that can be ordered now; the others stay in the cart. */
export function orderableItems(cart: Cart) {
  return cart.items.filter((item) => item.available && item.quantity > 0);
}

/**
 * Why the confirm step cannot open yet (customer-account §5 Checkout), or null. A guest types the
 * delivery address in the confirm step, so only a customer must have chosen one here.
 */
export function checkoutBlocker(
  cart: Cart,
  choice: CheckoutChoice,
  isGuest = false,
): string | null {
  if (orderableItems(cart).length === 0) return ORDER_MESSAGES.cartEmpty;
  if (choice.branchId === null) return ORDER_MESSAGES.branchRequired;
  if (choice.orderType === 'delivery' && !isGuest && choice.addressId === null) {
    return ORDER_MESSAGES.addressRequired;
  }
  return null;
}

/**
 * The preview of the order's money, by the same rule as the server, which works it out again
 * (with its order-level promotions) when the order is placed.
 */
export function previewTotals(
  cart: Cart,
  orderType: OrderType,
  tax: PublicSettings['tax'],
  delivery: PublicSettings['delivery'],
): OrderTotals {
  return computeOrderTotals({
    lines: orderableItems(cart).map((item) => ({
      unit_price: item.price,
      quantity: item.quantity,
    })),
    order_type: orderType,
    vat_rate: effectiveVatRate(tax),
    delivery,
  });
}
