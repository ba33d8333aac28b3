import { describe, expect, it } from 'vitest';
import { addToCartSchema, CART_MESSAGES, clampCartQuantity } from './cart.js';

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
