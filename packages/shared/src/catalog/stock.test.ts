import { describe, expect, it } from 'vitest';
import { displayRating, STOCK_STATUS_LABELS, stockStatus } from './stock.js';

describe('stockStatus', () => {
  it.each([
    [-3, 5, 'out_of_stock'],
    [0, 5, 'out_of_stock'],
    [1, 5, 'low_stock'],
    [5, 5, 'low_stock'],
    [6, 5, 'in_stock'],
    [10, 10, 'low_stock'],
    [11, 10, 'in_stock'],
    [5, null, 'low_stock'],
    [6, undefined, 'in_stock'],
  ] as const)('stock %d with minimum %s is %s', (stock, min, status) => {
    expect(stockStatus(stock, min)).toBe(status);
  });

  it('has a Vietnamese label for every status', () => {
    expect(STOCK_STATUS_LABELS).toEqual({
      out_of_stock: 'Hết hàng',
      low_stock: 'Sắp hết hàng',
      in_stock: 'Còn hàng',
    });
  });
});

describe('displayRating', () => {
  it.each([
    [null, null],
    [undefined, null],
    [4.8, '4.8'],
    [5, '5.0'],
  ])('%s shows as %s (no made-up rating)', (rating, shown) => {
    expect(displayRating(rating)).toBe(shown);
  });
});
