import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMON_MESSAGES } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><title>Salon Tóc Việt</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';
const APP_JS = 'console.log("xin chào");';

let tmp: string;
const BUILT_COPY = `${APP_JS}\n// compressed at build time`;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'salon-web-test-'));
  const webDist = path.join(tmp, 'web');
  dataDir = path.join(tmp, 'data');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), APP_JS);
  // The build's compressed copies (apps/web/scripts/precompress.mjs); marked, so a test can tell
  // them from a copy compressed on the fly.
  writeFileSync(path.join(webDist, 'assets', 'app-abc.js.br'), brotliCompressSync(BUILT_COPY));
  writeFileSync(path.join(webDist, 'assets', 'app-abc.js.gz'), gzipSync(BUILT_COPY));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  app = await buildApp({ config, database, webDist });
  await app.ready();

  mkdirSync(path.join(dataDir, 'uploads', 'x'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'x', 'y.txt'), 'ảnh mẫu');
});

afterAll(async () => {
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('single-page app', () => {
  it.each([
    '/',
    '/dich-vu',
    '/dich-vu/cat-toc-nam',
    '/admin/suppliers',
    '/some/unknown/path',
    '/tim-kiem?q=c%E1%BA%AFt',
    '/tim-kiem?q=a.b',
  ])('serves index.html at %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The built page, with the page's own head tags in place of the file's title.
    expect(res.body).toMatch(/^<!doctype html><html lang="vi"><head> {4}<title>[^<]+<\/title>/);
    expect(res.body).toContain('<meta property="og:locale" content="vi_VN" />');
    // Without the server bundle, the browser draws every page in the empty root element.
    expect(res.body).toMatch(
      /<\/head><body><div id="root"><\/div><script type="module" src="\/assets\/app-abc.js"><\/script><\/body><\/html>$/,
    );
  });

  it.each(['/humans.txt', '/assets/missing-abc123.js', '/images/logo.png', '/dich-vu/anh.webp'])(
    'answers a missing file at %s with 404, not the page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('answers HEAD on a page path too', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/dich-vu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the security headers with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/suppliers' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not answer a POST to a page path with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/dich-vu' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });
});

describe('pages', () => {
  it('are sent compressed to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dich-vu',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('built files', () => {
  it('serves a hashed asset with a long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(APP_JS);
    const cache = String(res.headers['cache-control']);
    expect(cache).toContain('immutable');
    expect(cache).toContain('max-age=31536000');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the built compressed copy to a browser accepting %s',
    async (accept, encoding, unpack) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-abc.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(unpack(res.rawPayload).toString()).toBe(BUILT_COPY);
    },
  );

  it('sends a built file only the security headers a file needs; pages keep them all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-frame-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/dich-vu' });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // A picture a browser can open as a document keeps them too.
    const svg = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it('serves an unhashed file with a one-hour cache, not immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve files outside the web folder', async () => {
    const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
    for (const url of [
      '/../data/session-secret',
      '/..%2fdata%2fsession-secret',
      '/%2e%2e/data/session-secret',
      '/assets/..%2f..%2fdata%2fsession-secret',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('API paths', () => {
  it.each(['/api/nope', '/api', '/api/public/khong-co'])(
    'answers %s with a JSON 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: COMMON_MESSAGES.routeNotFound,
      });
    },
  );

  it('still answers the real API next to the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.json()).toEqual({ success: true, data: 'pong' });
  });
});

describe('uploaded files', () => {
  it('serves a file under DATA_DIR/uploads at /api/storage/', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/storage/x/y.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ảnh mẫu');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('answers a missing upload with a JSON 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/storage/x/khong-co.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('does not serve files outside the uploads folder', async () => {
    const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
    for (const url of [
      '/api/storage/../session-secret',
      '/api/storage/..%2fsession-secret',
      '/api/storage/%2e%2e/session-secret',
      '/api/storage/x/..%2f..%2fsession-secret',
      '/api/storage/..%2fsalon.db',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain(secret);
    }
  });
});
