import { describe, expect, it } from 'vitest';
import { addToCartSchema } from './cart-schemas.js';
import { CART_MESSAGES, cartTotals, readCartQuantity } from './cart.js';

describe('readCartQuantity', () => {
  it('sets a whole number, capped at the line maximum and at 999', () => {
    expect(readCartQuantity('1', 10)).toEqual({ action: 'set', quantity: 1 });
    expect(readCartQuantity(' 7 ', 10)).toEqual({ action: 'set', quantity: 7 });
    expect(readCartQuantity('+4', 10)).toEqual({ action: 'set', quantity: 4 });
    expect(readCartQuantity('10', 10)).toEqual({ action: 'set', quantity: 10 });
    expect(readCartQuantity('11', 10)).toEqual({ action: 'set', quantity: 10 });
    expect(readCartQuantity('1500', 999)).toEqual({ action: 'set', quantity: 999 });
    expect(readCartQuantity('1500', 5000)).toEqual({ action: 'set', quantity: 999 });
    expect(readCartQuantity('99999999999999999999999', 999)).toEqual({
      action: 'set',
      quantity: 999,
    });
  });

  it('removes the line at 0', () => {
    expect(readCartQuantity('0', 10)).toEqual({ action: 'remove' });
    expect(readCartQuantity('000', 10)).toEqual({ action: 'remove' });
  });

  it('puts the saved quantity back for negative, blank or other input', () => {
    for (const text of ['-2', '-0', '', '  ', 'abc', '2.5', '1.500', '1e3', '3 4']) {
      expect(readCartQuantity(text, 10), text).toEqual({ action: 'restore' });
    }
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
