import { AUTH_MESSAGES, COMMON_MESSAGES } from '@salon/shared';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Compressed request bodies, through the real app.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = { identifier: 'khong-co-ai@example.com', password: 'Sai-mat-khau-1' };

describe('a request body sent compressed', () => {
  it('is read when gzip: a wrong login is answered as one, not as a bad body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(login)),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('is refused with 415 in an encoding the server does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
      payload: JSON.stringify(login),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(COMMON_MESSAGES.invalidInput);
  });

  it('does not matter on a GET, which has no body', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      headers: { 'content-encoding': 'x-unknown' },
    });
    expect(res.statusCode).toBe(200);
  });
});
