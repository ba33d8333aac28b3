import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactForm } from '../../test/content-factories.js';
import { uniqueEmail, uniquePhone } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let twin: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  twin = (await t.twin()).app;
});
afterAll(() => t.close());

interface Send {
  ip: string;
  app?: FastifyInstance;
  cookie?: string;
}

function contact(form: Record<string, unknown>, { ip, app = t.app, cookie }: Send) {
  return app.inject({
    method: 'POST',
    url: '/api/public/contact',
    payload: form,
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function support(fields: Record<string, unknown>, { ip, app = t.app, cookie }: Send) {
  return app.inject({
    method: 'POST',
    url: '/api/public/support',
    payload: {
      type: 'other',
      subject: 'Câu hỏi về dịch vụ',
      message: 'Cho tôi hỏi salon có làm tóc cho trẻ em không?',
      name: 'Khách Hỏi',
      ...fields,
    },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** A customer of their own: a phone and an e-mail nobody else uses. */
const someone = () => ({ phone: uniquePhone(), email: uniqueEmail('khach') });

async function storedWith(column: 'phone' | 'email', value: string): Promise<number> {
  const row = await t.db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(res: Awaited<ReturnType<typeof contact>>) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(L.windowMs / 1000);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'TOO_MANY_REQUESTS',
    message: M.tooManyRequests(wait),
  });
}

describe('contact and help forms: per customer, loosely per address (B27)', () => {
  it('six different customers behind one address can all send, on both forms', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) {
      const res = await contact(validContactForm(someone()), { ip });
      expect(res.statusCode, `customer ${i + 1}: ${res.body}`).toBe(201);
    }
    for (let i = 0; i < 6; i += 1) {
      const res = await support(someone(), { ip });
      expect(res.statusCode, `support ${i + 1}: ${res.body}`).toBe(201);
    }
  });

  it(`one phone sends ${L.perPhone} in 15 minutes; the next is refused, from any address or e-mail`, async () => {
    const phone = uniquePhone();
    for (let i = 0; i < L.perPhone; i += 1) {
      const res = await contact(validContactForm({ phone, email: uniqueEmail() }), {
        ip: uniqueIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The same phone written another way is the same phone.
    const international = `+84 ${phone.slice(1, 4)} ${phone.slice(4)}`;
    expectRefused(
      await contact(validContactForm({ phone: international, email: uniqueEmail() }), {
        ip: uniqueIp(),
      }),
    );
    // The help centre's form shares the allowance.
    expectRefused(await support({ phone, email: uniqueEmail() }, { ip: uniqueIp() }));
    expect(await storedWith('phone', phone)).toBe(L.perPhone);
  });

  it(`one e-mail sends ${L.perEmail} in 15 minutes; the next is refused, whatever its capitals`, async () => {
    const email = uniqueEmail('hoa');
    for (let i = 0; i < L.perEmail; i += 1) {
      const form = i % 2 === 0 ? validContactForm({ phone: uniquePhone(), email }) : null;
      const res = form
        ? await contact(form, { ip: uniqueIp() })
        : await support({ phone: uniquePhone(), email }, { ip: uniqueIp() });
      expect(res.statusCode, res.body).toBe(201);
    }
    expectRefused(
      await contact(validContactForm({ phone: uniquePhone(), email: email.toUpperCase() }), {
        ip: uniqueIp(),
      }),
    );
    expect(await storedWith('email', email)).toBe(L.perEmail);
  });

  it("a signed-in customer's support questions count against the account's phone", async () => {
    const customer = await signIn(t);
    const phone = `0${customer.user.phone!.slice(3)}`;
    for (let i = 0; i < L.perPhone; i += 1) {
      const res = await contact(validContactForm({ phone, email: uniqueEmail() }), {
        ip: uniqueIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expectRefused(await support({}, { ip: uniqueIp(), cookie: customer.cookie }));
  });

  it(`one address is still limited, loosely: ${L.perAddress} messages in 15 minutes`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < L.perAddress; i += 1) {
      const res =
        i % 2 === 0
          ? await contact(validContactForm(someone()), { ip })
          : await support(someone(), { ip });
      expect(res.statusCode, `message ${i + 1}: ${res.body}`).toBe(201);
    }
    const { phone } = someone();
    expectRefused(await contact(validContactForm({ phone, email: uniqueEmail() }), { ip }));
    expect(await storedWith('phone', phone)).toBe(0);
    // Another address is not touched.
    expect((await contact(validContactForm(someone()), { ip: uniqueIp() })).statusCode).toBe(201);
  });

  it('a refused message counts nothing: its customer may still send elsewhere', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < L.perAddress; i += 1) {
      expect((await contact(validContactForm(someone()), { ip })).statusCode).toBe(201);
    }
    const phone = uniquePhone();
    for (let i = 0; i < L.perPhone + 2; i += 1) {
      expect(
        (await contact(validContactForm({ phone, email: uniqueEmail() }), { ip })).statusCode,
      ).toBe(429);
    }
    for (let i = 0; i < L.perPhone; i += 1) {
      const res = await contact(validContactForm({ phone, email: uniqueEmail() }), {
        ip: uniqueIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('contact limits across instances', () => {
  it('two instances give one phone no more messages than one', async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < L.perPhone + 2; i += 1) {
      const res = await contact(validContactForm({ phone, email: uniqueEmail() }), {
        ip: uniqueIp(),
        app: i % 2 === 0 ? t.app : twin,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(L.perPhone).fill(201), 429, 429]);
  });

  it('two instances give one e-mail no more messages than one', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < L.perEmail + 2; i += 1) {
      const res = await support(
        { phone: uniquePhone(), email },
        { ip: uniqueIp(), app: i % 2 === 0 ? twin : t.app },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(L.perEmail).fill(201), 429, 429]);
  });

  it('two instances give one address no more messages than one', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < L.perAddress + 2; i += 1) {
      const res = await contact(validContactForm(someone()), {
        ip,
        app: i % 2 === 0 ? t.app : twin,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(L.perAddress).fill(201), 429, 429]);
  });
});
