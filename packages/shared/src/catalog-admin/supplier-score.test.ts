import { describe, expect, it } from 'vitest';
import { supplierScore } from './supplier-score.js';

const facts = {
  products: 4,
  active_products: 4,
  in_stock_products: 4,
  sold_products: 4,
  reviews: 10,
  rating_sum: 50,
};

describe('the supplier performance score', () => {
  it('is 100 when every product is active, in stock, sold and rated 5', () => {
    expect(supplierScore(facts)).toEqual({
      score: 100,
      level: 'excellent',
      parts: { availability: 100, sales: 100, rating: 100, active: 100 },
    });
  });

  it('weights availability 35, sales 30, rating 25, active 10', () => {
    // availability 2/4 = 50, sales 1/4 = 25, rating 4/5 = 80, active 4/4 = 100
    const result = supplierScore({
      ...facts,
      in_stock_products: 2,
      sold_products: 1,
      rating_sum: 40,
    });
    expect(result.parts).toEqual({ availability: 50, sales: 25, rating: 80, active: 100 });
    // (50×35 + 25×30 + 80×25 + 100×10) / 100 = 55
    expect(result.score).toBe(55);
    expect(result.level).toBe('fair');
  });

  it('leaves out the rating when no product has a review, and reweights the rest', () => {
    // availability 100, sales 50, active 100 → (3500 + 1500 + 1000) / 75 = 80
    const result = supplierScore({ ...facts, sold_products: 2, reviews: 0, rating_sum: 0 });
    expect(result.parts.rating).toBeNull();
    expect(result.score).toBe(80);
    expect(result.level).toBe('excellent');
  });

  it('has no score without products', () => {
    expect(
      supplierScore({
        products: 0,
        active_products: 0,
        in_stock_products: 0,
        sold_products: 0,
        reviews: 0,
        rating_sum: 0,
      }),
    ).toMatchObject({ score: null, level: null });
  });

  it('bands the score at 80, 60 and 40', () => {
    // 100×35 + 50×30 + 60×25 + 100×10 = 7500 → 75: good
    expect(supplierScore({ ...facts, sold_products: 2, rating_sum: 30 })).toMatchObject({
      score: 75,
      level: 'good',
    });
    // nothing in stock, nothing sold, rated 0: only the active part, 10 → poor
    expect(
      supplierScore({ ...facts, in_stock_products: 0, sold_products: 0, rating_sum: 0 }),
    ).toMatchObject({ score: 10, level: 'poor' });
  });

  it('counts a product with nothing active as no availability data', () => {
    const result = supplierScore({
      products: 2,
      active_products: 0,
      in_stock_products: 0,
      sold_products: 0,
      reviews: 0,
      rating_sum: 0,
    });
    expect(result.parts).toEqual({ availability: null, sales: 0, rating: null, active: 0 });
    expect(result).toMatchObject({ score: 0, level: 'poor' });
  });
});
