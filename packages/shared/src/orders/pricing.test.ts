import { describe, expect, it } from 'vitest';
import { computePrice } from '../catalog/pricing.js';
import { ORDER_FEES } from './constants.js';
import {
  computeOrderTotals,
  deliveryFeeFor,
  effectiveVatRate,
  orderPromotionDiscount,
  subtotalOf,
  type OrderPromotion,
} from './pricing.js';

const promotion = (overrides: Partial<OrderPromotion> = {}): OrderPromotion => ({
  id: 1,
  name: 'Khuyến mãi',
  discount_type: 'percentage',
  discount_value: 10,
  max_discount_amount: null,
  min_order_amount: 0,
  eligible_subtotal: 1_000_000,
  ...overrides,
});

describe('deliveryFeeFor', () => {
  it.each([
    // [order type, subtotal, fee]
    ['delivery', 0, 30_000],
    ['delivery', 100_000, 30_000],
    ['delivery', 499_999, 30_000],
    ['delivery', 500_000, 0],
    ['delivery', 500_001, 0],
    ['delivery', 5_000_000, 0],
    ['in_store', 0, 0],
    ['in_store', 100_000, 0],
    ['in_store', 499_999, 0],
    ['in_store', 500_000, 0],
  ] as const)('%s with a %d ₫ subtotal costs %d ₫', (type, subtotal, fee) => {
    expect(deliveryFeeFor(type, subtotal)).toBe(fee);
  });

  it('uses the shop constants of customer-account §9', () => {
    expect(ORDER_FEES).toMatchObject({
      deliveryFee: 30_000,
      freeDeliveryFrom: 500_000,
      defaultVatRate: 10,
    });
  });
});

describe('effectiveVatRate', () => {
  it.each([
    [{ vat_enabled: true, vat_rate: 10 }, 10],
    [{ vat_enabled: true, vat_rate: 8 }, 8],
    [{ vat_enabled: true, vat_rate: 0 }, 0],
    [{ vat_enabled: false, vat_rate: 10 }, 0],
    [{ vat_enabled: false, vat_rate: 8 }, 0],
  ])('%o gives %d %%', (tax, rate) => {
    expect(effectiveVatRate(tax)).toBe(rate);
  });
});

describe('subtotalOf', () => {
  it.each([
    [[], 0],
    [[{ unit_price: 120_000, quantity: 1 }], 120_000],
    [
      [
        { unit_price: 120_000, quantity: 2 },
        { unit_price: 35_500, quantity: 3 },
      ],
      346_500,
    ],
  ])('%o sums to %d', (lines, subtotal) => {
    expect(subtotalOf(lines)).toBe(subtotal);
  });
});

describe('orderPromotionDiscount', () => {
  it.each([
    // [case, promotion, order subtotal, discount]
    ['percentage of the eligible items', promotion({ discount_value: 10 }), 1_000_000, 100_000],
    [
      'percentage of the eligible items only, not the whole order',
      promotion({ discount_value: 10, eligible_subtotal: 300_000 }),
      1_000_000,
      30_000,
    ],
    [
      'percentage capped by max_discount_amount',
      promotion({ discount_value: 20, max_discount_amount: 150_000 }),
      1_000_000,
      150_000,
    ],
    [
      'percentage below its cap keeps its own amount',
      promotion({ discount_value: 5, max_discount_amount: 150_000 }),
      1_000_000,
      50_000,
    ],
    [
      'a cap of 0 means no cap',
      promotion({ discount_value: 20, max_discount_amount: 0 }),
      1_000_000,
      200_000,
    ],
    [
      'fractional percentage rounds to the whole đồng',
      promotion({ discount_value: 7.5, eligible_subtotal: 333_333 }),
      333_333,
      25_000,
    ],
    [
      'fixed amount',
      promotion({ discount_type: 'fixed', discount_value: 50_000 }),
      1_000_000,
      50_000,
    ],
    [
      'fixed ignores the percentage cap',
      promotion({ discount_type: 'fixed', discount_value: 200_000, max_discount_amount: 100_000 }),
      1_000_000,
      200_000,
    ],
    [
      'fixed larger than the eligible items takes off only those',
      promotion({ discount_type: 'fixed', discount_value: 500_000, eligible_subtotal: 120_000 }),
      800_000,
      120_000,
    ],
    ['minimum reached exactly', promotion({ min_order_amount: 1_000_000 }), 1_000_000, 100_000],
    ['minimum not reached', promotion({ min_order_amount: 1_000_001 }), 1_000_000, 0],
    ['no eligible item in the order', promotion({ eligible_subtotal: 0 }), 1_000_000, 0],
    ['a zero value', promotion({ discount_value: 0 }), 1_000_000, 0],
    ['a negative value', promotion({ discount_value: -10 }), 1_000_000, 0],
  ])('%s', (_case, promo, subtotal, discount) => {
    expect(orderPromotionDiscount(promo, subtotal)).toBe(discount);
  });
});

