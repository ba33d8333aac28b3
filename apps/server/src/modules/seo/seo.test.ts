import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPhone, PAGE_SEO, pageTitle, WORKING_SLOT_TIMES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBranch,
  createCategory,
  createProduct,
  createService,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Salon Tóc Việt – mặc định</title>
    <meta
      name="description"
      content="Mô tả mặc định"
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Tiêu đề mặc định" />
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BASE = 'https://salontocviet.example';
let t: TestApp;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'salon-seo-test-'));
  mkdirSync(path.join(tmp, 'assets'), { recursive: true });
  writeFileSync(path.join(tmp, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'assets', 'app-abc.js'), 'console.log(1)');
  t = await createTestApp({ publicUrl: BASE }, { webDist: tmp });
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
}

function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

function titles(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1] ?? '');
}

describe('head tags of the fixed pages', () => {
  it.each([
    ['/', PAGE_SEO.home, '/'],
    ['/lien-he', PAGE_SEO.contact, '/lien-he'],
    ['/contact', PAGE_SEO.contact, '/lien-he'],
    ['/about', PAGE_SEO.about, '/ve-chung-toi'],
    ['/tro-giup/', PAGE_SEO.help, '/tro-giup'],
    ['/privacy', PAGE_SEO.privacy, '/privacy'],
    ['/services?page=2', PAGE_SEO.services, '/dich-vu'],
  ])('%s has its own title, description, canonical and Open Graph', async (url, seo, canonical) => {
    const html = await page(url);
    const title = pageTitle('title' in seo ? seo.title : undefined);
    expect(titles(html)).toEqual([title]);
    expect(metaContent(html, 'description')).toEqual([seo.description]);
    expect(html).toContain(`<link rel="canonical" href="${BASE}${canonical}" />`);
    expect(metaContent(html, 'og:title')).toEqual([title]);
    expect(metaContent(html, 'og:description')).toEqual([seo.description]);
    expect(metaContent(html, 'og:url')).toEqual([`${BASE}${canonical}`]);
    expect(metaContent(html, 'og:image')).toEqual([`${BASE}/og-image.png`]);
    expect(metaContent(html, 'og:type')).toEqual(['website']);
    expect(metaContent(html, 'og:locale')).toEqual(['vi_VN']);
    expect(metaContent(html, 'og:site_name')).toEqual(['Salon Tóc Việt']);
    expect(metaContent(html, 'robots')).toEqual([]);
    // The rest of the built page is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>');
    // The app's root element is kept, empty: without the server bundle the browser draws it.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('mặc định');
  });

  it.each([
    '/ho-so',
    '/profile',
    '/admin/orders',
    '/lich-hen',
    '/customer/login',
    '/cart',
    '/khong-co-trang-nay',
  ])('%s is not indexed', async (url) => {
    const html = await page(url);
    expect(metaContent(html, 'robots')).toEqual(['noindex, nofollow']);
    expect(html).not.toContain('rel="canonical"');
    expect(titles(html)).toHaveLength(1);
  });

  it('uses the request host when no public address is configured', async () => {
    const local = await createTestApp({}, { webDist: tmp });
    try {
      const res = await local.app.inject({
        method: 'GET',
        url: '/tro-giup',
        headers: { host: 'salon.local:3000' },
      });
      expect(res.body).toContain(
        '<link rel="canonical" href="http://salon.local:3000/tro-giup" />',
      );
    } finally {
      await local.close();
    }
  });
});

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as unknown,
  );
}

describe('the salon and its branches in JSON-LD', () => {
  it('gives the home and contact pages every active branch with openingHours from its working hours', async () => {
    const defaultHours = await createBranch(t.db, {
      name: 'Salon Quận 1',
      address: '1 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh',
      opening_hours: '08:00 - 20:00',
    });
    const later = await createBranch(t.db, { name: 'Salon Phú Nhuận' });
    await createBranch(t.db, { name: 'Salon Đã Đóng', status: 'inactive' });
    await t.db
      .insertInto('working_hours')
      .values(
        WORKING_SLOT_TIMES.filter((time) => time >= '09:00' && time <= '19:30').map((time) => ({
          branch_id: later.id,
          date: null,
          time,
          is_available: true,
        })),
      )
      .execute();
    for (const url of ['/', '/lien-he', '/contact']) {
      const [graph] = jsonLd(await page(url)) as [{ '@graph': Record<string, unknown>[] }];
      expect(graph['@graph'].map((salon) => salon.name)).toEqual([
        'Salon Quận 1',
        'Salon Phú Nhuận',
      ]);
      expect(graph['@graph'][0]).toMatchObject({
        '@type': 'HairSalon',
        name: 'Salon Quận 1',
        telephone: formatPhone(defaultHours.phone),
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh',
          addressCountry: 'VN',
        },
        openingHours: ['Mo-Su 08:00-21:00'],
      });
      expect(graph['@graph'][1]).toMatchObject({ openingHours: ['Mo-Su 09:00-20:00'] });
    }
    // Changed hours show at once.
    await t.db
      .insertInto('working_hours')
      .values({ branch_id: defaultHours.id, date: null, time: '10:00', is_available: true })
      .execute();
    const [after] = jsonLd(await page('/lien-he')) as [{ '@graph': Record<string, unknown>[] }];
    expect(after['@graph'][0]).toMatchObject({ openingHours: ['Mo-Su 10:00-10:30'] });
    expect(jsonLd(await page('/tro-giup'))).toEqual([]);
  });
});

