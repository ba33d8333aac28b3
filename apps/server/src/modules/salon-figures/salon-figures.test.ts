import { salonToday, type SalonFigures } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment } from '../../test/appointment-factories.js';
import { createService, createUser, uniquePhone } from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { createReview } from '../../test/review-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { SettingsService } from '../settings/settings.service.js';
import { SalonFiguresRepository } from './salon-figures.repository.js';
import { SALON_FIGURES_CACHE_MS, SalonFiguresService } from './salon-figures.service.js';

// A fresh app per test: the figures are kept for a minute once asked for.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function figures(): Promise<SalonFigures> {
  const res = await t.app.inject({ method: 'GET', url: '/api/public/salon-figures' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toMatch(/^public\b/);
  return res.json<{ data: SalonFigures }>().data;
}

const year = () => Number(salonToday().slice(0, 4));

describe('GET /api/public/salon-figures', () => {
  it('has nothing made up on an empty salon: no customers, services or rating', async () => {
    expect(await figures()).toEqual({
      customers_served: 0,
      services: 0,
      founded_year: 2017,
      years: year() - 2017,
      rating: { average: null, count: 0 },
    });
  });

  it('counts the records: people served once each, services offered, approved reviews only, years from the settings', async () => {
    const { user: regular } = await createUser(t.db);
    const service = await createService(t.db);
    await createService(t.db, { status: 'inactive' });
    // The regular came twice and bought once: one person. A walk-in came once.
    await createAppointment(t.db, regular, { service, status: 'completed' });
    await createAppointment(t.db, regular, { service, status: 'completed' });
    await createOrder(t.db, regular, { status: 'completed' });
    await createAppointment(t.db, null, {
      service,
      status: 'completed',
      customer_phone: `+84${uniquePhone().slice(1)}`,
    });
    // Not served (yet): a booking to come, a cancelled visit, an order not handed over.
    const { user: waiting } = await createUser(t.db);
    await createAppointment(t.db, waiting, { service, status: 'confirmed' });
    await createAppointment(t.db, waiting, { service, status: 'cancelled' });
    await createOrder(t.db, waiting, { status: 'paid' });

    const item = { type: 'service' as const, id: service.id };
    await createReview(t.db, item, { rating: 5, status: 'approved' });
    await createReview(t.db, item, { rating: 4, status: 'approved' });
    await createReview(t.db, item, { rating: 4, status: 'approved' });
    await createReview(t.db, item, { rating: 1, status: 'pending' });
    await createReview(t.db, item, { rating: 1, status: 'rejected' });
    await t.db
      .insertInto('settings')
      .values({ key: 'company', value: JSON.stringify({ founded_year: 2012 }) })
      .execute();

    const activeServices = await t.db
      .selectFrom('services')
      .select('id')
      .where('status', '=', 'active')
      .execute();
    const shown = await figures();
    expect(shown).toEqual({
      customers_served: 2,
      services: activeServices.length,
      founded_year: 2012,
      years: year() - 2012,
      rating: { average: 4.3, count: 3 },
    });

    // The back office's average is the same figure, by the same rule.
    const admin = (await signIn(t, 'admin')).cookie;
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews/statistics',
      headers: { cookie: admin },
    });
    expect(stats.json().data).toMatchObject({ average_rating: 4.3, approved_reviews: 3 });
  });

  it('quotes only approved reviews of four or five stars, newest first, one per author', async () => {
    const service = await createService(t.db, { name: 'Uốn sóng thử' });
    const hidden = await createService(t.db, { status: 'inactive' });
    const { user: regular } = await createUser(t.db, { name: 'Trần Thị Mơ' });
    const item = { type: 'service' as const, id: service.id };
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes)).toISOString();
    const review = (overrides: Parameters<typeof createReview>[2]) =>
      createReview(t.db, item, { status: 'approved', ...overrides });
    const older = await review({ user_id: regular.id, rating: 5, created_at: at(1) });
    const guest = await review({ guest_name: 'Khách Lan', rating: 4, created_at: at(2) });
    const newest = await review({ user_id: regular.id, rating: 5, created_at: at(3) });
    await review({ guest_name: 'Khách Ba Sao', rating: 3, created_at: at(4) });
    await review({ guest_name: 'Khách Chờ', rating: 5, status: 'pending', created_at: at(5) });
    await review({ guest_name: 'Khách Từ Chối', rating: 5, status: 'rejected', created_at: at(6) });
    await createReview(
      t.db,
      { type: 'service', id: hidden.id },
      { status: 'approved', rating: 5, created_at: at(7) },
    );

    const res = await t.app.inject({ method: 'GET', url: '/api/public/testimonials' });
    expect(res.statusCode, res.body).toBe(200);
    const quotes = res.json<{ data: { id: number }[] }>().data;
    expect(quotes.map((q) => q.id)).toEqual([newest.id, guest.id]);
    expect(quotes.map((q) => q.id)).not.toContain(older.id);
    expect(quotes[0]).toMatchObject({
      author_name: 'Trần Thị Mơ',
      rating: 5,
      item_type: 'service',
      item_name: 'Uốn sóng thử',
      item_slug: service.slug,
    });
    expect(quotes[1]).toMatchObject({ author_name: 'Khách Lan', rating: 4 });
  });

  it('recounts once its minute has passed', async () => {
    let now = Date.parse('2026-06-01T03:00:00Z');
    const service = new SalonFiguresService(
      new SalonFiguresRepository(t.db),
      new SettingsService(new SettingsRepository(t.db)),
      () => now,
    );
    expect((await service.figures()).services).toBe(0);
    await createService(t.db);
    now += SALON_FIGURES_CACHE_MS - 1;
    expect((await service.figures()).services).toBe(0);
    now += 2;
    expect(await service.figures()).toMatchObject({ services: 1, years: 2026 - 2017 });
  });
});
