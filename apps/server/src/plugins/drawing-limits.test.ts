import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  DRAWING_WAIT_MS,
  DRAWINGS_AT_ONCE,
  DRAWINGS_PER_MINUTE,
  DRAWINGS_WAITING,
} from '../lib/reply-cache/drawing-limits.js';
import { drawing, drawnPagesApp } from '../test/server-bundle.js';

const BASE = 'https://salon.example';
const VISITOR = '203.0.113.7';
const testApp = drawnPagesApp({ publicUrl: BASE });

const get = (url: string, ip: string) =>
  testApp().app.inject({ method: 'GET', url, remoteAddress: ip });
const madeUp = (ip: string) => get(`/dich-vu?x=${Math.random()}`, ip);
const drawn = (res: LightMyRequestResponse) => res.body.includes('data-drawing=');

/** The page the browser draws itself: the built index.html with the page's head tags. */
function expectPlainPage(res: LightMyRequestResponse, pathname: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).toContain(`${BASE}${pathname}`);
  expect(drawn(res)).toBe(false);
}

describe('pages drawn for a visitor that are not kept', () => {
  it('past the budget, come as the plain page; kept pages and other visitors are not limited', async () => {
    const kept = await get('/dich-vu', VISITOR);
    for (let i = 1; i < DRAWINGS_PER_MINUTE; i++) expect(drawn(await madeUp(VISITOR))).toBe(true);

    expectPlainPage(await madeUp(VISITOR), '/dich-vu');
    // A missing item is drawn as a 404 only within the budget too.
    expectPlainPage(
      await get('/dich-vu/khong-co-dich-vu-nay', VISITOR),
      '/dich-vu/khong-co-dich-vu-nay',
    );
    // Through an IPv6 socket, the same visitor.
    expect(drawn(await madeUp(`::ffff:${VISITOR}`))).toBe(false);

    expect(drawing(await get('/dich-vu', VISITOR))).toBe(drawing(kept));
    expect(drawn(await madeUp('198.51.100.9'))).toBe(true);
    const api = await get('/api/khong-co', VISITOR);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    // The budget comes back evenly over the minute.
    vi.setSystemTime(Date.now() + 60_000 / DRAWINGS_PER_MINUTE);
    expect(drawn(await madeUp(VISITOR))).toBe(true);
    expect(drawn(await madeUp(VISITOR))).toBe(false);
  });

  it('are not counted for this machine’s own address: a reverse proxy not trusted, the checks', async () => {
    for (let i = 0; i <= DRAWINGS_PER_MINUTE * 2; i++) {
      expect(drawn(await madeUp(i % 2 ? '127.0.0.1' : '::1'))).toBe(true);
    }
  });

  it('are counted per IPv6 /64 network, a customer’s own', async () => {
    for (let i = 0; i < DRAWINGS_PER_MINUTE; i++) {
      expect(drawn(await madeUp(`2001:db8:1:2::${i.toString(16)}`))).toBe(true);
    }
    expect(drawn(await madeUp('2001:db8:1:2:ffff::1'))).toBe(false);
    expect(drawn(await madeUp('2001:db8:1:3::1'))).toBe(true);
  });

  it(`are drawn at most ${DRAWINGS_AT_ONCE} at once; a few more wait, the rest get the plain page`, async () => {
    const beyond = 5;
    const count = DRAWINGS_AT_ONCE + DRAWINGS_WAITING + beyond;
    // Each drawing takes a quarter of the longest wait: the waiting ones get a place in time.
    const slow = DRAWING_WAIT_MS / 4;
    const replies = await Promise.all(
      Array.from({ length: count }, (_, i) => get(`/dich-vu?cho=${slow}&x=${i}`, `10.0.${i}.1`)),
    );
    const drawnReplies = replies.filter(drawn);
    const active = drawnReplies.map((res) => Number(/data-active="(\d+)"/.exec(res.body)?.[1]));
    expect(Math.max(...active)).toBe(DRAWINGS_AT_ONCE);
    expect(drawnReplies.length).toBeGreaterThan(DRAWINGS_AT_ONCE);
    const plain = replies.filter((res) => !drawn(res));
    expect(plain.length).toBeGreaterThanOrEqual(beyond);
    for (const res of plain) expectPlainPage(res, '/dich-vu');
  });
});
