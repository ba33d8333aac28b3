import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressibleServicesList } from '../../test/kept-lists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The door in front of the app, over real HTTP (it sits on the server, not in `inject`).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that must be the same whoever answers (not the date or the connection's). */
function sameEverywhere(headers: http.IncomingHttpHeaders) {
  const rest = { ...headers };
  for (const name of ['date', 'connection', 'keep-alive']) delete rest[name];
  return rest;
}

const door = () => t.app.keptAnswersDoor;

describe('kept answers sent before the framework', () => {
  it.each([
    ['plain', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])('send a visitor the app’s very bytes and headers again (%s)', async (_name, headers) => {
    const { url } = await compressibleServicesList(t.db);
    const fromApp = await request(url, headers);
    // The compressed form is made off the main thread after the first answer.
    await request(url, headers);
    const before = door().served;
    const fromDoor = await request(url, headers);
    expect(door().served).toBe(before + 1);
    expect(fromDoor.status).toBe(200);
    expect(sameEverywhere(fromDoor.headers)).toEqual(sameEverywhere(fromApp.headers));
    expect(fromDoor.body.equals(fromApp.body)).toBe(true);
  });

  it('answer a matching If-None-Match with the app’s 304', async () => {
    const { url } = await compressibleServicesList(t.db);
    const first = await request(url);
    const etag = String(first.headers.etag);
    const fromApp = await request(`${url}&x=1`, { 'if-none-match': etag });
    await request(`${url}&x=1`);
    const before = door().served;
    const fromDoor = await request(`${url}&x=1`, { 'if-none-match': `W/${etag}` });
    expect(door().served).toBe(before + 1);
    expect(fromApp.status).toBe(304);
    expect(fromDoor.status).toBe(304);
    expect(fromDoor.body.length).toBe(0);
    expect(sameEverywhere(fromDoor.headers)).toEqual(sameEverywhere(fromApp.headers));
  });

  it('leave it to the app once data changed, and show the change', async () => {
    const { url, serviceId } = await compressibleServicesList(t.db);
    await request(url);
    await t.db
      .updateTable('services')
      .set({ name: 'Uốn tóc Hàn Quốc' })
      .where('id', '=', serviceId)
      .execute();
    const before = door().served;
    const after = await request(url);
    expect(door().served).toBe(before);
    expect(after.body.toString('utf8')).toContain('Uốn tóc Hàn Quốc');
  });

  it('leave a signed-in user’s request, a HEAD and an unknown address to the app', async () => {
    const { url } = await compressibleServicesList(t.db);
    await request(url);
    const before = door().served;
    const signedIn = await request(url, { cookie: 'theme=dark; salon_sid=abc' });
    const head = await request(url, {}, 'HEAD');
    const unknown = await request(`${url}&page=1`);
    expect([signedIn.status, head.status, unknown.status]).toEqual([200, 200, 200]);
    expect(door().served).toBe(before);
  });

  it('remember at most 1 000 addresses: junk query strings push out the oldest', async () => {
    const { url } = await compressibleServicesList(t.db);
    await request(url);
    for (let i = 0; i < 1000; i++) await request(`${url}&junk=${i}`);
    const before = door().served;
    await request(url);
    expect(door().served).toBe(before);
    await request(`${url}&junk=999`);
    expect(door().served).toBe(before + 1);
  });
});

describe('with the access log sampling requests', () => {
  it('there is no door: every request reaches the app and its log', async () => {
    const sampled = await createTestApp({ accessLogSample: 0.5 });
    try {
      await sampled.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (sampled.app.server.address() as AddressInfo).port;
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`http://127.0.0.1:${port}/api/public/settings`)).status).toBe(200);
      }
      expect(sampled.app.keptAnswersDoor.served).toBe(0);
    } finally {
      await sampled.close();
    }
  });
});
