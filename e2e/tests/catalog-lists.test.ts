import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, openPage } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** Names of the cards on the page, in order. */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator('[data-item-card] h2').first().waitFor();
  return page.locator('[data-item-card] h2').allInnerTexts();
}

/** Final prices (what the customer pays) of the cards, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-item-card] [class*="final"]').allInnerTexts();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

async function waitForList(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [class*="stale"]'));
}

/** Does `action`, then waits for the list request whose address contains `part`, and the render. */
async function refreshList(page: Page, part: string, action: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/public/') && r.url().includes(part),
  );
  await action();
  await response;
  await waitForList(page);
}

describe('services list', () => {
  it('filters by category, sorts by price, searches without diacritics and keeps it all in the address', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/dich-vu');
    await page.getByRole('heading', { name: 'Dịch vụ của chúng tôi', level: 1 }).waitFor();
    assert.equal((await cardNames(page)).length, 6, '6 services a page');

    const filter = page.getByRole('group', { name: 'Lọc theo danh mục' });
    const all = filter.getByRole('button', { name: /^Tất cả \(\d+\)$/ });
    const total = Number((await all.innerText()).replace(/\D/g, ''));
    assert.ok(total >= 15, `${total} services in all`);

    await refreshList(page, 'category=nhuom-toc', () =>
      filter.getByRole('button', { name: /^Nhuộm tóc \(\d+\)$/ }).click(),
    );
    for (const name of await cardNames(page))
      assert.match(name, /nhuộm|màu|highlight|balayage/i, name);

    await refreshList(page, 'sort=price_asc', async () => {
      await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption({ label: 'Giá tăng dần' });
    });
    const prices = await cardPrices(page);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      'cheapest first',
    );

    await refreshList(page, 'sort=price_asc', () => all.click());
    await refreshList(page, 'search=cat+toc', () =>
      page.getByRole('textbox', { name: /Tìm dịch vụ/ }).fill('cat toc'),
    );
    const found = await cardNames(page);
    assert.ok(
      found.some((name) => /cắt tóc/i.test(name)),
      found.join(', '),
    );

    await page.reload();
    await waitForList(page);
    assert.deepEqual(await cardNames(page), found, 'the address restores the list');
    assert.equal(await page.getByRole('textbox', { name: /Tìm dịch vụ/ }).inputValue(), 'cat toc');

    await page.getByRole('textbox', { name: /Tìm dịch vụ/ }).fill('khong co dich vu nay');
    await page.getByText('Không tìm thấy dịch vụ phù hợp').waitFor();
    await page.getByRole('button', { name: 'Bỏ lọc' }).click();
    await waitForList(page);
    assert.equal((await cardNames(page)).length, 6);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('pages through the list with the pagination, whose pages are links keeping the filters', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/dich-vu?sort=price_asc');
    const first = await cardNames(page);
    const pages = page.getByRole('navigation', { name: 'Phân trang' });
    const second = pages.getByRole('link', { name: 'Trang 2', exact: true });
    assert.equal(await second.getAttribute('href'), '/dich-vu?page=2&sort=price_asc');
    await refreshList(page, 'page=2', () => second.click());
    assert.equal(new URL(page.url()).search, '?page=2&sort=price_asc');
    assert.equal(
      await pages
        .getByRole('button', { name: 'Trang 2', exact: true })
        .getAttribute('aria-current'),
      'page',
    );
    const shown = await cardNames(page);
    assert.equal(
      shown.filter((name) => first.includes(name)).length,
      0,
      'page 2 shows other services',
    );
    await context.close();
  });
});

describe('products list', () => {
  it('shows 12 products with stock badges, filters on sale and in stock, fits 375 px', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/san-pham');
    await page.getByRole('heading', { name: 'Sản phẩm chăm sóc tóc', level: 1 }).waitFor();
    assert.equal((await cardNames(page)).length, 12, '12 products a page');
    assert.ok((await page.getByText(/^(Còn hàng|Sắp hết hàng|Hết hàng)/).count()) > 0);

    await refreshList(page, 'on_sale=true', () =>
      page.getByRole('checkbox', { name: 'Đang giảm giá' }).click(),
    );
    const onSale = await page.locator('[data-item-card]').count();
    assert.ok(onSale >= 1 && onSale < 12);
    assert.equal(
      await page.locator('[data-item-card] s').count(),
      onSale,
      'every card shows its struck list price',
    );

    await refreshList(page, 'in_stock=true', () =>
      page.getByRole('checkbox', { name: 'Còn hàng' }).click(),
    );
    assert.equal(await page.getByText('Hết hàng', { exact: true }).count(), 0);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `${width}px wide`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
