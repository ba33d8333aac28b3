import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { bookAppointment, demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { addToCartByApi, emptyCart, signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/** B25: small things of the interface, each as a customer or staff meets it. */
const suite = useServerAndBrowser();

async function json<T>(page: Page, url: string): Promise<T> {
  const reply = await page.request.get(url);
  assert.equal(reply.status(), 200, await reply.text());
  return ((await reply.json()) as { data: T }).data;
}

/** Counts the requests of a method to a path from now on. */
function countRequests(page: Page, method: string, pathname: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) count += 1;
  });
  return () => count;
}

describe('quantity steppers', () => {
  it('name their buttons in Vietnamese, on the product page and in the cart', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const products = await json<{ data: { slug: string; name: string }[] }>(
      page,
      '/api/public/products?in_stock=true&per_page=1',
    );
    const product = products.data[0];
    assert.ok(product);
    await page.goto(`/san-pham/${product.slug}`);
    await page.getByRole('button', { name: 'Tăng số lượng' }).click();
    assert.equal(await page.getByRole('spinbutton', { name: 'Số lượng' }).inputValue(), '2');
    await page.getByRole('button', { name: 'Giảm số lượng' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /Increase|Decrease/ }).count(), 0);
    await screenshot(page, 'product-quantity-1280');

    const name = await addToCartByApi(page, 'product');
    await page.goto('/gio-hang');
    const plus = page.getByRole('button', { name: `Tăng số lượng ${name}` }).first();
    await plus.waitFor();
    await page
      .getByRole('button', { name: `Giảm số lượng ${name}` })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: /Increase|Decrease/ }).count(), 0);
    await plus.click();
    const box = page.getByRole('spinbutton', { name: `Số lượng ${name}` }).first();
    for (let waited = 0; (await box.inputValue()) !== '2'; waited += 100) {
      assert.ok(waited < 10_000, 'the + button adds one');
      await page.waitForTimeout(100);
    }
    await screenshot(page, 'cart-quantity-1280');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('an order page', () => {
  it('counts its lines in the heading, not the units', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const products = await json<{ data: { id: number }[] }>(
      page,
      '/api/public/products?in_stock=true&per_page=1',
    );
    const branches = await json<{ id: number }[]>(page, '/api/public/branches');
    const placed = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        branch_id: branches[0]?.id,
        order_type: 'in_store',
        payment_method: 'cash',
        items: [{ type: 'product', id: products.data[0]?.id, quantity: 3 }],
      },
    });
    assert.equal(placed.status(), 201, await placed.text());
    const { order } = ((await placed.json()) as { data: { order: { id: number } } }).data;
    await page.goto(`/don-hang/${order.id}`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-lines-heading-1280');
    await page.getByText('Sản phẩm và dịch vụ (1)').waitFor();
    assert.equal(await page.getByText('Sản phẩm và dịch vụ (3)').count(), 0);
    await context.close();
  });
});

describe('the forced password change', () => {
  it('takes the customer back where they were going', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    const { service, branch } = await demoServiceAndBranch(page);
    const slot = await freeSlot(page, { service: service.id, branch: branch.id }, 24, 24 * 14);
    const phone = `09${String(Date.now()).slice(-8)}`;
    const booked = await page.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        service_id: service.id,
        branch_id: branch.id,
        appointment_date: slot.date,
        appointment_time: slot.time,
        customer_info: { name: 'Khách Đặt Lịch', phone },
      },
    });
    assert.ok(booked.status() < 300, await booked.text());
    const password = ((await booked.json()) as { data: { initial_password: string } }).data
      .initial_password;

    // On a product page, the guest signs in to buy it.
    const products = await json<{ data: { slug: string }[] }>(
      page,
      '/api/public/products?per_page=1',
    );
    const productPath = `/san-pham/${products.data[0]?.slug ?? ''}`;
    await page.goto(productPath);
    await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
    await page.fill('#identifier', phone);
    await page.fill('#password', password);
    await page.locator('form button[type=submit]').click();
    await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
    await page.fill('#current_password', password);
    await page.fill('#new_password', 'MatKhauMoi2026');
    await page.fill('#new_password_confirmation', 'MatKhauMoi2026');
    await page.getByRole('button', { name: 'Đổi mật khẩu và tiếp tục' }).click();
    await page.getByText('Đổi mật khẩu thành công!').waitFor();
    await page.waitForURL((url) => url.pathname === productPath);
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the booking wizard', () => {
  it('lists the services without a scroll box of their own', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      await page.goto('/dat-lich');
      const list = page.getByRole('radiogroup', { name: 'Dịch vụ' });
      await list.getByRole('radio').nth(5).waitFor();
      const box = await list.evaluate((element) => ({
        client: element.clientHeight,
        scroll: element.scrollHeight,
        overflow: getComputedStyle(element).overflowY,
      }));
      assert.ok(box.scroll <= box.client + 1, `scrolls inside: ${JSON.stringify(box)}`);
      assert.ok(box.client > 420, `every service shows: ${JSON.stringify(box)}`);
      await screenshot(page, `booking-services-${viewport.width}`);
      await context.close();
    }
  });
});

