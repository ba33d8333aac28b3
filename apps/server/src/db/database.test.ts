import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createUser, uniqueEmail } from '../test/factories.js';
import { createTestApp, sql, type TestApp } from '../test/test-app.js';
import { isDatabaseReachable, nowIso } from './database.js';
import { uniqueViolationColumn } from './errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

let serviceSeq = 0;
async function createService(values: { is_featured?: boolean } = {}) {
  serviceSeq++;
  return t.db
    .insertInto('services')
    .values({
      name: `Cắt tóc thử ${serviceSeq}`,
      slug: `cat-toc-thu-${Date.now().toString(36)}-${serviceSeq}`,
      short_description: null,
      description: null,
      price: 150_000,
      sale_price: null,
      duration_minutes: 45,
      category_id: null,
      rating: null,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Runs the insert and returns what it threw. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe(`booleans (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('reads a boolean column as a real boolean, default false', async () => {
    const { user } = await createUser(t.db);
    expect(user.must_change_password).toBe(false);
    const row = await t.db
      .selectFrom('users')
      .select('must_change_password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
  });

  it('writes true and reads it back as true (returning, select, selectAll)', async () => {
    const { user } = await createUser(t.db, { must_change_password: true });
    expect(user.must_change_password).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(true);

    const service = await createService({ is_featured: true });
    expect(service.is_featured).toBe(true);
    const plain = await createService();
    expect(plain.is_featured).toBe(false);
    const read = await t.db
      .selectFrom('services')
      .select(['id', 'is_featured'])
      .where('id', 'in', [service.id, plain.id])
      .orderBy('id')
      .execute();
    expect(read).toEqual([
      { id: service.id, is_featured: true },
      { id: plain.id, is_featured: false },
    ]);
  });

  it('updates and filters by a boolean on both engines', async () => {
    const service = await createService();
    await t.db
      .updateTable('services')
      .set({ is_featured: true })
      .where('id', '=', service.id)
      .execute();
    const featured = await t.db
      .selectFrom('services')
      .select('id')
      .where('is_featured', '=', true)
      .execute();
    expect(featured.map((r) => r.id)).toContain(service.id);
    const notFeatured = await t.db
      .selectFrom('services')
      .select('id')
      .where('is_featured', 'in', [false])
      .execute();
    expect(notFeatured.map((r) => r.id)).not.toContain(service.id);
  });

  it('keeps a products default of true (is_sellable) as true', async () => {
    const product = await t.db
      .insertInto('products')
      .values({
        name: 'Dầu gội thử',
        slug: `dau-goi-thu-${Date.now().toString(36)}`,
        sku: `SKU-${Date.now().toString(36)}`,
        brand: null,
        short_description: null,
        description: null,
        price: 250_000,
        sale_price: null,
        usage_duration_days: null,
        category_id: null,
        rating: null,
      })
      .returning(['is_sellable', 'is_featured'])
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ is_sellable: true, is_featured: false });
  });

  it('does not turn 0/1 of a non-boolean column into a boolean', async () => {
    const service = await createService();
    await t.db
      .updateTable('services')
      .set({ review_count: 1, booking_count: 0 })
      .where('id', '=', service.id)
      .execute();
    const row = await t.db
      .selectFrom('services')
      .select(['review_count', 'booking_count'])
      .where('id', '=', service.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ review_count: 1, booking_count: 0 });
  });
});

describe('timestamps, dates and numbers', () => {
  it('returns created_at as an ISO 8601 UTC string close to now', async () => {
    const before = Date.now();
    const branch = await createBranch(t.db);
    const row = await t.db
      .selectFrom('branches')
      .select(['created_at', 'updated_at'])
      .where('id', '=', branch.id)
      .executeTakeFirstOrThrow();
    for (const value of [branch.created_at, row.created_at, row.updated_at]) {
      expect(typeof value).toBe('string');
      expect(value).toMatch(ISO_UTC);
      const time = Date.parse(value);
      expect(Number.isNaN(time)).toBe(false);
      expect(Math.abs(time - before)).toBeLessThan(5 * 60_000);
    }
  });

  it('gives back a written timestamp exactly as written', async () => {
    const { user } = await createUser(t.db);
    const at = '2026-03-04T05:06:07.890Z';
    await t.db.updateTable('users').set({ last_login_at: at }).where('id', '=', user.id).execute();
    const row = await t.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).toBe(at);
  });

  it('orders and compares timestamps by time', async () => {
    const { user } = await createUser(t.db);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await t.db
      .updateTable('users')
      .set({ last_login_at: later })
      .where('id', '=', user.id)
      .execute();
    const found = await t.db
      .selectFrom('users')
      .select('id')
      .where('last_login_at', '>', nowIso())
      .execute();
    expect(found.map((r) => r.id)).toContain(user.id);
  });

  it('returns a date column as YYYY-MM-DD', async () => {
    const { user } = await createUser(t.db, { date_of_birth: '1995-04-12' });
    const row = await t.db
      .selectFrom('users')
      .select('date_of_birth')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.date_of_birth).toBe('1995-04-12');
    expect(user.date_of_birth).toBe('1995-04-12');
  });

  it('returns count(*) as a JS number, from Kysely and from raw SQL', async () => {
    await createUser(t.db);
    const row = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(row.n).toBeGreaterThan(0);

    const raw = await sql<{ n: number }>`select count(*) as n from users`.execute(t.db);
    expect(typeof raw.rows[0]?.n).toBe('number');
    expect(raw.rows[0]?.n).toBe(row.n);
  });

  it('returns money past 2^31 đồng and sums as numbers', async () => {
    const { user } = await createUser(t.db);
    await t.db
      .updateTable('customers')
      .set({ total_spent: 3_000_000_000 })
      .where('user_id', '=', user.id)
      .execute();
    const row = await t.db
      .selectFrom('customers')
      .select(['total_spent'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.total_spent).toBe(3_000_000_000);
    const sum = await t.db
      .selectFrom('customers')
      .select((eb) => eb.fn.sum<number>('total_spent').as('total'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(sum.total).toBe(3_000_000_000);
  });

  it('can reach the database', async () => {
    expect(await isDatabaseReachable(t.db)).toBe(true);
  });
});

describe('uniqueViolationColumn', () => {
  it("names 'email' for a duplicate users.email", async () => {
    const { user } = await createUser(t.db);
    const error = await failureOf(() => createUser(t.db, { email: user.email }));
    expect(uniqueViolationColumn(error)).toBe('email');
  });

  it("names 'phone' for a duplicate users.phone", async () => {
    const { user } = await createUser(t.db);
    const error = await failureOf(() =>
      createUser(t.db, { email: uniqueEmail('trung'), phone: user.phone }),
    );
    expect(uniqueViolationColumn(error)).toBe('phone');
  });

  it("names 'slug' for a duplicate branches.slug", async () => {
    const branch = await createBranch(t.db);
    const error = await failureOf(() => createBranch(t.db, { slug: branch.slug }));
    expect(uniqueViolationColumn(error)).toBe('slug');
  });

  it('gives null for a foreign-key failure', async () => {
    const error = await failureOf(() => createUser(t.db, { role: 'staff', branch_id: 987_654 }));
    expect(error).toBeInstanceOf(Error);
    expect(uniqueViolationColumn(error)).toBeNull();
  });

  it('gives null for a NOT NULL failure and for bad SQL', async () => {
    const notNull = await failureOf(() =>
      sql`insert into branches (name, slug, address) values ('x', 'x-null', null)`.execute(t.db),
    );
    expect(notNull).toBeInstanceOf(Error);
    expect(uniqueViolationColumn(notNull)).toBeNull();
    const syntax = await failureOf(() => sql`selec 1`.execute(t.db));
    expect(uniqueViolationColumn(syntax)).toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['a string', 'UNIQUE constraint failed: users.email'],
    ['a plain Error', new Error('UNIQUE constraint failed: users.email')],
    ['an object with a code', { code: '23505', detail: 'Key (email)=(a@b.vn) already exists.' }],
  ])('gives null for %s', (_what, error) => {
    expect(uniqueViolationColumn(error)).toBeNull();
  });
});
