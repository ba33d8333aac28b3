import type { Readable } from 'node:stream';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingSetup, guestBooking, salonDateIn } from './test/booking-factories.js';
import { validContactForm } from './test/content-factories.js';
import {
  createService,
  createUser,
  uniqueMarker,
  uniquePhone,
  type CreatedUser,
} from './test/factories.js';
import { uniqueIp } from './test/password-reset-factories.js';
import { logIn } from './test/sessions.js';
import { createShopSetup, orderBody } from './test/shop-factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { multipartBody } from './test/uploads.js';

/**
 * The OpenAPI document at /api/docs tells the truth: every status an operation answers is among
 * its documented `responses`. Each operation of the document (whatever routes exist when this
 * runs) is probed the ways a client can get it wrong — no session, a customer, staff, an admin,
 * a user who must change their password, a row that does not exist, ids and queries that are
 * not ids or values, no body, an empty, malformed, wrongly typed or non-JSON body, a form, a
 * request from another site — and every answer's status must be documented. None of these is
 * a reason for a 500. Creating requests that succeed must answer the 2xx they document.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const BODY_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Operation {
  method: Method;
  /** As the document writes it: `/api/admin/sliders/{id}`. */
  path: string;
  op: OpenAPIV3.OperationObject;
}

interface Probe {
  name: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

interface Answer {
  status: number;
  code: string | undefined;
}

type Who = 'guest' | 'customer' | 'staff' | 'admin';

let t: TestApp;
let operations: Operation[];
const accounts = new Map<Who | 'mustChange', { created: CreatedUser; cookie: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as OpenAPIV3.Document;
  operations = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
      if (op) operations.push({ method, path, op });
    }
  }
  for (const who of ['customer', 'staff', 'admin'] as const) {
    const created = await createUser(t.db, { role: who });
    accounts.set(who, { created, cookie: await logIn(t, created) });
  }
  const mustChange = await createUser(t.db, { role: 'customer', must_change_password: true });
  accounts.set('mustChange', { created: mustChange, cookie: await logIn(t, mustChange) });
});

afterAll(async () => {
  await t?.close();
});

/** The cookie of a signed-in account, signing in again when a probe (a logout) ended it. */
async function cookieOf(who: Who | 'mustChange'): Promise<Record<string, string>> {
  const account = accounts.get(who);
  if (!account) return {};
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: account.cookie },
  });
  if (me.json<{ data: unknown }>().data === null) {
    account.cookie = await logIn(t, account.created);
  }
  return { cookie: account.cookie };
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends one request; a live stream (Server-Sent Events) is read as far as its status. */
async function send(method: Method, probe: Probe): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: probe.url,
    headers: probe.headers ?? {},
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    ...(probe.remoteAddress ? { remoteAddress: probe.remoteAddress } : {}),
    payloadAsStream: true,
  });
  const stream = res.stream();
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode, code: undefined };
  }
  const body = await readAll(stream);
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code };
}

function parametersOf(op: OpenAPIV3.OperationObject, where: 'path' | 'query'): string[] {
  return (op.parameters ?? [])
    .map((parameter) => parameter as OpenAPIV3.ParameterObject)
    .filter((parameter) => parameter.in === where)
    .map((parameter) => parameter.name);
}

function bodyFields(op: OpenAPIV3.OperationObject): string[] {
  const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  return Object.keys(schema?.properties ?? {});
}

function urlOf(path: string, id: string, query: Record<string, string> = {}): string {
  const filled = path.replace(/\{[^}]+\}/g, id);
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(value),
});

