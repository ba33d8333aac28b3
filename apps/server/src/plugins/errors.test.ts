import { AUTH_MESSAGES, COMMON_MESSAGES } from '@salon/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, uniquePhone } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const ENGLISH =
  /\b(invalid|expected|received|required|error|must|bad request|unsupported|too large|not found|unexpected|json at position)\b/i;
const INTERNALS = /Error:|\n\s+at |node_modules|\.[jt]s:\d+|FST_ERR|SQLITE|syntax error/i;

/** Every reply, whatever it says, never shows a stack trace or an internal error. */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(options);
  expect(res.body).not.toMatch(INTERNALS);
  return res;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return send({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

interface Failure {
  success: false;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** A failure in the API's shape, with a Vietnamese (not English) message everywhere. */
function failureOf(res: LightMyRequestResponse): Failure {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Failure>();
  expect(body.success).toBe(false);
  expect(typeof body.code).toBe('string');
  const messages = [body.message, ...Object.values(body.errors ?? {}).flat()];
  for (const message of messages) {
    expect(message).toMatch(VIETNAMESE);
    expect(message).not.toMatch(ENGLISH);
  }
  return body;
}

async function userCount(): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Phạm Minh Châu',
    phone: uniquePhone(),
    email: uniqueEmail('chau'),
    password: 'MatKhau123',
    password_confirmation: 'MatKhau123',
    terms_accepted: true,
    ...overrides,
  };
}

describe('bodies that are not JSON', () => {
  it.each([
    ['a cut-off object', '{"identifier":"0912345678","password":'],
    ['single quotes', "{'identifier':'0912345678'}"],
    ['unquoted keys', '{identifier: 1}'],
    ['a trailing comma', '{"identifier":"0912345678",}'],
    ['plain words', 'xin chào'],
    ['an empty body', ''],
    ['a __proto__ key', '{"__proto__":{"isAdmin":true},"identifier":"0912345678"}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('answers %s with 400 MALFORMED_JSON in Vietnamese', async (_what, payload) => {
    const res = await post('/api/auth/customer/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'MALFORMED_JSON',
      message: COMMON_MESSAGES.malformedJson,
    });
    failureOf(res);
  });
});

describe('content types the API does not speak', () => {
  it.each([
    ['application/xml', '<login><identifier>0912345678</identifier></login>'],
    ['application/x-www-form-urlencoded', 'identifier=0912345678&password=x'],
    ['multipart/form-data; boundary=abc', '--abc\r\n\r\nx\r\n--abc--'],
    ['image/png', 'not really a png'],
  ])('answers %s with 415 in Vietnamese', async (contentType, payload) => {
    const res = await send({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: COMMON_MESSAGES.unsupportedMediaType,
    });
  });

  it('answers a body without a content type with 415', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: '{"identifier":"0912345678","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(failureOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers text/plain on a JSON route with 415, not by parsing it as a string', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"identifier":"0912345678","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: COMMON_MESSAGES.unsupportedMediaType,
    });
  });

  it('accepts JSON with a charset parameter', async () => {
    const res = await post(
      '/api/auth/customer/login',
      {},
      {
        'content-type': 'application/json; charset=utf-8',
      },
    );
    expect(res.statusCode).toBe(422);
    expect(failureOf(res).errors?.identifier).toEqual([AUTH_MESSAGES.identifierRequired]);
  });
});

