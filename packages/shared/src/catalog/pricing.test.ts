import { describe, expect, it } from 'vitest';
import { computePrice, saleItemDiscount, type SaleItem } from './pricing.js';

const pct = (value: number, cap: number | null = null): SaleItem => ({
  discount_type: 'percentage',
  discount_value: value,
  max_discount_amount: cap,
});
const fixed = (value: number): SaleItem => ({ discount_type: 'fixed', discount_value: value });

describe('computePrice', () => {
  it.each([
    // [case, input, final price, discount amount, discount %, on sale]
    ['list price only', { price: 200_000 }, 200_000, 0, 0, false],
    ['sale price below price', { price: 200_000, sale_price: 150_000 }, 150_000, 50_000, 25, true],
    ['sale price equal to price', { price: 200_000, sale_price: 200_000 }, 200_000, 0, 0, false],
    [
      'sale price above price is ignored',
      { price: 200_000, sale_price: 250_000 },
      200_000,
      0,
      0,
      false,
    ],
    ['sale price of 0 is free', { price: 200_000, sale_price: 0 }, 0, 200_000, 100, true],
    ['negative sale price is ignored', { price: 200_000, sale_price: -1 }, 200_000, 0, 0, false],
    ['percentage item', { price: 300_000, sale_items: [pct(10)] }, 270_000, 30_000, 10, true],
    [
      'percentage capped',
      { price: 1_000_000, sale_items: [pct(30, 100_000)] },
      900_000,
      100_000,
      10,
      true,
    ],
    [
      'cap above the discount',
      { price: 300_000, sale_items: [pct(10, 500_000)] },
      270_000,
      30_000,
      10,
      true,
    ],
    [
      'cap of 0 means no cap',
      { price: 300_000, sale_items: [pct(50, 0)] },
      150_000,
      150_000,
      50,
      true,
    ],
    ['fixed item', { price: 300_000, sale_items: [fixed(50_000)] }, 250_000, 50_000, 17, true],
    [
      'fixed item above the price floors at 0',
      { price: 30_000, sale_items: [fixed(50_000)] },
      0,
      30_000,
      100,
      true,
    ],
    [
      'percentage over 100 floors at 0',
      { price: 100_000, sale_items: [pct(150)] },
      0,
      100_000,
      100,
      true,
    ],
    [
      'best of several items wins',
      { price: 1_000_000, sale_items: [pct(20, 150_000), fixed(120_000), pct(10)] },
      850_000,
      150_000,
      15,
      true,
    ],
    [
      'sale price beats a smaller item discount',
      { price: 500_000, sale_price: 350_000, sale_items: [pct(10)] },
      350_000,
      150_000,
      30,
      true,
    ],
    [
      'item discount beats a smaller sale price cut',
      { price: 500_000, sale_price: 480_000, sale_items: [fixed(100_000)] },
      400_000,
      100_000,
      20,
      true,
    ],
    [
      'zero or negative item values do nothing',
      { price: 100_000, sale_items: [pct(0), fixed(-5)] },
      100_000,
      0,
      0,
      false,
    ],
    [
      'percentage rounds to whole đồng',
      { price: 99_999, sale_items: [pct(15)] },
      84_999,
      15_000,
      15,
      true,
    ],
    ['free item stays free', { price: 0, sale_items: [fixed(10_000)] }, 0, 0, 0, false],
  ] as const)('%s', (_case, input, finalPrice, discount, percentage, onSale) => {
    const result = computePrice(input);
    expect(result.final_price).toBe(finalPrice);
    expect(result.discount_amount).toBe(discount);
    expect(result.discount_percentage).toBe(percentage);
    expect(result.is_on_sale).toBe(onSale);
    expect(result.price).toBe(input.price);
    expect(result.final_price).toBeGreaterThanOrEqual(0);
  });
});

describe('saleItemDiscount', () => {
  it.each([
    [200_000, pct(25), 50_000],
    [200_000, pct(25, 40_000), 40_000],
    [200_000, pct(25, null), 50_000],
    [200_000, fixed(30_000), 30_000],
    [200_000, fixed(0), 0],
  ])('%d with %o takes %d off', (price, item, expected) => {
    expect(saleItemDiscount(price, item)).toBe(expected);
  });
});
