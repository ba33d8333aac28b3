import { COMMON_MESSAGES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../test/sessions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const nested = (depth: number, open = '{"a":', close = '}') =>
  open.repeat(depth) + '1' + close.repeat(depth);

function postJson(url: string, text: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: text,
  });
}

function notificationBody(data: string, title = 'Lịch làm việc tuần sau') {
  return `{"type":"informational","title":"${title}","message":"Xem lịch mới trên bảng tin.","data":${data}}`;
}

async function notificationCount(title: string): Promise<number> {
  const row = await t.db
    .selectFrom('notifications')
    .where('title', '=', title)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const TOO_DEEP = { success: false, code: 'JSON_TOO_DEEP', message: COMMON_MESSAGES.jsonTooDeep };

describe('JSON nested deeper than the limit', () => {
  it('answers a staff notification whose data nests 5 000 levels with 400, not 500', async () => {
    const title = 'Dữ liệu lồng rất sâu';
    const res = await postJson(
      '/api/admin/notifications',
      notificationBody(nested(5000), title),
      admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
    expect(await notificationCount(title)).toBe(0);
  });

  it.each([
    ['objects', nested(5000)],
    ['arrays', nested(5000, '[', ']')],
    ['arrays and objects, unclosed', '[{"a":'.repeat(3000)],
  ])('refuses %s on every route, public ones too', async (_what, text) => {
    for (const url of ['/api/auth/customer/login', '/api/contacts', '/api/cart/items']) {
      const res = await postJson(url, text);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(TOO_DEEP);
    }
  });

  it('keeps a notification whose data nests a few levels', async () => {
    const title = 'Dữ liệu lồng vừa phải';
    const res = await postJson(
      '/api/admin/notifications',
      notificationBody(`{"lich":${nested(8)},"ca":[[1,2],[3,{"b":[4]}]]}`, title),
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await notificationCount(title)).toBe(1);
  });

  it('takes a body exactly at the limit and refuses one level more', async () => {
    // The body itself is the first level.
    const atLimit = await postJson(
      '/api/auth/customer/login',
      `{"identifier":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode).toBe(422);
    const over = await postJson(
      '/api/auth/customer/login',
      `{"identifier":${nested(MAX_JSON_DEPTH)}}`,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(TOO_DEEP);
  });

  it('does not count brackets inside strings', async () => {
    const title = 'Ngoặc [[{{ trong chữ';
    const data = JSON.stringify({ ghi_chu: '[{'.repeat(1000) + '\\"[' + '"]'.repeat(100) });
    const res = await postJson(
      '/api/admin/notifications',
      notificationBody(data, title),
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await notificationCount(title)).toBe(1);
  });
});

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":{}}', 1, true],
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
    ['{"a":"{{{{"}', 1, false],
    ['{"a":"\\"{{{{"}', 1, false],
    ['{"a":"\\\\"}{{', 1, true],
    ['[1],[2],[3],[4]', 1, false],
  ])('%s deeper than %i: %s', (text, max, expected) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(expected);
  });
});
