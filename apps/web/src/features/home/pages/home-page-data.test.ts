import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gallerySlidersQuery, homeBannersQuery } from '../../content/api/public-sliders';
import { salonFiguresQuery } from '../../content/api/salon-figures';
import { publicSettingsQuery } from '../../settings/api/public-settings';
import { featuredProductsQuery, featuredServicesQuery, testimonialsQuery } from '../api/featured';
import { homePageData } from './home-page-data';

/** The API as the network answers it: a reply per path, 500 for `failing`. */
function answerApi(failing: string[] = []) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://salon.test');
    asked.push(`${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api/, '');
    if (failing.includes(path)) {
      return Response.json(
        { success: false, message: 'Lỗi máy chủ', code: 'INTERNAL' },
        { status: 500 },
      );
    }
    const page = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Mục ${i + 1}` }));
    const data =
      path === '/public/services' || path === '/public/products'
        ? { data: page, meta: { total: 6, page: 1, per_page: 6 } }
        : path === '/public/settings' || path === '/public/salon-figures'
          ? { path }
          : [{ id: 1, title: path }];
    return Response.json({ success: true, data });
  });
  return asked;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page data', () => {
  it('loads every part the page draws, at once, under the keys its hooks read', async () => {
    const asked = answerApi();
    const queryClient = client();
    await homePageData({ queryClient, params: {}, url: new URL('http://salon.test/') });

    for (const query of [
      publicSettingsQuery,
      homeBannersQuery,
      salonFiguresQuery,
      featuredServicesQuery,
      testimonialsQuery,
      featuredProductsQuery,
      gallerySlidersQuery,
    ]) {
      expect(queryClient.getQueryData(query.queryKey), String(query.queryKey)).toBeDefined();
    }
    expect(queryClient.getQueryData(featuredServicesQuery.queryKey)).toHaveLength(6);
    // Six featured services are enough: no second call for the best rated.
    expect(asked.filter((path) => path.startsWith('/api/public/services'))).toEqual([
      '/api/public/services?featured=true&sort=rating&per_page=6',
    ]);
  });

  it('draws the page when a part fails: that part keeps its error, the others their data', async () => {
    answerApi(['/public/sliders/home-banners', '/public/testimonials']);
    const queryClient = client();
    await expect(
      homePageData({ queryClient, params: {}, url: new URL('http://salon.test/') }),
    ).resolves.toBeUndefined();

    expect(queryClient.getQueryState(homeBannersQuery.queryKey)?.status).toBe('error');
    expect(queryClient.getQueryState(testimonialsQuery.queryKey)?.status).toBe('error');
    expect(queryClient.getQueryData(featuredProductsQuery.queryKey)).toHaveLength(6);
    expect(queryClient.getQueryData(publicSettingsQuery.queryKey)).toEqual({
      path: '/public/settings',
    });
  });
});
