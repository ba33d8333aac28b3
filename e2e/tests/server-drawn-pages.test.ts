import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, MOBILE, openPage } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** The public pages the server draws (their first item's page for the two detail pages). */
async function drawnPages(baseUrl: string): Promise<string[]> {
  const first = async (list: string) => {
    const reply = (await (await fetch(`${baseUrl}/api/public/${list}?per_page=1`)).json()) as {
      data: { data: { slug: string }[] };
    };
    return reply.data.data[0]!.slug;
  };
  return [
    '/',
    '/dich-vu',
    `/dich-vu/${await first('services')}`,
    '/san-pham',
    `/san-pham/${await first('products')}`,
    '/dat-lich',
    '/ve-chung-toi',
    '/lien-he',
    '/tro-giup',
    '/terms',
    '/privacy',
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** A visitor without JavaScript: a crawler, or a phone still loading the scripts. */
async function withoutScripts(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({
    viewport: MOBILE,
    baseURL: baseUrl,
    locale: 'vi-VN',
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

/**
 * Share of pixels that differ noticeably between two screenshots of the same size, counted by
 * the browser itself (a canvas); `diffFile` gets the second picture with the changes in red.
 */
async function differingShare(
  browser: Browser,
  first: Buffer,
  second: Buffer,
  diffFile: string,
): Promise<number> {
  const page = await browser.newPage();
  // As text: the test runner's compiler would add helpers the page does not have.
  const result = await page.evaluate<{ share: number; png: string }>(`(async () => {
    async function load(data) {
      const image = new Image();
      image.src = 'data:image/png;base64,' + data;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return { canvas, context, pixels: context.getImageData(0, 0, image.width, image.height) };
    }
    const left = await load('${first.toString('base64')}');
    const right = await load('${second.toString('base64')}');
    if (left.pixels.width !== right.pixels.width || left.pixels.height !== right.pixels.height) {
      return { share: 1, png: '' };
    }
    let differing = 0;
    const out = right.pixels;
    for (let i = 0; i < left.pixels.data.length; i += 4) {
      const delta =
        Math.abs(left.pixels.data[i] - out.data[i]) +
        Math.abs(left.pixels.data[i + 1] - out.data[i + 1]) +
        Math.abs(left.pixels.data[i + 2] - out.data[i + 2]);
      if (delta > 48) {
        differing += 1;
        out.data[i] = 255;
        out.data[i + 1] = 0;
        out.data[i + 2] = 0;
      }
    }
    right.context.putImageData(out, 0, 0);
    return { share: differing / (out.width * out.height), png: right.canvas.toDataURL('image/png').split(',')[1] };
  })()`);
  await page.close();
  if (result.png) writeFileSync(diffFile, Buffer.from(result.png, 'base64'));
  return result.share;
}

describe('server-drawn storefront pages', () => {
  it('show their content and links without JavaScript (a crawler’s view)', async () => {
    const { context, page } = await withoutScripts(suite.browser, suite.server.baseUrl);
    for (const url of await drawnPages(suite.server.baseUrl)) {
      const response = await page.goto(url);
      assert.equal(response?.status(), 200, url);
      const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      assert.ok(heading.length > 3, `${url}: a heading in the HTML`);
      const text = (await page.locator('main').innerText()).trim();
      // The booking page is a short form: its heading, steps and first choices.
      const least = url === '/dat-lich' ? 100 : 200;
      assert.ok(
        text.length > least,
        `${url}: the page's text in the HTML (${text.length} characters)`,
      );
      // The site's links are real links a crawler can follow.
      const links = await page.locator('header a[href^="/"], footer a[href^="/"]').count();
      assert.ok(links >= 5, `${url}: ${links} links in the header and footer`);
      assert.equal(await page.locator('#server-data').count(), 1, `${url}: the data for hydration`);
    }
    await context.close();
  });

  it('ask first for the largest picture and the fonts, and fetch the app only once painted', async () => {
    const html = await (await fetch(`${suite.server.baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const picture = head.indexOf('<link rel="preload" as="image"');
    assert.ok(picture >= 0, "the largest picture's preload is in the head");
    assert.ok(picture < head.indexOf('rel="stylesheet"'), 'before the styles');
    assert.equal(head.match(/<link rel="preload" as="font"/g)?.length, 4, 'the four weights');
    assert.doesNotMatch(head, /type="module"|modulepreload/, 'no script fetched at once');
    const scripts = html.slice(html.indexOf('<template id="page-scripts">'));
    assert.match(
      scripts,
      /^<template id="page-scripts">(<script type="module"|<link rel="modulepreload")/,
    );
    assert.match(
      scripts,
      /<\/template><script type="module" src="\/assets\/page-boot-[\w-]+\.js"><\/script>/,
    );
  });

  it('fetch the app only after the largest picture is shown, even when that picture is slow', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    let pictureShown = Number.POSITIVE_INFINITY;
    const appRequested: number[] = [];
    await page.route('**/api/storage/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/storage/')) {
        pictureShown = Math.min(pictureShown, Date.now());
      }
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        if (!url.pathname.includes('/page-boot-')) appRequested.push(Date.now());
      }
    });
    const app = page.waitForRequest((request) => {
      const { pathname } = new URL(request.url());
      return /^\/assets\/.+\.js$/.test(pathname) && !pathname.includes('/page-boot-');
    });
    await page.goto('/');
    await app;
    assert.ok(appRequested.length > 0, 'the app was fetched');
    assert.ok(
      Math.min(...appRequested) >= pictureShown,
      `the app was asked for ${pictureShown - Math.min(...appRequested)} ms before the picture came`,
    );
    await context.close();
  });

  it('look the same before and after the app takes over, without hydration errors', async () => {
    for (const url of await drawnPages(suite.server.baseUrl)) {
      const name = url.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const before = await withoutScripts(suite.browser, suite.server.baseUrl);
      await before.page.goto(url);
      await settle(before.page);
      const drawn = await before.page.screenshot();
      await before.context.close();

      const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
      await page.goto(url);
      await settle(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), 'true');
      const hydrated = await page.screenshot();
      assert.deepEqual(errors, [], `${url}: console errors (a hydration mismatch shows here)`);
      await context.close();

      writeFileSync(path.join(ARTIFACTS, `drawn-${name}-before.png`), drawn);
      writeFileSync(path.join(ARTIFACTS, `drawn-${name}-after.png`), hydrated);
      const share = await differingShare(
        suite.browser,
        drawn,
        hydrated,
        path.join(ARTIFACTS, `drawn-${name}-diff.png`),
      );
      assert.ok(share < 0.02, `${url}: ${(share * 100).toFixed(1)} % of the screen changed`);
    }
  });
});
