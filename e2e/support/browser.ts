import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** Debian's Chromium (CHROME_PATH to use another), headless, with no traffic off this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests that left our origin (there must be none). */
  foreignRequests: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** `timezoneId`: the browser's time zone (the machine's unless given). */
  options: { timezoneId?: string } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    locale: 'vi-VN',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url);
    }
  });
  return { context, page, errors, foreignRequests };
}

/**
 * A page the server drew is only HTML until the app has hydrated it: a tap before that is lost.
 * After every `goto` and `reload`, wait until the app has taken over (pages the browser draws,
 * files and API answers pass at once).
 */
function waitForHydration(page: Page): void {
  const ready = () =>
    page
      .waitForFunction(
        () =>
          !document.getElementById('server-data') ||
          document.documentElement.dataset.hydrated === 'true',
      )
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Demo accounts created by the seed (README lists them too). */
export const DEMO = {
  admin: { email: 'admin@salontocviet.vn', password: 'Admin@123' },
  manager: { email: 'quanly@salontocviet.vn', password: 'Quanly@123' },
  staff: { email: 'nhanvien@salontocviet.vn', password: 'Nhanvien@123' },
  customer: { phone: '0912345678', email: 'khachhang@example.com', password: 'Khachhang@123' },
} as const;
