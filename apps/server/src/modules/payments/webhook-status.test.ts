import type { WebhookStatus } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECRET = 'webhook-status-test-secret-42';
const PATH = '/api/admin/payments/webhook-status';

describe('webhook status without a secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ paymentWebhookSecret: undefined, publicUrl: undefined });
  });
  afterAll(() => t.close());

  it('only admins read it: guest 401; customer, staff and manager 403', async () => {
    expect((await injectAs(t, null, 'GET', PATH)).statusCode).toBe(401);
    for (const role of ['customer', 'staff', 'manager'] as const) {
      const who = await signIn(t, role);
      const res = await injectAs(t, who.cookie, 'GET', PATH);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('says it is not set up, the variable to set and the address guessed from the request', async () => {
    const admin = await signIn(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: PATH,
      headers: { cookie: admin.cookie, host: 'salon.example.vn' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: WebhookStatus }>().data;
    expect(data).toEqual({
      configured: false,
      secret_variable: 'PAYMENT_WEBHOOK_SECRET',
      webhook_url: 'http://salon.example.vn/api/payments/webhook',
      public_url_set: false,
      last_transfer_at: null,
      transfers_received: 0,
    });
  });
});

describe('webhook status with a secret', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({
      paymentWebhookSecret: SECRET,
      publicUrl: 'https://toc.example.vn',
    });
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('says it is set up, never shows the secret, and counts the transfers that arrived', async () => {
    let res = await injectAs(t, admin.cookie, 'GET', PATH);
    let data = res.json<{ data: WebhookStatus }>().data;
    expect(data.configured).toBe(true);
    expect(data.webhook_url).toBe('https://toc.example.vn/api/payments/webhook');
    expect(data.public_url_set).toBe(true);
    expect(data.transfers_received).toBe(0);
    expect(data.last_transfer_at).toBeNull();
    expect(res.body).not.toContain(SECRET);

    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: `Apikey ${SECRET}` },
      payload: {
        id: 777001,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-21 10:00:00',
        accountNumber: '',
        content: 'chuyen tien',
        transferType: 'in',
        transferAmount: 50_000,
        referenceCode: 'FT777001',
        description: 'chuyen tien',
      },
    });
    expect(hook.statusCode, hook.body).toBe(200);

    res = await injectAs(t, admin.cookie, 'GET', PATH);
    data = res.json<{ data: WebhookStatus }>().data;
    expect(data.transfers_received).toBe(1);
    expect(Date.parse(data.last_transfer_at ?? '')).not.toBeNaN();
    expect(res.body).not.toContain(SECRET);
  });
});
