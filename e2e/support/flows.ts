import type { Page } from 'playwright-core';

export async function loginCustomer(page: Page, identifier: string, password: string) {
  await page.goto('/customer/login');
  await page.fill('#identifier', identifier);
  await page.fill('#password', password);
  await page.locator('form button[type=submit]').click();
}

export async function loginStaff(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.locator('form button[type=submit]').click();
}

/** The path and query the browser is on now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
