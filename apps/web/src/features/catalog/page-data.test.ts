import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_LIST, productListParams, productsQuery } from './api/products';
import { SERVICE_LIST, serviceListParams, servicesQuery } from './api/services';
import { productDetailQuery } from './api/item-detail';
import { pageData as productDetailData } from './pages/ProductDetailPage';
import { pageData as productsData } from './pages/ProductsPage';
import { pageData as servicesData } from './pages/ServicesPage';
import { listSearch, readListState } from './use-list-params';

/** The API as the network answers: every request asked for, and a reply per path. */
function answer(reply: (path: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    const { status, body } = reply(input);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return asked;
}

const page = { data: [], meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 } };
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

afterEach(() => vi.unstubAllGlobals());

describe('a catalogue list read from its address', () => {
  it('maps page, search, category, sort and on/off filters to the products request', () => {
    const state = readListState(
      new URLSearchParams('page=3&search=dau+goi&category=dau-goi&sort=price_asc&on_sale=1'),
      PRODUCT_LIST,
    );
    expect(productListParams(state)).toEqual({
      page: 3,
      search: 'dau goi',
      category: 'dau-goi',
      sort: 'price_asc',
      in_stock: false,
      on_sale: true,
    });
  });

  it('falls back to page 1 and the default sort for what it does not know', () => {
    const state = readListState(
      new URLSearchParams('page=-2&sort=cheapest&in_stock=yes'),
      PRODUCT_LIST,
    );
    expect(productListParams(state)).toEqual({
      page: 1,
      search: undefined,
      category: undefined,
      sort: 'popular',
      in_stock: false,
      on_sale: false,
    });
    expect(serviceListParams(readListState(new URLSearchParams('page=1.5'), SERVICE_LIST))).toEqual(
      { page: 1, search: undefined, category: undefined, sort: 'popular' },
    );
  });

  it('writes an address that reads back as the same list (what the filters set, pageData reads)', () => {
    const state = readListState(
      new URLSearchParams('page=2&category=cat-toc&sort=rating&in_stock=1'),
      PRODUCT_LIST,
    );
    const written = listSearch(state, PRODUCT_LIST);
    expect(written.toString()).toBe('page=2&category=cat-toc&sort=rating&in_stock=1');
    expect(readListState(written, PRODUCT_LIST)).toEqual(state);
    expect(listSearch({ ...state, page: 1, sort: 'popular' }, PRODUCT_LIST).toString()).toBe(
      'category=cat-toc&in_stock=1',
    );
  });
});

describe('pageData of the lists', () => {
  it('fetches the categories and the page of products the address asks for, under the hook’s key', async () => {
    const asked = answer((path) => ok(path.includes('categories') ? [] : page));
    const queryClient = new QueryClient();
    const url = new URL('http://salon.test/san-pham?page=2&sort=price_desc&on_sale=1&search=sap');
    await productsData({ queryClient, params: {}, url });

    expect(asked.sort()).toEqual([
      '/api/public/categories?type=product',
      '/api/public/products?page=2&sort=price_desc&search=sap&on_sale=true',
      '/api/public/sliders/position/product',
    ]);
    const key = productsQuery(
      productListParams(readListState(url.searchParams, PRODUCT_LIST)),
    ).queryKey;
    expect(queryClient.getQueryData(key)).toEqual(page);
  });

  it('fetches the services of a category', async () => {
    const asked = answer((path) => ok(path.includes('categories') ? [] : page));
    const queryClient = new QueryClient();
    const url = new URL('http://salon.test/dich-vu?category=nhuom-toc');
    await servicesData({ queryClient, params: {}, url });

    expect(asked.sort()).toEqual([
      '/api/public/categories?type=service',
      '/api/public/services?page=1&sort=popular&category=nhuom-toc',
      '/api/public/sliders/position/service',
    ]);
    const key = servicesQuery(
      serviceListParams(readListState(url.searchParams, SERVICE_LIST)),
    ).queryKey;
    expect(queryClient.getQueryData(key)).toEqual(page);
  });
});

describe('pageData of a detail page', () => {
  const url = new URL('http://salon.test/san-pham/dau-goi');

  it('fetches the item of the address by its slug', async () => {
    const asked = answer(() => ok({ id: 7, name: 'Dầu gội' }));
    const queryClient = new QueryClient();
    await productDetailData({ queryClient, params: { id: 'dau-goi' }, url });
    expect(asked).toEqual(['/api/public/products/dau-goi']);
    expect(queryClient.getQueryData(productDetailQuery('dau-goi').queryKey)).toEqual({
      id: 7,
      name: 'Dầu gội',
    });
  });

  it('lets a missing item through (the page leads back to its list) but not a failure', async () => {
    answer(() => ({ status: 404, body: { success: false, message: 'Không tìm thấy' } }));
    await expect(
      productDetailData({ queryClient: new QueryClient(), params: { id: 'khong-co' }, url }),
    ).resolves.toBeUndefined();

    answer(() => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }));
    await expect(
      productDetailData({ queryClient: new QueryClient(), params: { id: 'dau-goi' }, url }),
    ).rejects.toThrow('Lỗi máy chủ');
  });
});