describe('before and after photos', () => {
  it('a single photo keeps its own size, not blown up to the card', async () => {
    const customer = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(customer.page);
    const { service, branch } = await demoServiceAndBranch(customer.page);
    const slot = await freeSlot(
      customer.page,
      { service: service.id, branch: branch.id },
      30,
      24 * 10,
    );
    const appointment = await bookAppointment(
      customer.page,
      { service: service.id, branch: branch.id },
      slot,
    );

    const staff = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(staff.page, DEMO.admin.email, DEMO.admin.password);
    await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const picture = path.join(suite.server.dataDir, 'uploads/demo/banners/toc-co-dau.webp');
    const added = await staff.page.request.post(
      `/api/admin/appointments/${appointment.id}/photos`,
      {
        multipart: {
          before: { name: 'truoc.webp', mimeType: 'image/webp', buffer: readFileSync(picture) },
        },
      },
    );
    assert.equal(added.status(), 200, await added.text());
    await staff.context.close();

    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInDemoCustomer(page);
      await page.goto(`/chi-tiet-lich-hen/${appointment.id}`);
      const photo = page.getByRole('img', { name: 'Ảnh trước khi làm' });
      await photo.waitFor();
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.complete),
      );
      const size = await photo.evaluate((image: HTMLImageElement) => ({
        width: image.getBoundingClientRect().width,
        height: image.getBoundingClientRect().height,
        natural: image.naturalWidth,
      }));
      assert.ok(size.height <= 321, `at most 320 px high: ${JSON.stringify(size)}`);
      assert.ok(size.width <= size.natural + 1, `never stretched: ${JSON.stringify(size)}`);
      await screenshot(page, `appointment-single-photo-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
    await customer.context.close();
  });
});

describe('the profile form', () => {
  it('Enter in the birth date picks it without saving the profile', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    const saved = countRequests(page, 'PUT', '/api/customer/profile');
    await page.goto('/ho-so?tab=info');
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    const birth = page.getByLabel('Ngày sinh');
    await birth.click();
    await birth.fill('14/02/1991');
    await birth.press('Enter');
    await page.waitForTimeout(800);
    assert.equal(saved(), 0, 'Enter does not save');
    assert.equal(await birth.inputValue(), '14/02/1991');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Cập nhật thông tin thành công!').waitFor();
    assert.equal(saved(), 1);
    const me = await json<{ date_of_birth: string }>(page, '/api/auth/me');
    assert.equal(me.date_of_birth, '1991-02-14');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the branch form', () => {
  it('says landlines have 11 digits', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/branches');
    await page
      .getByRole('button', { name: /Thêm chi nhánh/ })
      .first()
      .click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Di động 10 chữ số, máy bàn 11 chữ số (028 3823 4567)').waitFor();
    await modal.getByLabel('Số điện thoại').fill('028 3823 456');
    await modal.getByLabel('Số điện thoại').blur();
    await modal
      .getByText('Số điện thoại không hợp lệ (di động 10 chữ số, máy bàn 11 chữ số)')
      .waitFor();
    await screenshot(page, 'branch-phone-1280');
    await context.close();
  });
});