describe('bodies over 1 MiB', () => {
  it('answers 413 in Vietnamese and writes nothing', async () => {
    const before = await userCount();
    const res = await post(
      '/api/auth/customer/register',
      validRegistration({ name: 'Nguyễn '.repeat(160_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: COMMON_MESSAGES.payloadTooLarge,
    });
    expect(await userCount()).toBe(before);
  });

  it('still accepts a body just under the limit (and validates it)', async () => {
    const res = await post('/api/auth/customer/login', {
      identifier: '0912345678',
      password: 'x'.repeat(1024 * 1024 - 100),
    });
    expect(res.statusCode).toBe(422);
    expect(failureOf(res).errors?.password).toEqual([AUTH_MESSAGES.passwordMax]);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/public/khong-co'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/auth/me'],
    ['GET', '/api/auth/customer/register'],
    ['GET', '/api'],
  ] as const)('%s %s -> 404 JSON in Vietnamese', async (method, url) => {
    const res = await send({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: COMMON_MESSAGES.routeNotFound,
    });
  });
});

const WRONG_VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['an array', ['x']],
  ['an object', { $gt: '' }],
  ['null', null],
  ['a boolean', false],
];

/** Fields and wrong-typed values; values a field allows (gender null, terms true) left out. */
const REGISTER_CASES = ['name', 'phone', 'email', 'password', 'password_confirmation']
  .flatMap((field) => WRONG_VALUES.map(([what, value]) => [field, what, value] as const))
  .concat(
    WRONG_VALUES.filter(([what]) => what !== 'null').flatMap(([what, value]) => [
      ['gender', what, value] as const,
      ['date_of_birth', what, value] as const,
    ]),
  )
  .concat(
    WRONG_VALUES.map(([what, value]) => ['terms_accepted', what, value] as const),
    [['terms_accepted', 'a string', 'true'] as const],
  );

describe('fields of the wrong type', () => {
  it.each(REGISTER_CASES)(
    'register: %s as %s -> 422 in Vietnamese for that field, nothing written',
    async (field, _what, value) => {
      const before = await userCount();
      const res = await post('/api/auth/customer/register', validRegistration({ [field]: value }));
      expect(res.statusCode).toBe(422);
      const failure = failureOf(res);
      expect(failure.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(failure.errors ?? {})).toEqual([field]);
      expect(await userCount()).toBe(before);
    },
  );

  it.each(
    ['identifier', 'password', 'remember'].flatMap((field) =>
      WRONG_VALUES.filter(([, value]) => !(field === 'remember' && value === false)).map(
        ([what, value]) => [field, what, value] as const,
      ),
    ),
  )('login: %s as %s -> 422 in Vietnamese for that field', async (field, _what, value) => {
    const res = await post('/api/auth/customer/login', {
      identifier: '0912345678',
      password: 'MatKhau123',
      [field]: value,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(failureOf(res).errors ?? {})).toEqual([field]);
  });

  it.each([
    ['a JSON array', '[]'],
    ['an array of objects', '[{"identifier":"0912345678","password":"x"}]'],
    ['a JSON string', '"0912345678"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
  ])('%s as the whole body -> 422 in Vietnamese', async (_what, payload) => {
    for (const url of ['/api/auth/customer/register', '/api/auth/customer/login']) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(422);
      expect(failureOf(res).code).toBe('VALIDATION_ERROR');
    }
  });

  it('names every bad field at once, each in Vietnamese', async () => {
    const res = await post('/api/auth/customer/register', {
      name: 1,
      phone: [],
      email: {},
      password: null,
      password_confirmation: 2,
      gender: 3,
      date_of_birth: [],
      terms_accepted: 'yes',
    });
    expect(res.statusCode).toBe(422);
    const failure = failureOf(res);
    expect(Object.keys(failure.errors ?? {}).sort()).toEqual(
      [
        'date_of_birth',
        'email',
        'gender',
        'name',
        'password',
        'password_confirmation',
        'phone',
        'terms_accepted',
      ].sort(),
    );
    expect(failure.errors?.name).toEqual([AUTH_MESSAGES.nameRequired]);
    expect(failure.message).toBe(AUTH_MESSAGES.nameRequired);
  });
});

describe('SQL-looking text is only text', () => {
  it.each([
    ["' OR 1=1 --", "' OR 1=1 --"],
    ["admin@x.vn'; DROP TABLE users;--", 'x'],
    ["admin@x.vn';DROP/**/TABLE/**/users;--", "' OR '1'='1"],
    ['0912345678', "' OR '1'='1' --"],
    ["x'or'1'='1@x.vn", 'MatKhau123'],
  ])('customer login with %j / %j is refused (401/422)', async (identifier, password) => {
    const before = await userCount();
    const res = await post('/api/auth/customer/login', { identifier, password });
    expect([401, 422]).toContain(res.statusCode);
    const failure = failureOf(res);
    if (res.statusCode === 401) expect(failure.message).toBe(AUTH_MESSAGES.invalidCredentials);
    else expect(failure.errors?.identifier).toEqual([AUTH_MESSAGES.identifierInvalid]);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["admin@x.vn' OR '1'='1", 'x', 422],
    ["admin@x.vn'; DROP TABLE users;--", 'x', 422],
    ["x'or'1'='1@x.vn", "' OR 1=1 --", 401],
  ])('admin login with %j / %j -> %i', async (email, password, status) => {
    const res = await post('/api/auth/admin/login', { email, password });
    expect(res.statusCode).toBe(status);
    failureOf(res);
  });

  it('does not let a real account in with an injected password', async () => {
    const { user } = await createUser(t.db);
    for (const password of ["' OR '1'='1", "x' OR 1=1 --", '%', '*']) {
      const res = await post('/api/auth/customer/login', { identifier: user.email, password });
      expect(res.statusCode).toBe(401);
    }
  });

  it('stores a name and an e-mail with SQL in them as plain text, and the table survives', async () => {
    const existing = await createUser(t.db);
    const before = await userCount();
    const name = "Robert'); DROP TABLE users;--";
    const email = `o'brien.${Date.now()}@example.com`;
    const res = await post('/api/auth/customer/register', validRegistration({ name, email }));
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.name).toBe(name);
    expect(created.email).toBe(email);

    const stored = await t.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name, email });
    expect(await userCount()).toBe(before + 1);
    const old = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', existing.user.id)
      .executeTakeFirst();
    expect(old).toEqual({ id: existing.user.id });

    const login = await post('/api/auth/customer/login', {
      identifier: email,
      password: 'MatKhau123',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.name).toBe(name);
  });
});

