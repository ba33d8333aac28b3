import { describe, expect, it } from 'vitest';
import { addToCartSchema } from './cart-schemas.js';
import { CART_MESSAGES, cartTotals, clampCartQuantity } from './cart.js';

describe('clampCartQuantity', () => {
  it('ignores empty, non-numeric and non-positive input', () => {
    for (const value of [null, undefined, Number.NaN, 0, -1, 0.5]) {
      expect(clampCartQuantity(value, 10)).toBeNull();
    }
  });

  it('keeps whole numbers from 1 to the maximum', () => {
    expect(clampCartQuantity(1, 10)).toBe(1);
    expect(clampCartQuantity(7.9, 10)).toBe(7);
    expect(clampCartQuantity(10, 10)).toBe(10);
    expect(clampCartQuantity(11, 10)).toBe(10);
    expect(clampCartQuantity(5000, 999)).toBe(999);
  });
});

describe('addToCartSchema', () => {
  it('defaults the quantity to 1 and drops anything else the client sends', () => {
    expect(addToCartSchema.parse({ type: 'product', item_id: 3, price: 1 })).toEqual({
      type: 'product',
      item_id: 3,
      quantity: 1,
    });
  });

  it('says what is wrong in Vietnamese', () => {
    const result = addToCartSchema.safeParse({ type: 'x', item_id: 1, quantity: 1000 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([CART_MESSAGES.invalidType, CART_MESSAGES.invalidQuantity]);
  });
});

describe('cartTotals', () => {
  const line = (price: number, quantity: number, available = true) => ({
    id: 1,
    type: 'product' as const,
    item_id: 1,
    slug: 'x',
    name: 'x',
    image: null,
    description: null,
    price,
    list_price: price,
    quantity,
    max_quantity: 10,
    available,
  });

  it('adds up the lines that can be bought, and only those', () => {
    expect(cartTotals([line(10_000, 2), line(5_000, 3), line(99_000, 1, false)])).toEqual({
      total_items: 5,
      total_amount: 35_000,
    });
    expect(cartTotals([])).toEqual({ total_items: 0, total_amount: 0 });
  });
});
