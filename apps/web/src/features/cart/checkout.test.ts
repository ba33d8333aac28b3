import { cartTotals, ORDER_MESSAGES, type CartItem } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { checkoutBlocker, orderableItems, type CheckoutChoice } from './checkout';

const line = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  type: 'product',
  item_id: id,
  slug: `san-pham-${id}`,
  name: `Sản phẩm ${id}`,
  image: null,
  description: null,
  price: 100_000,
  list_price: 100_000,
  quantity: 1,
  max_quantity: 10,
  available: true,
  ...overrides,
});

const cartOf = (...items: CartItem[]) => ({ items, ...cartTotals(items) });

const delivery: CheckoutChoice = { orderType: 'delivery', branchId: 1, addressId: null };

describe('checkoutBlocker', () => {
  it('asks for something to order, then for the branch', () => {
    const choice: CheckoutChoice = { orderType: 'in_store', branchId: null, addressId: null };
    expect(checkoutBlocker(cartOf(), choice)).toBe(ORDER_MESSAGES.cartEmpty);
    expect(checkoutBlocker(cartOf(line(1, { available: false })), choice, true)).toBe(
      ORDER_MESSAGES.cartEmpty,
    );
    expect(checkoutBlocker(cartOf(line(1)), choice)).toBe(ORDER_MESSAGES.branchRequired);
    expect(checkoutBlocker(cartOf(line(1)), choice, true)).toBe(ORDER_MESSAGES.branchRequired);
    expect(checkoutBlocker(cartOf(line(1)), { ...choice, branchId: 2 })).toBeNull();
  });

  it('asks a customer for a saved address for delivery, not a guest (typed when confirming)', () => {
    const cart = cartOf(line(1));
    expect(checkoutBlocker(cart, delivery)).toBe(ORDER_MESSAGES.addressRequired);
    expect(checkoutBlocker(cart, { ...delivery, addressId: 7 })).toBeNull();
    expect(checkoutBlocker(cart, delivery, true)).toBeNull();
  });
});

describe('orderableItems', () => {
  it('keeps the lines that can be bought now', () => {
    const cart = cartOf(line(1), line(2, { available: false }), line(3, { quantity: 0 }));
    expect(orderableItems(cart).map((item) => item.id)).toEqual([1]);
  });
});