/** The ways one person can get an operation wrong (or right). */
async function probesOf({ method, path, op }: Operation): Promise<Probe[]> {
  const missing = '999999';
  const url = urlOf(path, missing);
  const probes: Probe[] = [{ name: 'plain', url }];
  if (parametersOf(op, 'path').length > 0) {
    probes.push({ name: 'id not a number', url: urlOf(path, 'x1') });
    probes.push({ name: 'id out of range', url: urlOf(path, '99999999999') });
  }
  const query = parametersOf(op, 'query');
  if (query.length > 0) {
    const each = (value: string) => Object.fromEntries(query.map((name) => [name, value]));
    probes.push({ name: 'query not values', url: urlOf(path, missing, each('zz')) });
    probes.push({ name: 'query out of range', url: urlOf(path, missing, each('99999999999')) });
    const ids = query.filter((name) => /(^|_)id$/.test(name));
    if (ids.length > 0) {
      const rows = (id: string) => Object.fromEntries(ids.map((name) => [name, id]));
      probes.push({ name: 'query ids of missing rows', url: urlOf(path, missing, rows(missing)) });
      probes.push({
        name: 'query ids out of range',
        url: urlOf(path, missing, rows('99999999999')),
      });
    }
  }
  if (BODY_METHODS.has(method)) {
    const fields = bodyFields(op);
    const form = await multipartBody([{ name: 'x', value: 'y' }]);
    probes.push(
      { name: 'empty JSON', url, ...json({}) },
      {
        name: 'JSON fields of the wrong type',
        url,
        ...json(Object.fromEntries(fields.map((f) => [f, 'zz']))),
      },
      { name: 'JSON array', url, ...json([]) },
      {
        name: 'malformed JSON',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
      {
        name: 'empty JSON text',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      { name: 'JSON too deep', url, ...json(JSON.parse('['.repeat(40) + ']'.repeat(40))) },
      { name: 'text body', url, headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { name: 'form', url, ...form },
    );
  }
  return probes;
}

function documented(op: OpenAPIV3.OperationObject, status: number): boolean {
  const responses = op.responses;
  return String(status) in responses || `${String(status).charAt(0)}XX` in responses;
}

/**
 * Requests that succeed, by operation (as the document writes its path): the routes that
 * create something, whose success is a 201 the document must say.
 */
const SUCCEEDING: Record<
  string,
  { who: Who; request: () => Promise<Omit<Probe, 'name' | 'url'>> }
> = {
  'POST /api/admin/suppliers/': {
    who: 'admin',
    request: async () => json({ name: `Công ty ${uniqueMarker('saomai')}` }),
  },
  'POST /api/admin/categories/': {
    who: 'admin',
    request: async () => json({ name: `Danh mục ${uniqueMarker('thu')}`, type: 'product' }),
  },
  'POST /api/admin/products/': {
    who: 'admin',
    request: async () =>
      json({
        name: `Sáp vuốt tóc ${uniqueMarker('thu')}`,
        sku: uniqueMarker('SKU').toUpperCase(),
        price: 250_000,
        stock_quantity: 20,
        min_stock_level: 5,
      }),
  },
  'POST /api/admin/services/': {
    who: 'admin',
    request: async () =>
      json({ name: `Gội đầu ${uniqueMarker('thu')}`, price: 150_000, duration_minutes: 45 }),
  },
  'POST /api/admin/branches/': {
    who: 'admin',
    request: async () =>
      json({
        name: `Salon ${uniqueMarker('thu')}`,
        address: '12 Quốc Hương, phường An Khánh, TP. Hồ Chí Minh',
        phone: '028 3744 1234',
      }),
  },
  'POST /api/admin/holidays': {
    who: 'admin',
    request: async () => json({ branch_id: null, date: salonDateIn(40), name: 'Nghỉ sửa salon' }),
  },
  'POST /api/admin/appointments/': {
    who: 'admin',
    request: async () => {
      const setup = await createBookingSetup(t.db);
      const { customer_info, ...booking } = guestBooking(setup, {
        appointment_date: salonDateIn(3),
      });
      return json({ ...booking, customer_info: { ...customer_info, email: '' } });
    },
  },
  'POST /api/reviews': {
    who: 'guest',
    request: async () => {
      const service = await createService(t.db);
      const fields = {
        reviewable_type: 'service',
        reviewable_id: String(service.id),
        rating: '5',
        title: 'Cắt đẹp, đúng hẹn',
        content: 'Stylist tư vấn kỹ, kiểu tóc hợp khuôn mặt.',
        guest_name: 'Lê Thị Hoa',
        guest_email: 'hoa.le@example.com',
      };
      const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
      return { ...(await multipartBody(parts)), remoteAddress: uniqueIp() };
    },
  },
  'POST /api/questions': {
    who: 'guest',
    request: async () => {
      const service = await createService(t.db);
      return {
        ...json({
          item_type: 'service',
          item_id: service.id,
          question: 'Tóc yếu có uốn được không?',
          guest_name: 'Vũ Hà',
          guest_email: 'vu.ha@example.com',
        }),
        remoteAddress: uniqueIp(),
      };
    },
  },
  'POST /api/public/contact': {
    who: 'guest',
    request: async () => ({ ...json(validContactForm()), remoteAddress: uniqueIp() }),
  },
  'POST /api/customer/addresses/': {
    who: 'customer',
    request: async () =>
      json({
        type: 'home',
        address_line_1: '12 Lý Thường Kiệt',
        ward: 'Phường Cửa Nam',
        city: 'Hà Nội',
      }),
  },
  'POST /api/appointments': {
    who: 'guest',
    request: async () => ({
      ...json(
        guestBooking(await createBookingSetup(t.db), {
          customer_info: { name: 'Trần Thị Khách', phone: uniquePhone(), email: null },
        }),
      ),
      remoteAddress: uniqueIp(),
    }),
  },
  'POST /api/orders': {
    who: 'guest',
    request: async () => ({
      ...json(
        orderBody(await createShopSetup(t.db), {
          customer_info: { name: 'Trần Thị Khách', phone: uniquePhone() },
        }),
      ),
      remoteAddress: uniqueIp(),
    }),
  },
};

describe('the OpenAPI document', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/appointments');
  });

  it('documents every status each operation answers, and answers no probe with a 500', async () => {
    /** Per operation, each undocumented status with the first probe that got it. */
    const undocumented = new Map<string, Map<number, string>>();
    const crashes: string[] = [];
    const note = (operation: Operation, probe: string, who: string, answer: Answer) => {
      const key = `${operation.method} ${operation.path}`;
      const seen = `${String(answer.status)}${answer.code ? ` ${answer.code}` : ''} (${who}, ${probe})`;
      if (answer.status === 500) crashes.push(`${key}: ${seen}`);
      if (!documented(operation.op, answer.status)) {
        let statuses = undocumented.get(key);
        if (!statuses) undocumented.set(key, (statuses = new Map()));
        if (!statuses.has(answer.status)) statuses.set(answer.status, seen);
      }
    };

    for (const operation of operations) {
      const probes = await probesOf(operation);
      for (const who of ['guest', 'customer', 'staff', 'admin'] as const) {
        for (const probe of probes) {
          const headers = { ...probe.headers, ...(await cookieOf(who)) };
          note(operation, probe.name, who, await send(operation.method, { ...probe, headers }));
        }
      }
      const [plain] = probes;
      if (!plain) continue;
      // Signed in with a password still to change, everything else is refused.
      const locked = { ...plain, headers: await cookieOf('mustChange') };
      note(operation, 'plain', 'must change password', await send(operation.method, locked));
      if (BODY_METHODS.has(operation.method)) {
        const crossSite = { ...plain, headers: { origin: 'https://evil.example' } };
        note(operation, 'from another site', 'guest', await send(operation.method, crossSite));
      }
    }

    const report = [...undocumented].map(
      ([key, seen]) => `${key}: ${[...seen.values()].join('; ')}`,
    );
    expect(crashes, crashes.join('\n')).toEqual([]);
    expect(
      report,
      `${String(report.length)} operations answer statuses they do not document:\n${report.join('\n')}`,
    ).toEqual([]);
  }, 600_000);

  it('documents the success status of requests that succeed (201 where they create)', async () => {
    const wrong: string[] = [];
    for (const [key, { who, request }] of Object.entries(SUCCEEDING)) {
      const operation = operations.find((o) => `${o.method} ${o.path}` === key);
      expect(operation, `${key} is not in the document`).toBeDefined();
      if (!operation) continue;
      const probe = await request();
      const headers = { ...probe.headers, ...(await cookieOf(who)) };
      const answer = await send(operation.method, {
        ...probe,
        name: 'succeeding',
        url: operation.path,
        headers,
      });
      expect(answer.status, `${key}: ${String(answer.status)} ${answer.code ?? ''}`).toBeLessThan(
        300,
      );
      const successes = Object.keys(operation.op.responses).filter((s) => s.startsWith('2'));
      if (!documented(operation.op, answer.status)) {
        wrong.push(`${key} answers ${String(answer.status)}, documents ${successes.join(', ')}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
