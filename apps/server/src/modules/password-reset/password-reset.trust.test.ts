import { PASSWORD_RESET_MESSAGES as M, PASSWORD_RESET_RULES as R } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMailbox, mailboxOf } from '../../test/delivered-messages.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { lastResetCode, uniqueIp, wrongCode } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let twin: FastifyInstance;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
  twin = (await t.twin()).app;
});
afterAll(async () => t.close());

const step = (app: FastifyInstance, name: 'request' | 'verify', payload: object, ip: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/password-reset/${name}`,
    payload,
    remoteAddress: ip,
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('password reset tells nobody whether an account exists', () => {
  it('wrong codes give the same answers for a known and an unknown identifier, across instances', async () => {
    const { user } = await createUser(t.db);
    const answers: Record<string, string[]> = {};
    for (const identifier of [user.email!, uniqueEmail('khong-co')]) {
      const ip = uniqueIp();
      expect((await step(t.app, 'request', { identifier }, ip)).statusCode).toBe(200);
      const code = identifier === user.email ? await lastResetCode(t, identifier) : '123456';
      await settle();
      answers[identifier] = [];
      for (let i = 0; i <= R.maxAttempts; i += 1) {
        // Alternate instances: the count is one, wherever the guess lands.
        const app = i % 2 === 0 ? t.app : twin;
        const res = await step(app, 'verify', { identifier, code: wrongCode(code) }, ip);
        answers[identifier].push(`${res.statusCode} ${res.json<{ code: string }>().code}`);
      }
    }
    const [known, unknown] = Object.values(answers);
    expect(known).toEqual(unknown);
    expect(known!.at(-1)).toBe('400 RESET_CODE_LOCKED');
  });

  it('an identifier gets no more codes from two instances than from one', async () => {
    const identifier = uniqueEmail('hai-may');
    const statuses: number[] = [];
    for (let i = 0; i < R.requestsPerIdentifierPerHour + 2; i += 1) {
      const res = await step(i % 2 === 0 ? t.app : twin, 'request', { identifier }, uniqueIp());
      statuses.push(res.statusCode);
    }
    // The 60-second gap already refuses the second request, on the other instance too.
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((status) => status === 429)).toBe(true);
  });

  it('when e-mail cannot be delivered for anyone, every request is told so alike', async () => {
    const mailbox = mailboxOf(t);
    mailbox.smtp.failing = true;
    try {
      // Three deliveries fail: the channel is down for everyone.
      for (let i = 0; i < 3; i += 1) {
        const { user } = await createUser(t.db);
        await step(t.app, 'request', { identifier: user.email }, uniqueIp());
        await settle();
        await mailbox.deliver();
      }
      const { user } = await createUser(t.db);
      const known = await step(t.app, 'request', { identifier: user.email }, uniqueIp());
      const unknown = await step(t.app, 'request', { identifier: uniqueEmail('x') }, uniqueIp());
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ message: M.sendFailed });
      }
    } finally {
      mailbox.smtp.failing = false;
    }
  });

  it('without any e-mail or SMS transport, no code can arrive: the page says sending failed', async () => {
    const bare = await createTestApp();
    try {
      const { user } = await createUser(bare.db);
      for (const identifier of [user.email, user.phone, uniqueEmail('y')]) {
        const res = await step(bare.app, 'request', { identifier }, uniqueIp());
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'RESET_SEND_FAILED', message: M.sendFailed });
      }
    } finally {
      await bare.close();
    }
  });
});
