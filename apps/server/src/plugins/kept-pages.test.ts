import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createService } from '../test/factories.js';
import { injectAs } from '../test/api.js';
import { signIn } from '../test/sessions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><title>Salon</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';

/**
 * A server bundle with the web app's interface (apps/web/src/entry-server.tsx) drawing a service
 * list and a service page from the real API, each drawing numbered, so a test can tell a kept
 * page from a new drawing. `?loi` draws a page with a failed part.
 */
const SERVER_BUNDLE = `
import { Readable } from 'node:stream';
let transport;
let drawings = 0;
export function setApiTransport(next) { transport = next; }
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage({ url, frame, onError }) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/dich-vu-cu') return { kind: 'redirect', status: 301, location: '/dich-vu' };
  const item = /^\\/dich-vu\\/([^/]+)$/.exec(pathname);
  if (!item && pathname !== '/dich-vu') return null;
  drawings += 1;
  const res = await transport(
    item ? '/api/public/services/' + item[1] : '/api/public/services?per_page=50',
    { method: 'GET' },
  );
  const data = await res.json();
  const text = !res.ok ? 'Không tìm thấy' : item ? data.data.name : data.data.data.map((s) => s.name).join(', ');
  if (searchParams.has('loi')) onError(new Error('một phần trang lỗi'));
  const html = frame.head + frame.bodyOpen + '<main data-drawing="' + drawings + '">' + escape(text) +
    ' ' + 'Gội, sấy, tạo kiểu tóc theo khuôn mặt. '.repeat(40) + '</main>' + frame.bodyClose;
  return { kind: 'page', status: res.status === 404 ? 404 : 200, body: Readable.from([html]) };
}
`;

const BASE = 'https://salon.example';
let t: TestApp;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'salon-kept-pages-'));
  const webDist = path.join(tmp, 'dist');
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  mkdirSync(path.join(tmp, 'dist-server'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(tmp, 'dist-server', 'entry-server.js'), SERVER_BUNDLE);
  t = await createTestApp({ publicUrl: BASE }, { webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Which drawing a page comes from. */
function drawing(res: LightMyRequestResponse): number {
  const match = /data-drawing="(\d+)"/.exec(res.body);
  expect(match, res.body).not.toBeNull();
  return Number(match?.[1]);
}

async function servicePage(): Promise<{ url: string; id: number; slug: string }> {
  const category = await createCategory(t.db, { type: 'service' });
  const service = await createService(t.db, { category_id: category.id, name: 'Cắt tóc nam' });
  return { url: `/dich-vu/${service.slug}`, id: service.id, slug: service.slug };
}

describe('server-drawn pages kept as bytes', () => {
  it('send the same drawing again, with its ETag, revalidated every time', async () => {
    const { url } = await servicePage();
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.body).toContain('Cắt tóc nam');
    const again = await get(url);
    expect(drawing(again)).toBe(drawing(first));
    expect(again.headers.etag).toBe(first.headers.etag);
    // The security headers of a document are on it.
    expect(String(again.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answer 304 to a matching If-None-Match, and HEAD with the headers only', async () => {
    const { url } = await servicePage();
    const etag = String((await get(url)).headers.etag);
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('go out in brotli or gzip, the same bytes once decoded', async () => {
    const { url } = await servicePage();
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
  });

  it('show a change made through the admin API on the next request', async () => {
    const { url, id, slug } = await servicePage();
    const admin = await signIn(t, 'admin');
    const before = await get(url);
    const edit = await injectAs(t, admin.cookie, 'PUT', `/api/admin/services/${id}`, {
      name: 'Cắt tóc nam tạo kiểu',
      slug,
      price: 120_000,
      duration_minutes: 45,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Cắt tóc nam tạo kiểu');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('are drawn again after a minute, even when nothing was written', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T03:00:00.000Z') });
    const { url } = await servicePage();
    const first = drawing(await get(url));
    vi.setSystemTime(new Date('2026-11-27T03:00:59.999Z'));
    expect(drawing(await get(url))).toBe(first);
    vi.setSystemTime(new Date('2026-11-27T03:01:00.000Z'));
    expect(drawing(await get(url))).toBeGreaterThan(first);
  });

  it('share one drawing between requests for the same page at the same time', async () => {
    const { url } = await servicePage();
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(new Set(replies.map(drawing)).size).toBe(1);
    expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
  });

  it('do not keep a missing item, a redirect or a page with a failed part', async () => {
    const missing = await get('/dich-vu/khong-co-dich-vu-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Không tìm thấy');
    expect(missing.headers.etag).toBeUndefined();
    expect(drawing(await get('/dich-vu/khong-co-dich-vu-nay'))).toBeGreaterThan(drawing(missing));

    const moved = await get('/dich-vu-cu');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/dich-vu');

    const broken = await get('/dich-vu?loi=1');
    expect(broken.statusCode).toBe(200);
    expect(drawing(await get('/dich-vu?loi=1'))).toBeGreaterThan(drawing(broken));
  });

  it('keep the site’s own pages through a flood of made-up addresses', async () => {
    const { url } = await servicePage();
    const own = drawing(await get(url));
    const list = drawing(await get('/dich-vu'));
    const made = Array.from({ length: 150 }, (_, i) => `/dich-vu?x=${i}-${Math.random()}`);
    const firstMade = made[0] ?? '';
    for (const address of made) expect((await get(address)).statusCode).toBe(200);
    // The made-up addresses shared a small pool: the first is gone, the last still kept.
    const lastMade = made.at(-1) ?? '';
    const last = drawing(await get(lastMade));
    expect(drawing(await get(lastMade))).toBe(last);
    expect(drawing(await get(firstMade))).toBeGreaterThan(last);
    // The site's own pages were not pushed out.
    expect(drawing(await get(url))).toBe(own);
    expect(drawing(await get('/dich-vu'))).toBe(list);
  });
});
