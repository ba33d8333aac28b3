import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createCategory, createService } from '../test/factories.js';
import { injectAs } from '../test/api.js';
import { signIn } from '../test/sessions.js';
import { drawing, drawnPagesApp } from '../test/server-bundle.js';

const BASE = 'https://salon.example';
const testApp = drawnPagesApp({ publicUrl: BASE });

function get(url: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({ method: 'GET', url, headers });
}

async function servicePage(): Promise<{ url: string; id: number; slug: string }> {
  const category = await createCategory(testApp().db, { type: 'service' });
  const service = await createService(testApp().db, {
    category_id: category.id,
    name: 'Cắt tóc nam',
  });
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
    for (const ifNoneMatch of [etag, `W/${etag}`, `"khac", ${etag}`, '*']) {
      const notModified = await get(url, { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    expect((await get(url, { 'if-none-match': '"khac"' })).statusCode).toBe(200);
    const head = await testApp().app.inject({ method: 'HEAD', url });
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
    const admin = await signIn(testApp(), 'admin');
    const before = await get(url);
    const edit = await injectAs(testApp(), admin.cookie, 'PUT', `/api/admin/services/${id}`, {
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

describe('server-drawn pages of a site without PUBLIC_URL', () => {
  const local = drawnPagesApp({});

  const at = (host: string, url = '/dich-vu') =>
    local().app.inject({ method: 'GET', url, headers: { host } });

  it('are kept per host, whose address their head tags carry', async () => {
    const here = await at('salon.local:3000');
    expect(here.body).toContain('http://salon.local:3000/dich-vu');
    const there = await at('salon.test');
    expect(there.body).toContain('http://salon.test/dich-vu');
    expect(there.body).not.toContain('salon.local');
    expect(drawing(await at('salon.local:3000'))).toBe(drawing(here));
  });

  it('keep the first hosts’ pages through a flood of made-up Host headers', async () => {
    const kept = drawing(await at('salon.local:3000'));
    for (let i = 0; i < 520; i++) {
      expect((await at(`h${i}-${Math.random().toString(36).slice(2)}.example`)).statusCode).toBe(
        200,
      );
    }
    expect(drawing(await at('salon.local:3000'))).toBe(kept);
  });
});
