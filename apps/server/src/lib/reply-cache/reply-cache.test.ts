import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createService } from '../../test/factories.js';
import { readOtherInstanceWrite } from '../../test/other-instance-writes.js';
import { compressibleServicesList } from '../../test/kept-lists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The storefront's kept answers, through the real app (SQLite, or PostgreSQL with
// TEST_DATABASE_URL) and a second instance of it on the same database.
let t: TestApp;
let other: { app: FastifyInstance; db: TestApp['db'] };
beforeAll(async () => {
  t = await createTestApp();
  other = await t.twin();
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({ method: 'GET', url, headers });
}

function names(res: LightMyRequestResponse): string[] {
  return res.json<{ data: { data: { name: string }[] } }>().data.data.map((s) => s.name);
}

describe('kept public answers', () => {
  it('carry an ETag, Vary: Accept-Encoding and a revalidate-every-time cache policy', async () => {
    const { url } = await compressibleServicesList(t.db);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // The security headers are on them too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answer 304 without a body to a matching If-None-Match, in any of its forms', async () => {
    const { url } = await compressibleServicesList(t.db);
    const etag = String((await get(url)).headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toBe('accept-encoding');
    }
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('go out in brotli or gzip as the client accepts, the same bytes once decoded', async () => {
    const { url } = await compressibleServicesList(t.db);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip;q=0.8', '*']) {
      const gzip = await get(url, { 'accept-encoding': accept });
      expect(gzip.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    // Every form shares one ETag: it names the content, Vary tells caches the form differs.
    expect(new Set([plain, br, refused].map((r) => r.headers.etag)).size).toBe(1);
  });

  it('send a small answer as it is, whatever the client accepts', async () => {
    const res = await get('/api/public/sliders?position=footer', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('answer a failure as usual and keep nothing of it', async () => {
    const missing = await get('/api/public/services/khong-co-dich-vu-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SERVICE_NOT_FOUND');
    expect(missing.headers.etag).toBeUndefined();
    await createService(t.db, { name: 'Khong co', slug: 'khong-co-dich-vu-nay' });
    expect((await get('/api/public/services/khong-co-dich-vu-nay')).statusCode).toBe(200);
  });

  it('show a write at once: the next read has the change and a new ETag', async () => {
    const { url, serviceId } = await compressibleServicesList(t.db);
    const before = await get(url, { 'accept-encoding': 'br' });
    await t.db
      .updateTable('services')
      .set({ name: 'Uốn tóc Hàn Quốc' })
      .where('id', '=', serviceId)
      .execute();
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(names(after)).toContain('Uốn tóc Hàn Quốc');
    const afterBr = await get(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(afterBr.rawPayload).toString('utf8')).toBe(after.body);
  });
});

describe('kept public answers on several servers sharing one database', () => {
  it('give the same ETag on every server, so a 304 holds across them', async () => {
    const { url } = await compressibleServicesList(t.db);
    const here = await get(url);
    const there = await get(url, { 'if-none-match': String(here.headers.etag) }, other.app);
    expect(there.statusCode).toBe(304);
  });

  // "Next read" on SQLite; on PostgreSQL once the data-change notice has arrived.
  it('show a write made through another server on the next read', async () => {
    const { url, serviceId } = await compressibleServicesList(t.db);
    // Both servers have the list.
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, {}, other.app)).headers.etag).toBe(etag);

    await other.db
      .updateTable('services')
      .set({ name: 'Nhuộm tóc thời trang' })
      .where('id', '=', serviceId)
      .execute();
    const here = await readOtherInstanceWrite(
      t.engine,
      () => get(url, { 'if-none-match': etag }),
      (res) => res.statusCode === 200,
    );
    expect(here.statusCode).toBe(200);
    expect(names(here)).toContain('Nhuộm tóc thời trang');

    await t.db
      .updateTable('services')
      .set({ name: 'Nhuộm tóc phủ bạc' })
      .where('id', '=', serviceId)
      .execute();
    const there = await readOtherInstanceWrite(
      t.engine,
      () => get(url, {}, other.app),
      (res) => names(res).includes('Nhuộm tóc phủ bạc'),
    );
    expect(names(there)).toContain('Nhuộm tóc phủ bạc');
  });

  it('show a branch added through another server on the next read', async () => {
    const before = await get('/api/public/branches');
    const branch = await createBranch(other.db, { name: 'Chi nhánh Hoa Mai' });
    const branches = await readOtherInstanceWrite(
      t.engine,
      () => get('/api/public/branches', { 'if-none-match': String(before.headers.etag) }),
      (res) => res.statusCode === 200,
    );
    expect(branches.statusCode).toBe(200);
    expect(branches.json<{ data: { id: number }[] }>().data.map((b) => b.id)).toContain(branch.id);
  });
});
