import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function assertFitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `the page is ${scrollWidth}px wide in a ${width}px window`);
}

/** Scrolls to the bottom and back, so every lazy picture loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** An API client signed in as the demo admin. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  assert.equal(login.status(), 200);
  return async (id: number) => {
    const res = await request.get(`/api/admin/sliders/${id}`);
    assert.equal(res.status(), 200);
    return ((await res.json()) as { data: { click_count: number; impression_count: number } }).data;
  };
}

describe('home page', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`shows the banners, both carousels and the gallery without errors at ${label} px`, async () => {
      const { page, errors, foreignRequests, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Banner nổi bật' });
      await hero.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
      assert.equal(await hero.getByTestId('hero-slide').count(), 5);
      const first = hero.locator('img').first();
      assert.equal(await first.getAttribute('fetchpriority'), 'high');
      assert.equal(await first.getAttribute('loading'), 'eager');
      // The first banner in AVIF or WebP at the screen's width, preloaded ahead of the page's body.
      const original = (await first.getAttribute('src')) ?? '';
      const stem = original.replace(/\.(jpe?g|png|webp)$/, '');
      assert.match(original, /^\/api\/storage\//);
      const avif = hero.locator('picture').first().locator('source[type="image/avif"]');
      assert.match(
        (await avif.getAttribute('srcset')) ?? '',
        new RegExp(`^${stem}\\.w375\\.avif 375w`),
      );
      const preload = page
        .locator('link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset]')
        .first();
      assert.match(
        (await preload.getAttribute('imagesrcset')) ?? '',
        new RegExp(`^${stem}\\.w375`),
      );
      const others = hero.locator('img');
      for (let i = 1; i < (await others.count()); i += 1) {
        assert.equal(await others.nth(i).getAttribute('loading'), 'lazy', `banner ${i + 1} waits`);
      }

      const services = page.getByRole('region', { name: 'Dịch vụ nổi bật' });
      await services.getByRole('group').first().waitFor();
      assert.equal(await services.getByRole('group').count(), 6);
      const products = page.getByRole('region', { name: 'Sản phẩm nổi bật' });
      await products.getByRole('group').first().waitFor();
      assert.equal(await products.getByRole('group').count(), 8);
      // A dot for every place a row can start: 6 services 3 in view, 8 products 4 in view.
      const dots = (region: typeof services) => region.getByRole('button', { name: /^Đến vị trí/ });
      assert.equal(await dots(services).count(), viewport === DESKTOP ? 4 : 0);
      assert.equal(await dots(products).count(), viewport === DESKTOP ? 5 : 0);
      const firstService = services.getByRole('link').first();
      assert.match((await firstService.getAttribute('href')) ?? '', /^\/dich-vu\/[a-z0-9-]+$/);

      await page.getByRole('region', { name: 'Cảm nhận của khách hàng' }).waitFor();
      await page.getByRole('link', { name: 'Xem tất cả đánh giá' }).waitFor();
      const gallery = page.getByTestId('home-gallery');
      await gallery.waitFor();
      assert.equal(await gallery.locator('img').count(), 8, '8 pictures before "see more"');
      assert.match(
        (await gallery.locator('img').first().getAttribute('src')) ?? '',
        /^\/api\/storage\/demo\/services\/thumbs\//,
        'the gallery shows the ads sliders',
      );
      await page.getByRole('button', { name: /^Xem thêm \d+ ảnh$/ }).click();
      assert.equal(await gallery.locator('img').count(), 12);

      for (const href of ['/booking', '/dat-lich', '/services', '/products', '/gioi-thieu']) {
        assert.ok((await page.locator(`main a[href="${href}"]`).count()) > 0, `a link to ${href}`);
      }
      assert.ok((await page.locator('main a[href^="tel:"]').count()) > 0, 'a phone link');

      await scrollThrough(page);
      await settle(page);
      await assertFitsWidth(page, viewport.width);
      const imagesWithoutSize = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main img'))
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
      assert.deepEqual(imagesWithoutSize, [], 'every picture has its size');
      await screenshot(page, `home-full-${label}`);
      assert.deepEqual(errors, []);
      assert.deepEqual(foreignRequests, []);
      await context.close();
    });
  }

  it('gives every control of the page body a finger-sized target at 375 px', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByTestId('home-gallery').waitFor();
    await settle(page);
    const main = page.locator('main');
    const controls = [
      main.getByRole('button', { name: /^Banner \d$/ }),
      main.getByRole('region', { name: 'Banner nổi bật' }).locator('a[href^="tel:"]'),
      main.getByRole('button', { name: /^(Trước|Tiếp)$/ }),
      main.getByRole('link', { name: /^Xem tất cả (dịch vụ|sản phẩm|đánh giá)$/ }),
      main.getByRole('region', { name: 'Cảm nhận của khách hàng' }).getByRole('link'),
      main.getByTestId('home-gallery').getByRole('link'),
      main.getByRole('button', { name: /^Xem thêm \d+ ảnh$/ }),
      main.getByRole('link', { name: /^(Xem dịch vụ|Sản phẩm chăm sóc tóc)$/ }),
      main.getByRole('link', { name: /^(Tìm hiểu về chúng tôi|Gọi .+)$/ }),
    ];
    const small: string[] = [];
    let counted = 0;
    for (const control of controls) {
      const count = await control.count();
      assert.ok(count > 0, `${control.toString()} is on the page`);
      for (let i = 0; i < count; i += 1) {
        const target = control.nth(i);
        const box = await target.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width === 0 ? null : { width: rect.width, height: rect.height };
        });
        if (!box) continue; // the rest of the carousel's controls while it shows dots only
        counted += 1;
        if (box.width < 44 || box.height < 44) {
          small.push(`${await target.innerText()}|${await target.getAttribute('aria-label')}`);
        }
      }
    }
    assert.ok(counted >= 20, `${counted} controls measured`);
    assert.deepEqual(small, [], 'targets smaller than 44 × 44 px');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('turns the banners by itself, and not for visitors who prefer less motion', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    const dots = page.getByRole('button', { name: /^Banner \d$/ });
    await dots.first().waitFor();
    await page.mouse.move(0, 0);
    await page.waitForFunction(
      () =>
        document.querySelector('button[aria-label="Banner 2"]')?.getAttribute('aria-current') ===
        'true',
      undefined,
      { timeout: 8000 },
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Banner 1' }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6000);
    assert.equal(
      await page.getByRole('button', { name: 'Banner 1' }).getAttribute('aria-current'),
      'true',
    );
    await context.close();
  });

  it('counts the banners seen, and a click on a banner once', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sliderOf = await adminApi(context.request);
    const clicksOf = async (id: number) => (await sliderOf(id)).click_count;
    const before = await clicksOf(1);
    const impressions = page.waitForResponse((r) =>
      r.url().endsWith('/api/public/sliders/impressions'),
    );
    await page.goto('/');
    assert.equal((await impressions).status(), 200);
    assert.ok((await sliderOf(1)).impression_count >= 1, 'the banner was seen');
    const cta = page
      .getByRole('region', { name: 'Banner nổi bật' })
      .getByRole('link', { name: 'Đặt lịch ngay' });
    await cta.click();
    await page.waitForURL(/\/booking$/);
    const deadline = Date.now() + 5000;
    while ((await clicksOf(1)) === before && Date.now() < deadline) await page.waitForTimeout(100);
    assert.equal(await clicksOf(1), before + 1);

    await page.goBack();
    await cta.click();
    await page.waitForURL(/\/booking$/);
    await page.waitForTimeout(500);
    assert.equal(await clicksOf(1), before + 1, 'the same visitor clicking again is not counted');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('header search', () => {
  it('finds the haircut for "cat toc" at 375 px and opens it from the keyboard', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/dich-vu');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm' });
    const input = dialog.getByRole('textbox', { name: 'Từ khóa tìm kiếm' });
    await input.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');

    await input.fill('   ');
    await page.waitForTimeout(700);
    await dialog.getByText('Nhập tên dịch vụ hoặc sản phẩm để tìm kiếm').waitFor();

    await input.fill('xyz khong co');
    await dialog.getByText('Không tìm thấy kết quả cho "xyz khong co"').waitFor();

    await input.fill('cat toc');
    const haircut = dialog.getByRole('link', { name: /Cắt tóc nam tạo kiểu/ });
    await haircut.waitFor();
    const description = await haircut.locator('span[class*="resultDescription"]').innerText();
    assert.ok(description.length <= 81, `description cut at 80 characters: ${description}`);
    await assertFitsWidth(page, MOBILE.width);
    await screenshot(page, 'search-375');

    await input.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    assert.match(focused, /Cắt tóc/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dich-vu\/cat-toc-nam-tao-kieu$/);
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finds products without diacritics and opens them by click', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm' });
    await dialog.getByRole('textbox', { name: 'Từ khóa tìm kiếm' }).fill('dau goi');
    const group = dialog.getByRole('region', { name: 'Sản phẩm' });
    const first = group.getByRole('link').first();
    await first.waitFor();
    assert.match(await first.innerText(), /Dầu gội/);
    const href = (await first.getAttribute('href')) ?? '';
    assert.match(href, /^\/san-pham\/[a-z0-9-]+$/);
    await first.click();
    await page.waitForURL(`**${href}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('sliders in the back office', () => {
  it('an admin adds a slider with a picture and it leads the home banners', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.goto('/admin/ui-management');
    await page.getByRole('heading', { name: 'Quản lý Giao diện', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Slider', selected: true }).waitFor();
    await page.getByRole('cell', { name: /^Mái tóc đẹp, tự tin mỗi ngày/ }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-ui-management-sliders-1280');

    await page.getByRole('tab', { name: 'Bài viết' }).click();
    await page.getByText('Sắp ra mắt').first().waitFor();
    await page.getByRole('tab', { name: 'Slider' }).click();

    await page.getByRole('button', { name: 'Thêm slider' }).click();
    const modal = page.getByRole('dialog', { name: 'Thêm slider' });
    await modal.getByRole('button', { name: 'Lưu' }).click();
    await modal.getByText('Vui lòng nhập tiêu đề slider').waitFor();
    await modal.getByText('Vui lòng chọn ảnh cho slider').waitFor();

    await modal.getByLabel('Tiêu đề').fill('Ưu đãi khai trương tháng mười hai');
    await modal.getByLabel('Phụ đề').fill('Giảm 20% mọi dịch vụ');
    await modal.getByLabel('Chữ trên nút').fill('Nhận ưu đãi');
    await modal.getByLabel('Thứ tự').fill('0');
    const picture = path.join(suite.server.dataDir, 'uploads/demo/banners/toc-co-dau.webp');
    await modal.locator('input[type=file]').first().setInputFiles(picture);
    await modal.getByRole('img', { name: 'Ảnh chính' }).waitFor();
    await modal.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Tạo mới thành công').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: /^Ưu đãi khai trương tháng mười hai/ }).waitFor();

    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Banner nổi bật' });
    const firstSlide = hero.getByTestId('hero-slide').first();
    await firstSlide.getByRole('heading', { name: 'Ưu đãi khai trương tháng mười hai' }).waitFor();
    await firstSlide.getByRole('link', { name: 'Nhận ưu đãi' }).waitFor();
    assert.match(
      (await firstSlide.locator('img').getAttribute('src')) ?? '',
      /^\/api\/storage\/sliders\/.+\.webp$/,
    );

    // Switched off, it leaves the home page.
    await page.goto('/admin/ui-management');
    await page
      .getByRole('switch', { name: 'Tắt slider Ưu đãi khai trương tháng mười hai' })
      .click();
    await page.getByText('Đã tắt slider').waitFor();
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Banner nổi bật' })
      .getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' })
      .waitFor();
    assert.equal(await page.getByText('Ưu đãi khai trương tháng mười hai').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the Slider tab at 375 px', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.goto('/admin/ui-management');
    await page.getByRole('cell', { name: /^Mái tóc đẹp, tự tin mỗi ngày/ }).waitFor();
    await settle(page);
    await assertFitsWidth(page, MOBILE.width);
    await screenshot(page, 'admin-ui-management-sliders-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
