import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /api/ping with pong', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: 'pong' });
  });

  it('reports the server, the database and its engine at /api/health', async () => {
    const expectedEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    expect(t.engine).toBe(expectedEngine);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', engine: expectedEngine },
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the API paths tests and tools rely on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/customer/register']?.post).toBeDefined();
    expect(doc.paths['/api/auth/customer/login']?.post).toBeDefined();
    expect(doc.paths['/api/auth/admin/login']?.post).toBeDefined();
    expect(doc.paths['/api/auth/logout']?.post).toBeDefined();
    expect(doc.paths['/api/auth/me']?.get).toBeDefined();
    expect(doc.paths['/api/public/settings']?.get).toBeDefined();
    expect(doc.paths['/api/public/branches']?.get).toBeDefined();
    expect(doc.paths['/api/health']?.get).toBeDefined();
  });

  it('describes the register body from the shared zod schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema =
      doc.paths['/api/auth/customer/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['name', 'phone', 'email', 'password', 'terms_accepted']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'phone', 'email']));
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
