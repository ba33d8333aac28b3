import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from './test-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><title>Salon</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';

/**
 * A server bundle with the web app's interface (apps/web/src/entry-server.tsx) drawing a service
 * list and a service page from the real API, each drawing numbered, so a test can tell a kept
 * page from a new drawing. `?loi` draws a page with a failed part; `?cho=<ms>` takes that long to
 * draw, and every page tells how many drawings were under way when it began (`data-active`).
 */
const SERVER_BUNDLE = `
import { Readable } from 'node:stream';
let transport;
let drawings = 0;
let active = 0;
export function setApiTransport(next) { transport = next; }
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage({ url, frame, onError }) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/dich-vu-cu') return { kind: 'redirect', status: 301, location: '/dich-vu' };
  const item = /^\\/dich-vu\\/([^/]+)$/.exec(pathname);
  if (!item && pathname !== '/dich-vu') return null;
  drawings += 1;
  active += 1;
  const began = active;
  if (searchParams.has('cho')) await new Promise((done) => setTimeout(done, Number(searchParams.get('cho'))));
  active -= 1;
  const res = await transport(
    item ? '/api/public/services/' + item[1] : '/api/public/services?per_page=50',
    { method: 'GET' },
  );
  const data = await res.json();
  const text = !res.ok ? 'Không tìm thấy' : item ? data.data.name : data.data.data.map((s) => s.name).join(', ');
  if (searchParams.has('loi')) onError(new Error('một phần trang lỗi'));
  const html = frame.head + frame.bodyOpen + '<main data-drawing="' + drawings + '" data-active="' + began + '">' + escape(text) +
    ' ' + 'Gội, sấy, tạo kiểu tóc theo khuôn mặt. '.repeat(40) + '</main>' + frame.bodyClose;
  return { kind: 'page', status: res.status === 404 ? 404 : 200, body: Readable.from([html]) };
}
`;

export interface BuiltWebApp {
  /** The `webDist` to build the app with; the server bundle is beside it, as the build puts it. */
  webDist: string;
  remove(): void;
}

/**
 * A built web app in a temporary folder, with a server bundle, for tests of the pages the server
 * draws. Each one is a module of its own: a bundle fetches through the app that loaded it last.
 */
export function writeWebApp(): BuiltWebApp {
  const folder = mkdtempSync(path.join(tmpdir(), 'salon-web-app-'));
  const webDist = path.join(folder, 'dist');
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  mkdirSync(path.join(folder, 'dist-server'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(folder, 'dist-server', 'entry-server.js'), SERVER_BUNDLE);
  return { webDist, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Which drawing a page comes from. */
export function drawing(res: LightMyRequestResponse): number {
  const match = /data-drawing="(\d+)"/.exec(res.body);
  expect(match, res.body).not.toBeNull();
  return Number(match?.[1]);
}

/**
 * A test app serving a stand-in web build, made before the tests of the calling scope and closed
 * after them; the returned function gives it to the tests. Kept pages last until the minute ends:
 * the clock stands still inside one for each test, unless the test moves it.
 */
export function drawnPagesApp(overrides: Partial<Config>): () => TestApp {
  let app: TestApp | undefined;
  let web: BuiltWebApp | undefined;
  beforeAll(async () => {
    web = writeWebApp();
    app = await createTestApp(overrides, { webDist: web.webDist });
  });
  afterAll(async () => {
    await app?.close();
    web?.remove();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    if (!app) throw new Error('The drawn-pages app is made before the tests.');
    return app;
  };
}