describe('over-long fields', () => {
  const long = 'x'.repeat(10_000);

  it.each([
    [
      'register',
      '/api/auth/customer/register',
      validRegistration({ name: long }),
      'name',
      AUTH_MESSAGES.nameMax,
    ],
    [
      'register',
      '/api/auth/customer/register',
      validRegistration({ password: `Aa1${long}`, password_confirmation: `Aa1${long}` }),
      'password',
      AUTH_MESSAGES.passwordMax,
    ],
    [
      'register',
      '/api/auth/customer/register',
      validRegistration({ email: `${long}@example.com` }),
      'email',
      AUTH_MESSAGES.emailMax,
    ],
    [
      'customer login',
      '/api/auth/customer/login',
      { identifier: long, password: 'MatKhau123' },
      'identifier',
      AUTH_MESSAGES.identifierInvalid,
    ],
    [
      'customer login',
      '/api/auth/customer/login',
      { identifier: '0912345678', password: long },
      'password',
      AUTH_MESSAGES.passwordMax,
    ],
    [
      'admin login',
      '/api/auth/admin/login',
      { email: `${long}@example.com`, password: 'x' },
      'email',
      AUTH_MESSAGES.emailMax,
    ],
    [
      'admin login',
      '/api/auth/admin/login',
      { email: 'admin@salon.vn', password: long },
      'password',
      AUTH_MESSAGES.passwordMax,
    ],
  ])(
    '%s: a 10 000-character %s -> 422 with its max-length message',
    async (_what, url, body, field, message) => {
      const users = await userCount();
      const sessions = await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await post(url, body);
      expect(res.statusCode).toBe(422);
      expect(failureOf(res).errors?.[field]).toContain(message);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await userCount()).toBe(users);
      const after = await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(sessions.n));
    },
  );
});