describe('head tags of service and product pages', () => {
  it('a product page carries its name, description, image and Product JSON-LD, escaped', async () => {
    const category = await createCategory(t.db, { type: 'product', name: 'Dầu gội' });
    const product = await createProduct(t.db, {
      category_id: category.id,
      name: 'Dầu gội "Bóng" <script>alert(1)</script> & xả',
      short_description: 'Làm sạch <b>dịu nhẹ</b> cho tóc "nhuộm"',
      price: 350_000,
      sale_price: 299_000,
      brand: 'Davines',
      image_urls: JSON.stringify(['/api/storage/demo/dau-goi.webp', '/api/storage/demo/2.webp']),
    });
    for (const url of [`/san-pham/${product.slug}`, `/products/${product.id}`]) {
      const html = await page(url);
      expect(html).not.toContain('<script>alert(1)</script>');
      const title =
        'Dầu gội &quot;Bóng&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; xả | Salon Tóc Việt';
      expect(titles(html)).toEqual([title]);
      expect(metaContent(html, 'og:title')).toEqual([title]);
      expect(metaContent(html, 'description')).toEqual([
        'Làm sạch dịu nhẹ cho tóc &quot;nhuộm&quot;',
      ]);
      expect(metaContent(html, 'og:type')).toEqual(['product']);
      expect(metaContent(html, 'og:image')).toEqual([`${BASE}/api/storage/demo/dau-goi.webp`]);
      expect(html).toContain(`<link rel="canonical" href="${BASE}/san-pham/${product.slug}" />`);

      const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(jsonLd).toBeDefined();
      expect(jsonLd).not.toMatch(/[<>]/);
      const data = JSON.parse(jsonLd ?? '{}');
      expect(data).toMatchObject({
        '@type': 'Product',
        name: 'Dầu gội "Bóng" <script>alert(1)</script> & xả',
        sku: product.sku,
        brand: { name: 'Davines' },
        offers: {
          '@type': 'Offer',
          price: 299_000,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
        },
      });
      expect(data.image[0]).toBe(`${BASE}/api/storage/demo/dau-goi.webp`);
    }
  });

  it('a service page carries Service JSON-LD and the long description when there is no short one', async () => {
    const service = await createService(t.db, {
      name: 'Uốn setting Hàn Quốc',
      description: '<p>Uốn lọn <strong>tự nhiên</strong>, giữ nếp 3 – 6 tháng.</p>',
      price: 800_000,
    });
    const html = await page(`/dich-vu/${service.slug}`);
    expect(titles(html)).toEqual(['Uốn setting Hàn Quốc | Salon Tóc Việt']);
    expect(metaContent(html, 'description')).toEqual(['Uốn lọn tự nhiên, giữ nếp 3 – 6 tháng.']);
    expect(metaContent(html, 'og:image')).toEqual([`${BASE}/og-image.png`]);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Service',
      name: 'Uốn setting Hàn Quốc',
      provider: { '@type': 'HairSalon', name: 'Salon Tóc Việt' },
      offers: { price: 800_000, priceCurrency: 'VND' },
    });
    expect(
      (await page(`/services/${service.id}`)).includes(`${BASE}/dich-vu/${service.slug}`),
    ).toBe(true);
  });

  it('an unknown or inactive item gets the generic title and noindex', async () => {
    const hidden = await createProduct(t.db, { name: 'Sản phẩm ẩn', status: 'inactive' });
    for (const url of [
      '/san-pham/khong-ton-tai',
      `/san-pham/${hidden.slug}`,
      '/dich-vu/999999',
      '/dich-vu/a%2Fb',
    ]) {
      const html = await page(url);
      expect(titles(html)).toEqual([pageTitle(undefined)]);
      expect(metaContent(html, 'robots')).toEqual(['noindex, nofollow']);
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('shows a renamed product at once', async () => {
    const product = await createProduct(t.db, { name: 'Sáp vuốt tóc' });
    expect(titles(await page(`/san-pham/${product.slug}`))).toEqual([
      'Sáp vuốt tóc | Salon Tóc Việt',
    ]);
    await t.db
      .updateTable('products')
      .set({ name: 'Sáp vuốt tóc mới' })
      .where('id', '=', product.id)
      .execute();
    expect(titles(await page(`/san-pham/${product.slug}`))).toEqual([
      'Sáp vuốt tóc mới | Salon Tóc Việt',
    ]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every active service and product with absolute URLs', async () => {
    const service = await createService(t.db, { name: 'Gội đầu dưỡng sinh' });
    const product = await createProduct(t.db, { name: 'Dầu xả phục hồi' });
    const hidden = await createService(t.db, { name: 'Dịch vụ đã ngừng', status: 'inactive' });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const pagePath of [
      '/',
      '/dich-vu',
      '/san-pham',
      '/dat-lich',
      '/ve-chung-toi',
      '/lien-he',
      '/tro-giup',
      '/terms',
      '/privacy',
      '/sitemap',
    ]) {
      expect(xml).toContain(`<loc>${BASE}${pagePath}</loc>`);
    }
    expect(xml).toContain(`<loc>${BASE}/dich-vu/${service.slug}</loc>`);
    expect(xml).toContain(`<loc>${BASE}/san-pham/${product.slug}</loc>`);
    expect(xml).not.toContain(hidden.slug);
    expect(xml).not.toContain('/ho-so');
    expect(xml).not.toContain('/customer/login');
    expect(xml).not.toContain(`${BASE}/about<`);
    const entries = [
      ...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g),
    ];
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);

    // A new product appears at once.
    const later = await createProduct(t.db, { name: 'Serum dưỡng ngọn' });
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(later.slug);
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
  });
});
