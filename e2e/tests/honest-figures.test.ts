import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** Reads the server's database, to hold what the pages show against the records. */
async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * An active product nobody has rated: one of the demo's, or (the demo's reviews follow its
 * orders, which depend on the day) a new one an admin adds.
 */
async function unratedProduct(): Promise<{ slug: string; name: string }> {
  const [found] = await query<{ slug: string; name: string }>(
    `SELECT slug, name FROM products p WHERE status = 'active' AND NOT EXISTS (
       SELECT 1 FROM reviews r WHERE r.reviewable_type = 'product'
       AND r.reviewable_id = p.id AND r.status = 'approved') LIMIT 1`,
  );
  if (found) return found;
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  try {
    const login = await context.request.post('/api/auth/admin/login', {
      data: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    assert.equal(login.status(), 200, await login.text());
    const created = await context.request.post('/api/admin/products', {
      data: {
        name: 'Sáp vuốt tóc Mới Về',
        sku: `NEW-${Date.now().toString(36)}`,
        price: 180_000,
        sale_price: null,
        category_id: null,
        stock_quantity: 20,
        min_stock_level: 5,
      },
    });
    assert.equal(created.status(), 201, await created.text());
    return ((await created.json()) as { data: { slug: string; name: string } }).data;
  } finally {
    await context.close();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const vnCount = (n: number) => new Intl.NumberFormat('vi-VN').format(n);

/** The salon's figures as the records make them (people by phone, approved reviews only). */
async function figuresFromRecords() {
  const [served] = await query<{ n: number }>(
    `SELECT count(*) AS n FROM (
       SELECT customer_phone FROM appointments WHERE status = 'completed'
       UNION SELECT customer_phone FROM orders WHERE status = 'completed')`,
  );
  const [services] = await query<{ n: number }>(
    "SELECT count(*) AS n FROM services WHERE status = 'active'",
  );
  const [rated] = await query<{ n: number; sum: number }>(
    "SELECT count(*) AS n, sum(rating) AS sum FROM reviews WHERE status = 'approved'",
  );
  const year = Number(
    new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4), // the salon's year
  );
  return {
    customers: vnCount(served!.n),
    services: vnCount(services!.n),
    years: `${year - 2017} năm`,
    rating: `${(Math.round((rated!.sum / rated!.n) * 10) / 10).toFixed(1)}/5`,
    reviews: rated!.n,
  };
}

async function shownFigures(page: Page) {
  const value = async (key: string) =>
    (await page.locator(`[data-figure="${key}"]`).innerText()).split('\n').filter(Boolean);
  await page.locator('[data-figure="rating"]', { hasText: '/5' }).waitFor();
  return {
    customers: (await value('customers'))[0],
    services: (await value('services'))[0],
    years: (await value('years'))[0],
    rating: (await value('rating'))[0],
    ratingLabel: (await value('rating'))[1],
  };
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  assert.equal(login.status(), 200);
}

describe('every figure shown comes from the records', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`home and about pages count customers, services, years and approved reviews (${label} px)`, async () => {
      const { page, errors, foreignRequests, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      const expected = await figuresFromRecords();
      for (const url of ['/', '/ve-chung-toi']) {
        await page.goto(url);
        const shown = await shownFigures(page);
        assert.deepEqual(
          { ...shown, ratingLabel: undefined },
          {
            customers: expected.customers,
            services: expected.services,
            years: expected.years,
            rating: expected.rating,
            ratingLabel: undefined,
          },
          url,
        );
        assert.equal(
          shown.ratingLabel,
          `Đánh giá trung bình (${vnCount(expected.reviews)} đánh giá)`,
        );
        for (const madeUp of ['1028+', '15+', '4.8/5']) {
          assert.equal(await page.getByText(madeUp, { exact: true }).count(), 0, madeUp);
        }
        await settle(page);
        await screenshot(page, `figures-${url === '/' ? 'home' : 'about'}-${label}`);
      }
      // The about page's story takes its founding year from the settings.
      await page.getByText('năm 2017, với một mong muốn giản dị').waitFor();
      assert.deepEqual(errors, []);
      assert.deepEqual(foreignRequests, []);
      await context.close();
    });
  }

  it('quotes approved reviews on the home page, each with its own stars', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    const quotes = page.locator('[data-testimonial]');
    await quotes.first().waitFor();
    const count = await quotes.count();
    assert.ok(count >= 1 && count <= 3);
    for (let i = 0; i < count; i += 1) {
      const id = Number(await quotes.nth(i).getAttribute('data-testimonial'));
      const [review] = await query<{ rating: number; status: string; content: string }>(
        'SELECT rating, status, content FROM reviews WHERE id = ?',
        id,
      );
      assert.equal(review?.status, 'approved');
      await quotes.nth(i).getByLabel(`${review.rating} trên 5 sao`).waitFor({ state: 'attached' });
      assert.match(await quotes.nth(i).innerText(), new RegExp(review.content.slice(0, 20)));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("an item's stars and count are its approved reviews; an unrated one says so", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const [rated] = await query<{ slug: string; n: number; sum: number }>(
      `SELECT s.slug, count(r.id) AS n, sum(r.rating) AS sum FROM services s
       JOIN reviews r ON r.reviewable_type = 'service' AND r.reviewable_id = s.id
       WHERE r.status = 'approved' GROUP BY s.id ORDER BY n DESC LIMIT 1`,
    );
    const average = (Math.round((rated!.sum / rated!.n) * 10) / 10).toFixed(1);
    await page.goto(`/dich-vu/${rated!.slug}`);
    const header = page.locator(`[data-rating="${average}"]`);
    await header.waitFor();
    assert.match(await header.innerText(), new RegExp(`\\(${rated!.n} đánh giá\\)`));
    await page.getByRole('tab', { name: `Đánh giá (${rated!.n})` }).waitFor();

    const unrated = await unratedProduct();
    await page.goto(`/san-pham/${unrated.slug}`);
    await page.locator('[data-rating="none"]', { hasText: 'Chưa có đánh giá' }).waitFor();
    await page.getByRole('tab', { name: 'Đánh giá (0)' }).waitFor();
    await page.goto(`/san-pham?search=${encodeURIComponent(unrated.name)}`);
    const card = page.locator('[data-item-card]', { hasText: unrated.name });
    await card.locator('[data-rating="none"]').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the back office averages the same approved reviews as the storefront', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const expected = await figuresFromRecords();
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.goto('/admin/feedback');
    const card = page.locator('.ant-card', { hasText: 'Điểm trung bình (đã duyệt)' });
    await card.waitFor();
    assert.match(
      (await card.innerText()).replace(',', '.'),
      new RegExp(expected.rating.replace('/5', '').replace('.', '\\.')),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('page heroes come from the sliders of their positions', () => {
  const pages = [
    { url: '/ve-chung-toi', position: 'about', heading: 'Chăm chút từng mái tóc Việt' },
    { url: '/lien-he', position: 'contact', heading: 'Chúng tôi luôn sẵn sàng lắng nghe' },
    { url: '/dich-vu', position: 'service', heading: 'Dịch vụ của chúng tôi' },
    { url: '/san-pham', position: 'product', heading: 'Sản phẩm chăm sóc tóc' },
  ] as const;

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`about, contact, services and products show their banners (${label} px)`, async () => {
      const { page, errors, foreignRequests, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      for (const { url, position, heading } of pages) {
        const [slider] = await query<{ title: string }>(
          "SELECT title FROM sliders WHERE position = ? AND is_active = 1 AND type = 'banner' ORDER BY sort_order LIMIT 1",
          position,
        );
        assert.ok(slider, `the demo has a ${position} banner`);
        await page.goto(url);
        const slide = page.getByTestId(`${position}-banner`).first();
        await slide.getByRole('heading', { name: slider.title }).waitFor();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await settle(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `${url} is ${width} px wide`);
        await screenshot(page, `hero-${position}-${label}`);
      }
      assert.deepEqual(errors, []);
      assert.deepEqual(foreignRequests, []);
      await context.close();
    });
  }

  it('a banner changed in the back office shows; without one the built-in hero does', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await adminApi(page.request);
    const [slider] = await query<{ id: number }>(
      "SELECT id FROM sliders WHERE position = 'service' ORDER BY sort_order LIMIT 1",
    );
    const renamed = await page.request.put(`/api/admin/sliders/${slider!.id}`, {
      multipart: { title: 'Tuần lễ uốn tóc Hàn Quốc', type: 'banner', position: 'service' },
    });
    assert.equal(renamed.status(), 200, await renamed.text());
    await page.goto('/dich-vu');
    await page
      .getByTestId('service-banner')
      .getByRole('heading', { name: 'Tuần lễ uốn tóc Hàn Quốc' })
      .waitFor();

    const off = await page.request.patch(`/api/admin/sliders/${slider!.id}/toggle-status`);
    assert.equal(off.status(), 200);
    await page.goto('/dich-vu');
    await page.getByRole('heading', { name: 'Dịch vụ của chúng tôi', level: 1 }).waitFor();
    await page.getByText('Cắt, uốn, nhuộm, phục hồi và tạo kiểu: giá rõ ràng').waitFor();
    assert.equal(await page.getByTestId('service-banner').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('My orders', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`shows each order's payment: paid, waiting or unpaid (${label} px)`, async () => {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      const orders = await query<{ order_number: string; status: string; payment_status: string }>(
        `SELECT o.order_number, o.status, o.payment_status FROM orders o
         JOIN users u ON u.id = o.user_id WHERE u.email = ?`,
        DEMO.customer.email,
      );
      const expected = (o: { status: string; payment_status: string }) =>
        o.payment_status === 'paid'
          ? 'Đã thanh toán'
          : o.payment_status === 'refunded'
            ? 'Đã hoàn tiền'
            : o.status === 'pending'
              ? 'Chờ thanh toán'
              : 'Chưa thanh toán';
      assert.ok(
        new Set(orders.map(expected)).size >= 3,
        'the demo customer has paid, waiting and unpaid orders',
      );
      await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
      await page.goto('/don-hang-cua-toi');
      const rows = viewport === DESKTOP ? 'tr.ant-table-row' : '[data-testid="order-card"]';
      await page.locator(rows).first().waitFor();
      for (const order of orders) {
        const holder = page.locator(rows, { hasText: order.order_number });
        if ((await holder.count()) === 0) continue; // on another page of the list
        assert.equal(
          (await holder.locator('[data-payment-state]').innerText()).trim(),
          expected(order),
          order.order_number,
        );
      }
      await settle(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `My orders is ${width} px wide`);
      await screenshot(page, `my-orders-payment-${label}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('review pictures', () => {
  it("the 'Thêm ảnh' button goes at five pictures and comes back when one is removed", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await page.goto('/san-pham/tinh-dau-duong-toc-moroccanoil-treatment-100ml');
    await page.getByRole('tab', { name: /Đánh giá/ }).click();
    await page.getByRole('button', { name: 'Viết đánh giá' }).click();
    const dialog = page.getByRole('dialog');
    const addButton = dialog.getByText('Thêm ảnh', { exact: true });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const files = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `anh-${from + i}.png`,
        mimeType: 'image/png',
        buffer: png,
      }));
    await dialog.locator('input[type=file]').setInputFiles(files(1, 4));
    await dialog.getByText('anh-4.png').waitFor({ state: 'attached' });
    await addButton.waitFor();
    await dialog.locator('input[type=file]').setInputFiles(files(5, 1));
    await addButton.waitFor({ state: 'detached' });
    assert.equal(await dialog.locator('.ant-upload-list-item').count(), 5);
    await screenshot(page, 'review-images-full-1280');
    // Removing one brings the button back.
    await dialog.locator('.ant-upload-list-item').first().hover();
    await dialog.locator('.ant-upload-list-item-actions button').last().click();
    await dialog.locator('.ant-upload-list-item').nth(4).waitFor({ state: 'detached' });
    await addButton.waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
