import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from './catalog-constants.js';
import { productListQuerySchema, serviceListQuerySchema } from './list-queries.js';

describe('serviceListQuerySchema', () => {
  it('fills the defaults: page 1, 6 per page, popular', () => {
    expect(serviceListQuerySchema.parse({})).toEqual({ page: 1, per_page: 6, sort: 'popular' });
  });

  it('reads query-string values', () => {
    expect(
      serviceListQuerySchema.parse({
        page: '2',
        per_page: '10',
        search: '  cắt tóc ',
        category: 'cat-toc',
        sort: 'duration',
        featured: 'true',
      }),
    ).toEqual({
      page: 2,
      per_page: 10,
      search: 'cắt tóc',
      category: 'cat-toc',
      sort: 'duration',
      featured: true,
    });
  });

  it.each([
    [{ page: '0' }, M.invalidPage],
    [{ page: 'abc' }, M.invalidPage],
    [{ page: '1.5' }, M.invalidPage],
    [{ per_page: '0' }, M.invalidPerPage],
    [{ per_page: '51' }, M.invalidPerPage],
    [{ sort: 'cheapest' }, M.invalidSort],
    [{ category: 'cắt tóc' }, M.invalidCategory],
    [{ search: 'x'.repeat(101) }, M.searchTooLong],
  ])('refuses %o with its Vietnamese message', (query, message) => {
    const result = serviceListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('productListQuerySchema', () => {
  it('defaults to 12 per page and reads the filters', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12, sort: 'popular' });
    expect(
      productListQuerySchema.parse({
        in_stock: '1',
        on_sale: 'false',
        min_price: '100000',
        max_price: '500000',
        sort: 'stock',
      }),
    ).toEqual({
      page: 1,
      per_page: 12,
      sort: 'stock',
      in_stock: true,
      on_sale: false,
      min_price: 100000,
      max_price: 500000,
    });
  });

  it('refuses a negative price', () => {
    expect(productListQuerySchema.safeParse({ min_price: '-1' }).error?.issues[0]?.message).toBe(
      M.invalidPrice,
    );
  });
});
