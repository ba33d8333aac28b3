import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { salonToday } from '@salon/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords.js';
import { computeTotalSpent } from '../../modules/customer-profile/total-spent.js';
import { openDatabase, type DatabaseHandle, type Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { DEMO_ACCOUNTS, seedDemoData, type SeedResult } from './index.js';
import { LocalFileStorage } from '../../lib/uploads/local-storage.js';

const TABLES = [
  'branches',
  'users',
  'customers',
  'staff_profiles',
  'categories',
  'services',
  'products',
  'settings',
  'suppliers',
  'appointments',
  'orders',
  'reviews',
  'sliders',
] as const;

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

function parseUrls(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (in a schema of its own). */
const ENGINES = [
  { engine: 'SQLite', databaseUrl: undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ engine: 'PostgreSQL', databaseUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

async function createSchema(databaseUrl: string, dataDir: string): Promise<string> {
  const schema = `seed_test_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ dataDir, databaseUrl });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  return schema;
}

for (const { engine, databaseUrl } of ENGINES) {
  describe(`seedDemoData (${engine})`, () => {
    let dataDir: string;
    let pgSchema: string | undefined;
    let handle: DatabaseHandle;
    let db: Db;
    let result: SeedResult;
    let seconds: number;

    /** A URL under /api/storage/ points at a file under DATA_DIR/uploads/. */
    const fileOf = (url: string): string => {
      expect(url.startsWith('/api/storage/demo/')).toBe(true);
      return path.join(dataDir, 'uploads', ...url.slice('/api/storage/'.length).split('/'));
    };

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'salon-seed-'));
      if (databaseUrl) pgSchema = await createSchema(databaseUrl, dataDir);
      handle = openDatabase({ dataDir, databaseUrl, pgSchema });
      db = handle.db;
      await migrateToLatest(db);
      const started = performance.now();
      result = await seedDemoData(db, { storage: new LocalFileStorage(dataDir) });
      seconds = (performance.now() - started) / 1000;
      console.info(`seedDemoData (${handle.engine}): ${seconds.toFixed(2)} s`);
    });

    afterAll(async () => {
      if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(handle.db);
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates the demo data once', () => {
      expect(result.created).toBe(true);
      expect(result.accounts).toEqual(DEMO_ACCOUNTS.map((account) => ({ ...account })));
    });

    it('books demo appointments: history, the coming week and the demo customer, never double-booking a stylist', async () => {
      const today = salonToday();
      const all = await db
        .selectFrom('appointments')
        .select(['status', 'appointment_date', 'customer_user_id', 'price'])
        .execute();
      expect(all.length).toBeGreaterThan(300);
      const past = all.filter((a) => a.appointment_date < today);
      const upcoming = all.filter((a) => a.appointment_date > today);
      expect(past.filter((a) => a.status === 'completed').length).toBeGreaterThan(
        past.length * 0.7,
      );
      expect(past.some((a) => a.status === 'pending' || a.status === 'confirmed')).toBe(false);
      expect(upcoming.every((a) => a.status === 'pending' || a.status === 'confirmed')).toBe(true);
      const customer = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'khachhang@example.com')
        .executeTakeFirstOrThrow();
      const mine = all.filter((a) => a.customer_user_id === customer.id).map((a) => a.status);
      expect(mine.sort()).toEqual(['cancelled', 'completed', 'completed', 'confirmed', 'pending']);
      const held = await db
        .selectFrom('appointment_slots')
        .select(['stylist_id', 'slot_date', 'slot_time'])
        .execute();
      const keys = new Set(held.map((h) => `${h.stylist_id}@${h.slot_date} ${h.slot_time}`));
      expect(keys.size).toBe(held.length);
    });

    it('tells the truth about time: nothing was booked, ordered or written after now', async () => {
      const now = Date.now();
      for (const table of ['appointments', 'orders', 'reviews', 'questions', 'users'] as const) {
        const rows = await db.selectFrom(table).select('created_at').execute();
        const late = rows.filter((row) => Date.parse(row.created_at) > now);
        expect(late, `${table} made in the future`).toEqual([]);
      }
      const events = await db.selectFrom('appointment_events').select('created_at').execute();
      expect(events.filter((e) => Date.parse(e.created_at) > now)).toEqual([]);
    });

    it('gives the demo customer support conversations: one assigned, unread on each side, one closed', async () => {
      const customer = await db
        .selectFrom('users')
        .select(['id', 'branch_id'])
        .where('email', '=', 'khachhang@example.com')
        .executeTakeFirstOrThrow();
      const staff = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nhanvien@salontocviet.vn')
        .executeTakeFirstOrThrow();
      const conversations = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .execute();
      expect(conversations.map((c) => `${c.type}/${c.status}`).sort()).toEqual([
        'consultation/active',
        'consultation/closed',
        'service/active',
      ]);
      expect(conversations.some((c) => c.status === 'active' && c.assigned_to === staff.id)).toBe(
        true,
      );
      const messages = await db
        .selectFrom('chat_messages')
        .select(['sender_type', 'read_at', 'created_at', 'conversation_id'])
        .where(
          'conversation_id',
          'in',
          conversations.map((c) => c.id),
        )
        .execute();
      const unread = messages.filter((m) => m.read_at === null);
      expect(unread.map((m) => m.sender_type).sort()).toEqual(['customer', 'staff']);
      const now = Date.now();
      expect(messages.filter((m) => Date.parse(m.created_at) > now)).toEqual([]);
      for (const c of conversations) {
        const own = messages.filter((m) => m.conversation_id === c.id);
        const last = own
          .map((m) => m.created_at)
          .sort()
          .at(-1);
        expect(c.last_message_at).toBe(last);
      }
    });

    it('has the demo customer join before her first booking and her first order', async () => {
      const customer = await db
        .selectFrom('users')
        .innerJoin('customers', 'customers.user_id', 'users.id')
        .select(['users.id', 'users.created_at', 'customers.join_date'])
        .where('users.email', '=', 'khachhang@example.com')
        .executeTakeFirstOrThrow();
      const firsts = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.min('created_at').as('at'))
          .where('user_id', '=', customer.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('appointments')
          .select((eb) => eb.fn.min('created_at').as('at'))
          .where('customer_user_id', '=', customer.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('reviews')
          .select((eb) => eb.fn.min('created_at').as('at'))
          .where('user_id', '=', customer.id)
          .executeTakeFirstOrThrow(),
      ]);
      for (const first of firsts) {
        expect(first.at).not.toBeNull();
        const firstDay = salonToday(new Date(String(first.at)));
        expect(customer.join_date <= firstDay, `${customer.join_date} > ${firstDay}`).toBe(true);
        expect(Date.parse(customer.created_at)).toBeLessThanOrEqual(Date.parse(String(first.at)));
      }
    });

    it('has at least 30 customers with real histories: visits past and to come, orders, reviews', async () => {
      const today = salonToday();
      const customers = await db
        .selectFrom('users')
        .innerJoin('customers', 'customers.user_id', 'users.id')
        .select([
          'users.id',
          'users.name',
          'users.phone',
          'users.created_at',
          'customers.join_date',
          'customers.total_spent',
        ])
        .where('users.role', '=', 'customer')
        .execute();
      expect(customers.length).toBeGreaterThanOrEqual(30);
      expect(new Set(customers.map((c) => c.phone)).size).toBe(customers.length);
      const [appointments, orders, reviews] = await Promise.all([
        db
          .selectFrom('appointments')
          .select(['customer_user_id', 'appointment_date', 'status', 'created_at', 'id'])
          .where('customer_user_id', 'is not', null)
          .execute(),
        db
          .selectFrom('orders')
          .select(['user_id', 'status', 'created_at'])
          .where('user_id', 'is not', null)
          .execute(),
        db
          .selectFrom('reviews')
          .select([
            'user_id',
            'status',
            'created_at',
            'appointment_id',
            'order_item_id',
            'is_verified',
          ])
          .where('user_id', 'is not', null)
          .execute(),
      ]);
      const of = <T>(rows: T[], key: (row: T) => number | null, id: number) =>
        rows.filter((row) => key(row) === id);
      let withUpcoming = 0;
      let withOrders = 0;
      let withReviews = 0;
      for (const c of customers) {
        const visits = of(appointments, (a) => a.customer_user_id, c.id);
        const bought = of(orders, (o) => o.user_id, c.id);
        const wrote = of(reviews, (r) => r.user_id, c.id);
        expect(
          visits.some((a) => a.appointment_date < today && a.status === 'completed'),
          `${c.name} has a past visit`,
        ).toBe(true);
        if (visits.some((a) => a.appointment_date > today)) withUpcoming += 1;
        if (bought.length > 0) withOrders += 1;
        if (wrote.length > 0) withReviews += 1;
        // Nothing of theirs happened before they joined.
        for (const row of [...visits, ...bought, ...wrote]) {
          expect(Date.parse(row.created_at), c.name).toBeGreaterThanOrEqual(
            Date.parse(c.created_at),
          );
        }
        expect(c.join_date).toBe(salonToday(new Date(c.created_at)));
        expect(Number(c.total_spent), c.name).toBe(await computeTotalSpent(db, c.id));
      }
      expect(withUpcoming).toBeGreaterThanOrEqual(customers.length / 3);
      expect(withOrders).toBeGreaterThanOrEqual(customers.length / 2);
      expect(withReviews).toBeGreaterThanOrEqual(customers.length / 2);
      // Reviews written from a visit or an order line are the writer's own, and verified.
      const own = reviews.filter((r) => r.appointment_id !== null || r.order_item_id !== null);
      expect(own.length).toBeGreaterThanOrEqual(30);
      for (const r of own) {
        expect(r.is_verified).toBeTruthy();
        if (r.appointment_id !== null) {
          const visit = appointments.find((a) => a.id === r.appointment_id);
          expect(visit).toMatchObject({ customer_user_id: r.user_id, status: 'completed' });
        }
      }
      expect(new Set(reviews.map((r) => r.status))).toEqual(
        new Set(['approved', 'pending', 'rejected']),
      );
    });

    it('creates three active branches with pictures', async () => {
      const branches = await db.selectFrom('branches').selectAll().execute();
      expect(branches).toHaveLength(3);
      for (const branch of branches) {
        expect(branch.status).toBe('active');
        expect(branch.opening_hours).toBe('08:00 - 20:00');
        expect(branch.image_url).toBeTruthy();
        expect(existsSync(fileOf(branch.image_url ?? ''))).toBe(true);
      }
    });

    it('creates the public settings groups', async () => {
      const rows = await db.selectFrom('settings').selectAll().orderBy('key').execute();
      expect(rows.map((row) => row.key)).toEqual([
        'branding',
        'company',
        'delivery',
        'payment',
        'seo',
        'support',
        'system',
        'tax',
      ]);
      const company = rows.find((row) => row.key === 'company');
      expect(JSON.parse(company?.value ?? '{}')).toMatchObject({
        phone: '1900 6868',
        email: 'lienhe@salontocviet.vn',
      });
    });

    it('creates categories of both types, with children', async () => {
      const categories = await db.selectFrom('categories').selectAll().execute();
      const top = (type: 'service' | 'product') =>
        categories.filter((c) => c.type === type && c.parent_id === null);
      expect(top('service').length).toBeGreaterThanOrEqual(5);
      expect(top('product').length).toBeGreaterThanOrEqual(5);
      expect(categories.some((c) => c.parent_id !== null)).toBe(true);
    });

    it('creates bookable services with features and pictures on disk', async () => {
      const services = await db
        .selectFrom('services')
        .selectAll()
        .where('status', '=', 'active')
        .execute();
      expect(services.length).toBeGreaterThanOrEqual(15);
      for (const service of services) {
        expect(service.price).toBeGreaterThan(0);
        expect(service.duration_minutes).toBeGreaterThan(0);
        if (service.sale_price !== null) expect(service.sale_price).toBeLessThan(service.price);
        expect(parseUrls(service.features).length).toBeGreaterThanOrEqual(4);
        const images = [...parseUrls(service.image_urls), ...parseUrls(service.thumbnail_urls)];
        expect(images.length).toBeGreaterThan(0);
        for (const url of images) expect(existsSync(fileOf(url))).toBe(true);
        expect(service.search_text).not.toMatch(/[^\x20-\x7e]/);
      }
      expect(services.filter((s) => s.is_featured).length).toBeGreaterThanOrEqual(4);
      const haircut = services.find((s) => s.slug === 'cat-toc-nam-tao-kieu');
      expect(haircut?.search_text).toContain('cat toc nam');
    });

    it('creates products with out-of-stock, low-stock and discounted items', async () => {
      const products = await db.selectFrom('products').selectAll().execute();
      expect(products.length).toBeGreaterThanOrEqual(20);
      expect(products.filter((p) => p.stock_quantity === 0)).toHaveLength(1);
      expect(
        products.filter((p) => p.stock_quantity > 0 && p.stock_quantity <= p.min_stock_level)
          .length,
      ).toBeGreaterThanOrEqual(1);
      expect(
        products.filter((p) => p.sale_price !== null && p.sale_price < p.price).length,
      ).toBeGreaterThanOrEqual(1);
      expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
      for (const product of products) {
        const images = [...parseUrls(product.image_urls), ...parseUrls(product.thumbnail_urls)];
        expect(images.length).toBeGreaterThan(0);
        for (const url of images) expect(existsSync(fileOf(url))).toBe(true);
      }
    });

    it('creates running promotions on services and products, and an order-level one', async () => {
      const today = salonToday();
      const promotions = await db.selectFrom('promotions').selectAll().execute();
      const running = promotions.filter(
        (p) => (!p.start_date || p.start_date <= today) && (!p.end_date || p.end_date >= today),
      );
      expect(running.length).toBe(promotions.length);
      expect(promotions.some((p) => (p.min_order_amount ?? 0) > 0)).toBe(true);
      const items = await db.selectFrom('promotion_items').selectAll().execute();
      expect(new Set(items.map((i) => i.item_type))).toEqual(new Set(['service', 'product']));
      for (const promotion of promotions) {
        expect(items.some((i) => i.promotion_id === promotion.id)).toBe(true);
      }
    });

    it('creates suppliers with NCC codes, linked to the products of their brands', async () => {
      const suppliers = await db.selectFrom('suppliers').selectAll().orderBy('id').execute();
      expect(suppliers.length).toBeGreaterThanOrEqual(3);
      for (const supplier of suppliers) {
        expect(supplier.code).toBe(`NCC-${String(supplier.id).padStart(4, '0')}`);
        expect(supplier.search_text).not.toMatch(/[^\x20-\x7e]/);
      }
      const linked = await db
        .selectFrom('products')
        .select(['supplier_id', (eb) => eb.fn.countAll().as('n')])
        .where('supplier_id', 'is not', null)
        .groupBy('supplier_id')
        .execute();
      expect(linked.length).toBeGreaterThanOrEqual(3);
      expect(suppliers.some((s) => s.status === 'inactive')).toBe(true);
    });

    it('creates one user per demo account with the right role and password', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const users = await db
          .selectFrom('users')
          .selectAll()
          .where(
            account.role === 'customer' ? 'phone' : 'email',
            '=',
            account.role === 'customer' ? '+84912345678' : account.login,
          )
          .execute();
        expect(users).toHaveLength(1);
        const user = users[0];
        expect(user?.role).toBe(account.role);
        expect(await verifyPassword(user?.password_hash ?? '', account.password)).toBe(true);
        if (account.role !== 'customer') expect(user?.branch_id).not.toBeNull();
      }
      const customer = await db
        .selectFrom('users')
        .innerJoin('customers', 'customers.user_id', 'users.id')
        .select(['users.email', 'customers.join_date'])
        .where('users.phone', '=', '+84912345678')
        .executeTakeFirst();
      expect(customer?.email).toBe('khachhang@example.com');
      expect(customer?.join_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('creates stylists with profiles spread over the branches', async () => {
      const stylists = await db
        .selectFrom('users')
        .innerJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
        .select(['users.email', 'users.branch_id', 'users.phone', 'staff_profiles.specialties'])
        .where('staff_profiles.is_stylist', '=', true)
        .execute();
      expect(stylists.length).toBeGreaterThanOrEqual(7);
      expect(new Set(stylists.map((s) => s.branch_id)).size).toBe(3);
      expect(stylists.map((s) => s.email)).toContain('nhanvien@salontocviet.vn');
      for (const stylist of stylists) {
        expect(stylist.phone).toMatch(/^\+84\d{9}$/);
        expect(parseUrls(stylist.specialties).length).toBeGreaterThan(0);
      }
    });

    it('writes banner pictures for later use', () => {
      for (const name of [
        'salon-toc-viet',
        'mua-nhuom-moi',
        'phuc-hoi-toc',
        'san-pham-cham-soc-toc',
      ]) {
        expect(existsSync(path.join(dataDir, 'uploads', 'demo', 'banners', `${name}.webp`))).toBe(
          true,
        );
      }
    });

    it('does nothing the second time', async () => {
      const before = await countRows(db);
      const again = await seedDemoData(db, { storage: new LocalFileStorage(dataDir) });
      expect(again.created).toBe(false);
      expect(again.accounts).toHaveLength(4);
      expect(await countRows(db)).toEqual(before);
    });
  });
}
