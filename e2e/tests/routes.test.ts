import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, openPage, type TestPage } from '../support/browser.ts';
import { bookAppointment, demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { currentPath, loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/* Every route and alias named in the three spec documents. */
const PUBLIC_ROUTES = [
  '/',
  '/dich-vu',
  '/services',
  '/dich-vu/1',
  '/services/1',
  '/san-pham',
  '/products',
  '/san-pham/1',
  '/products/1',
  '/dat-lich',
  '/booking',
  '/dat-lich/thanh-cong',
  '/booking/success',
  '/ve-chung-toi',
  '/about',
  '/gioi-thieu',
  '/lien-he',
  '/contact',
  '/tro-giup',
  '/help',
  '/terms',
  '/privacy',
  '/sitemap',
  '/reviews',
  '/chat-tu-van',
  '/favorites',
  '/cart',
  '/gio-hang',
  '/orders/1',
  '/don-hang/1',
  '/customer/login',
  '/customer/register',
  '/customer/forgot-password',
];
const CUSTOMER_ROUTES = [
  '/ho-so',
  '/profile',
  '/lich-hen',
  '/appointments',
  '/my-appointments',
  '/appointment-detail/1',
  '/chi-tiet-lich-hen/1',
  '/don-hang-cua-toi',
  '/my-orders',
  '/orders',
  '/notifications',
  '/thong-bao',
  '/chat',
  '/tin-nhan',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/services',
  '/admin/categories',
  '/admin/suppliers',
  '/admin/payment',
  '/admin/feedback',
  '/admin/marketing',
  '/admin/branches',
  '/admin/ai-recommendations',
  '/admin/security',
  '/admin/ui-management',
  '/admin/settings',
  '/admin/customization',
  '/admin/help',
  '/admin/test-notification',
  '/admin/appointments',
  '/admin/customers',
  '/admin/orders',
  '/admin/chat',
  '/admin/contacts',
  '/admin/test-chat',
  '/admin/notifications',
  '/admin/profile',
  '/admin/toast-demo',
  '/admin/staff',
  '/admin/staff/new',
];
/* Aliases that lead to another path. */
const REDIRECTS: Record<string, string> = {
  '/auth/login': '/customer/login',
  '/auth/register': '/customer/register',
  '/admin/messages': '/admin/chat',
  '/khong-co-trang-nay': '/',
  '/san-pham/1/khong-ton-tai': '/',
};

const suite = useServerAndBrowser();

async function expectPage(t: TestPage, path: string) {
  await t.page.goto(path);
  await t.page.locator('h1').first().waitFor({ timeout: 10_000 });
  const heading = (await t.page.locator('h1').first().innerText()).trim();
  assert.ok(heading.length > 0, `${path} has an empty heading`);
  assert.equal(new URL(t.page.url()).pathname, path, `${path} stayed on its path`);
}

async function visitAll(t: TestPage, paths: string[]) {
  for (const path of paths) await expectPage(t, path);
  assert.deepEqual(t.errors, [], 'no console errors');
  assert.deepEqual(t.foreignRequests, [], 'no request leaves our origin');
}

async function waitForPath(page: Page, path: string) {
  await page.waitForFunction((p) => window.location.pathname === p, path);
}

describe('every route answers with a page', () => {
  it('public routes and aliases, as a guest', async () => {
    const t = await openPage(suite.browser, suite.server.baseUrl);
    await visitAll(t, PUBLIC_ROUTES);
    await t.context.close();
  });

  it('account routes and aliases, as a customer', async () => {
    const t = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(t.page, DEMO.customer.phone, DEMO.customer.password);
    await waitForPath(t.page, '/ho-so');
    // The appointment detail pages show one of the customer's own appointments.
    const { service, branch } = await demoServiceAndBranch(t.page);
    const ids = { service: service.id, branch: branch.id };
    const booked = await bookAppointment(t.page, ids, await freeSlot(t.page, ids, 30, 200));
    await visitAll(
      t,
      CUSTOMER_ROUTES.map((path) =>
        path.replace(/^(\/appointment-detail|\/chi-tiet-lich-hen)\/1$/, `$1/${booked.id}`),
      ),
    );
    await t.context.close();
  });

  it('back-office routes, as an admin', async () => {
    const t = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(t.page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(t.page, '/admin');
    await visitAll(t, ADMIN_ROUTES);
    await t.context.close();
  });

  it('redirecting aliases and unknown paths', async () => {
    const t = await openPage(suite.browser, suite.server.baseUrl);
    for (const [from, to] of Object.entries(REDIRECTS)) {
      await t.page.goto(from);
      await waitForPath(t.page, from.startsWith('/admin') ? '/login' : to);
    }
    await loginStaff(t.page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(t.page, '/admin');
    await t.page.goto('/admin/messages');
    await waitForPath(t.page, '/admin/chat');
    assert.equal(currentPath(t.page), '/admin/chat');
    assert.deepEqual(t.errors, []);
    await t.context.close();
  });
});
