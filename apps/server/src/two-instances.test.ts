import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOGIN_LIMITS, REALTIME_EVENTS } from '@salon/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { UserRow } from './db/schema.js';
import { SESSION_COOKIE } from './modules/auth/session-tokens.js';
import { createAppointment, salonStartIn } from './test/appointment-factories.js';
import { createBookingSetup, guestBooking, salonDateIn } from './test/booking-factories.js';
import { createProduct, createUser, type CreatedUser } from './test/factories.js';
import { openLiveStream } from './test/live-stream.js';
import { createNotification } from './test/notification-factories.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { createShopSetup, orderBody } from './test/shop-factories.js';

/*
 * Two server processes, as two instances behind a reverse proxy, on one PostgreSQL database
 * (a schema of its own, named in DATABASE_URL as a deployment would): the races for a slot and
 * for the last units of stock run across both, and what must be shared is shared — sessions,
 * login limits, idempotency keys, background jobs and live events.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;

let handle: DatabaseHandle;
let schema: string;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
/** A customer whose appointment was due for its 24-hour reminder when both instances started. */
let reminded: UserRow;

let addressSequence = 0;
/** Each client its own address (the instances trust X-Forwarded-For, as behind a proxy). */
const nextAddress = () => {
  addressSequence += 1;
  return `198.18.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
};

/** What these tests read of the API's JSON answers. */
interface ApiReply {
  code?: string;
  data?: { role?: string; appointment?: { id: number } } | null;
}

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

async function call(server: ServerProcess, url: string, options: Call = {}) {
  const response = await fetch(`${server.base}${url}`, {
    method: options.method ?? 'GET',
    headers: {
      origin: server.base,
      'x-forwarded-for': options.address ?? nextAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as ApiReply | null,
    cookies: response.headers.getSetCookie(),
  };
}

/** Signs in through the customer login of `server`; answers the session cookie. */
async function signIn(server: ServerProcess, account: CreatedUser): Promise<string> {
  const reply = await call(server, '/api/auth/customer/login', {
    method: 'POST',
    body: { identifier: account.user.email, password: account.password },
  });
  expect(reply.status).toBe(200);
  const cookie = reply.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

const either = (i: number) => (i % 2 === 0 ? a : b);

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    schema = `two_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ dataDir: tmpdir(), databaseUrl });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
    handle = openDatabase({ dataDir: tmpdir(), databaseUrl, pgSchema: schema });
    await migrateToLatest(handle.db);

    const customer = await createUser(handle.db);
    reminded = customer.user;
    const start = salonStartIn(6);
    await createAppointment(handle.db, reminded, {
      status: 'confirmed',
      appointment_date: start.date,
      appointment_time: start.time,
    });

    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      // One secret for all instances (sealed outbox secrets, signed guest cookies).
      SESSION_SECRET: randomBytes(32).toString('hex'),
    };
    const dir = () => {
      const made = mkdtempSync(path.join(tmpdir(), 'salon-instance-'));
      dataDirs.push(made);
      return made;
    };
    [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: dir() }),
      startServerProcess({ ...env, DATA_DIR: dir() }),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    if (schema) {
      const admin = openDatabase({ dataDir: tmpdir(), databaseUrl });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a session made on A holds on B, and signing out on B ends it on A', async () => {
    const cookie = await signIn(a, await createUser(handle.db));
    const me = await call(b, '/api/auth/me', { cookie });
    expect(me.json?.data?.role).toBe('customer');
    expect((await call(b, '/api/auth/logout', { method: 'POST', cookie })).status).toBe(200);
    expect((await call(a, '/api/auth/me', { cookie })).json?.data).toBeNull();
  });

  it('wrong passwords on A and B add up to one limit', async () => {
    const { user, password } = await createUser(handle.db);
    const address = nextAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      const wrong = await call(either(i), '/api/auth/customer/login', {
        method: 'POST',
        address,
        body: { identifier: user.email, password: 'Sai@12345' },
      });
      expect(wrong.status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await call(server, '/api/auth/customer/login', {
        method: 'POST',
        address,
        body: { identifier: user.email, password },
      });
      expect(refused.status).toBe(429);
    }
  });

  it('16 guests and 4 customers for one stylist, across A and B: exactly one appointment', async () => {
    const setup = await createBookingSetup(handle.db, { stylists: 1, capacity: 5 });
    const slot = { appointment_date: salonDateIn(4), appointment_time: '10:00' };
    const customers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => signIn(either(i), await createUser(handle.db))),
    );
    const requests = [
      ...Array.from({ length: 16 }, (_, i) =>
        call(either(i), '/api/appointments', { method: 'POST', body: guestBooking(setup, slot) }),
      ),
      ...customers.map((cookie, i) =>
        call(either(i + 1), '/api/appointments', {
          method: 'POST',
          cookie,
          body: { ...guestBooking(setup, slot), customer_info: undefined },
        }),
      ),
    ];
    const replies = await Promise.all(requests);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of replies.filter((reply) => reply.status === 409)) {
      expect(refused.json?.code).toBe('SLOT_FULL');
    }
    const live = await handle.db
      .selectFrom('appointments')
      .select('id')
      .where('service_id', '=', setup.service.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(live).toHaveLength(1);
    const held = await handle.db
      .selectFrom('appointment_slots')
      .select(['stylist_id', 'slot_time'])
      .where('branch_id', '=', setup.branch.id)
      .execute();
    const keys = held.map((row) => `${row.stylist_id}@${row.slot_time}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('20 customers for 3 units, across A and B: 3 orders, stock 0, never negative', async () => {
    const setup = await createShopSetup(handle.db);
    const product = await createProduct(handle.db, { stock_quantity: 3 });
    const customers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => signIn(either(i), await createUser(handle.db))),
    );
    const body = orderBody(setup, { items: [{ type: 'product', id: product.id, quantity: 1 }] });
    const replies = await Promise.all(
      customers.map((cookie, i) =>
        call(either(i), '/api/orders', { method: 'POST', cookie, body }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const stock = await handle.db
      .selectFrom('products')
      .select(['stock_quantity', 'sold_count'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ stock_quantity: 0, sold_count: 3 });
  });

  it('one Idempotency-Key sent to A and B at once makes one booking, answered to both', async () => {
    const setup = await createBookingSetup(handle.db, { stylists: 3, capacity: 3 });
    const body = guestBooking(setup, {
      appointment_date: salonDateIn(5),
      appointment_time: '14:00',
    });
    const headers = { 'idempotency-key': randomBytes(16).toString('hex') };
    const cookie = `salon_client=${randomBytes(32).toString('base64url')}`;
    const address = nextAddress();
    const replies = await Promise.all(
      [a, b].map((server) =>
        call(server, '/api/appointments', { method: 'POST', body, cookie, headers, address }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    const ids = replies.map((reply) => reply.json?.data?.appointment?.id);
    expect(ids[0]).toBeTypeOf('number');
    expect(ids[1]).toBe(ids[0]);
    const made = await handle.db
      .selectFrom('appointments')
      .select('id')
      .where('service_id', '=', setup.service.id)
      .execute();
    expect(made).toHaveLength(1);
  });

  it('a change written by another program shows in B’s kept public list once its notice comes', async () => {
    const product = await createProduct(handle.db);
    const listOnB = async () => {
      const response = await fetch(`${b.base}/api/public/products?per_page=50`, {
        headers: { 'x-forwarded-for': nextAddress() },
      });
      return response.text();
    };
    const shows = async (text: string) => {
      for (let i = 0; i < 50; i += 1) {
        if ((await listOnB()).includes(text)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await shows(product.name)).toBe(true);
    const renamed = `${product.name} (mới)`;
    await handle.db
      .updateTable('products')
      .set({ name: renamed })
      .where('id', '=', product.id)
      .execute();
    expect(await shows(renamed)).toBe(true);
  });

  it('an event raised on A reaches the live stream open on B', async () => {
    const account = await createUser(handle.db);
    await createNotification(handle.db, account.user.id);
    const cookie = await signIn(a, account);
    const stream = await openLiveStream(b.base, cookie);
    try {
      expect(stream.response.status).toBe(200);
      // Marking everything read on A announces the new unread count on the user's channel.
      expect(
        (await call(a, '/api/notifications/mark-all-read', { method: 'PATCH', cookie })).status,
      ).toBe(200);
      const event = await stream.waitFor(
        (e) => e.event === REALTIME_EVENTS.notificationUpdated,
        10_000,
      );
      expect(event?.data).toEqual({ unread: 0 });
    } finally {
      await stream.stop();
    }
  });

  it('the reminder due when both started went out once, though both run the jobs', async () => {
    const count = async () => {
      const row = await handle.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', reminded.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    for (let waited = 0; waited < 30_000 && (await count()) === 0; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Both instances have looked for due jobs since (every 2 s) before this is counted.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await count()).toBe(1);
    const mails = await handle.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', reminded.email!)
      .execute();
    expect(mails).toHaveLength(1);
  }, 60_000);
});