describe('computeOrderTotals', () => {
  const line = (unit_price: number, quantity = 1) => ({ unit_price, quantity });

  it.each([
    // [case, input, expected totals]
    [
      'pickup with VAT 10 %',
      { lines: [line(200_000, 2)], order_type: 'in_store', vat_rate: 10 },
      { subtotal: 400_000, delivery_fee: 0, tax_amount: 40_000, total_amount: 440_000 },
    ],
    [
      'delivery under 500 000 ₫ pays the fee; VAT is not charged on the fee',
      { lines: [line(200_000, 2)], order_type: 'delivery', vat_rate: 10 },
      { subtotal: 400_000, delivery_fee: 30_000, tax_amount: 40_000, total_amount: 470_000 },
    ],
    [
      'delivery at exactly 500 000 ₫ is free',
      { lines: [line(250_000, 2)], order_type: 'delivery', vat_rate: 10 },
      { subtotal: 500_000, delivery_fee: 0, tax_amount: 50_000, total_amount: 550_000 },
    ],
    [
      'delivery at 499 999 ₫ pays the fee',
      { lines: [line(499_999)], order_type: 'delivery', vat_rate: 0 },
      { subtotal: 499_999, delivery_fee: 30_000, tax_amount: 0, total_amount: 529_999 },
    ],
    [
      'VAT off',
      { lines: [line(120_000)], order_type: 'in_store', vat_rate: 0 },
      { subtotal: 120_000, tax_rate: 0, tax_amount: 0, total_amount: 120_000 },
    ],
    [
      'a negative rate counts as none',
      { lines: [line(120_000)], order_type: 'in_store', vat_rate: -5 },
      { tax_rate: 0, tax_amount: 0, total_amount: 120_000 },
    ],
    [
      'fractional VAT rounds half up to the whole đồng',
      { lines: [line(12_345)], order_type: 'in_store', vat_rate: 10 },
      { subtotal: 12_345, tax_amount: 1_235, total_amount: 13_580 },
    ],
    [
      'a fractional rate',
      { lines: [line(99_999)], order_type: 'in_store', vat_rate: 8.5 },
      { tax_rate: 8.5, tax_amount: 8_500, total_amount: 108_499 },
    ],
    [
      'the discount comes off before VAT',
      {
        lines: [line(1_000_000)],
        order_type: 'in_store',
        vat_rate: 10,
        promotions: [promotion({ discount_value: 10 })],
      },
      {
        subtotal: 1_000_000,
        discount_amount: 100_000,
        promotion: { id: 1, name: 'Khuyến mãi' },
        tax_amount: 90_000,
        total_amount: 990_000,
      },
    ],
    [
      'the delivery fee is judged on the subtotal before the discount',
      {
        lines: [line(520_000)],
        order_type: 'delivery',
        vat_rate: 0,
        promotions: [
          promotion({ discount_type: 'fixed', discount_value: 50_000, eligible_subtotal: 520_000 }),
        ],
      },
      { subtotal: 520_000, discount_amount: 50_000, delivery_fee: 0, total_amount: 470_000 },
    ],
    [
      'the best of several promotions, never stacked',
      {
        lines: [line(1_000_000)],
        order_type: 'in_store',
        vat_rate: 0,
        promotions: [
          promotion({ id: 1, name: 'Giảm 5%', discount_value: 5 }),
          promotion({
            id: 2,
            name: 'Giảm 150 000',
            discount_type: 'fixed',
            discount_value: 150_000,
          }),
          promotion({
            id: 3,
            name: 'Giảm 20% tối đa 120 000',
            discount_value: 20,
            max_discount_amount: 120_000,
          }),
        ],
      },
      {
        discount_amount: 150_000,
        promotion: { id: 2, name: 'Giảm 150 000' },
        total_amount: 850_000,
      },
    ],
    [
      'a promotion whose minimum is not reached is skipped for a smaller one',
      {
        lines: [line(600_000)],
        order_type: 'in_store',
        vat_rate: 0,
        promotions: [
          promotion({ id: 1, name: 'Lớn', discount_value: 30, min_order_amount: 1_000_000 }),
          promotion({ id: 2, name: 'Nhỏ', discount_value: 5 }),
        ],
      },
      { discount_amount: 50_000, promotion: { id: 2, name: 'Nhỏ' }, total_amount: 550_000 },
    ],
    [
      'no promotion qualifies',
      {
        lines: [line(600_000)],
        order_type: 'in_store',
        vat_rate: 0,
        promotions: [promotion({ min_order_amount: 1_000_000 })],
      },
      { discount_amount: 0, promotion: null, total_amount: 600_000 },
    ],
    [
      'an empty order',
      { lines: [], order_type: 'in_store', vat_rate: 10 },
      { subtotal: 0, discount_amount: 0, delivery_fee: 0, tax_amount: 0, total_amount: 0 },
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(computeOrderTotals(input)).toMatchObject(expected);
  });

  it('ties keep the first promotion', () => {
    const totals = computeOrderTotals({
      lines: [line(1_000_000)],
      order_type: 'in_store',
      vat_rate: 0,
      promotions: [
        promotion({ id: 7, name: 'A', discount_type: 'fixed', discount_value: 100_000 }),
        promotion({ id: 8, name: 'B', discount_value: 10 }),
      ],
    });
    expect(totals.promotion).toEqual({ id: 7, name: 'A' });
  });

  it('prices catalogue items with computePrice, then fees and VAT on top', () => {
    // A shampoo on sale, a conditioner with a capped percentage promotion, a service at list price.
    const shampoo = computePrice({ price: 180_000, sale_price: 150_000 });
    const conditioner = computePrice({
      price: 400_000,
      sale_items: [
        { discount_type: 'percentage', discount_value: 25, max_discount_amount: 60_000 },
      ],
    });
    const haircut = computePrice({ price: 100_000 });
    expect([shampoo.final_price, conditioner.final_price, haircut.final_price]).toEqual([
      150_000, 340_000, 100_000,
    ]);
    const totals = computeOrderTotals({
      lines: [
        { unit_price: shampoo.final_price, quantity: 1 },
        { unit_price: conditioner.final_price, quantity: 1 },
      ],
      order_type: 'delivery',
      vat_rate: 10,
    });
    // 490 000 ₫ is under the free-delivery threshold, although the list prices were above it.
    expect(totals).toEqual({
      subtotal: 490_000,
      discount_amount: 0,
      promotion: null,
      delivery_fee: 30_000,
      tax_rate: 10,
      tax_amount: 49_000,
      total_amount: 569_000,
    });
    const withHaircut = computeOrderTotals({
      lines: [
        { unit_price: shampoo.final_price, quantity: 1 },
        { unit_price: conditioner.final_price, quantity: 1 },
        { unit_price: haircut.final_price, quantity: 1 },
      ],
      order_type: 'delivery',
      vat_rate: 10,
    });
    expect(withHaircut).toMatchObject({
      subtotal: 590_000,
      delivery_fee: 0,
      total_amount: 649_000,
    });
  });
});
