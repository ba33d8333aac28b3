import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, salonDay } from '../../test/appointment-factories.js';
import { createProduct, createService } from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm } from '../../test/uploads.js';

let t: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'customer', { name: 'Trần Thị Mai' });
});
afterAll(() => t.close());

async function reviewService(serviceId: number, type: 'service' | 'product' = 'service') {
  const res = await injectForm(t.app, {
    url: '/api/reviews',
    cookie: customer.cookie,
    parts: [
      { name: 'reviewable_type', value: type },
      { name: 'reviewable_id', value: String(serviceId) },
      { name: 'rating', value: '5' },
      { name: 'title', value: 'Rất hài lòng' },
      { name: 'content', value: 'Cắt đẹp, stylist tư vấn kỹ.' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { is_verified: boolean };
}

describe('verified reviews of services', () => {
  it('marks a review verified when the customer had the service in a completed appointment', async () => {
    const service = await createService(t.db);
    await createAppointment(t.db, customer.user, {
      service,
      status: 'completed',
      appointment_date: salonDay(-3),
    });
    expect((await reviewService(service.id)).is_verified).toBe(true);
  });

  it('does not for a service only booked, cancelled or missed, or had by someone else', async () => {
    const booked = await createService(t.db);
    await createAppointment(t.db, customer.user, { service: booked, status: 'confirmed' });
    const cancelled = await createService(t.db);
    await createAppointment(t.db, customer.user, { service: cancelled, status: 'cancelled' });
    const missed = await createService(t.db);
    await createAppointment(t.db, customer.user, {
      service: missed,
      status: 'no_show',
      appointment_date: salonDay(-1),
    });
    const other = await signIn(t, 'customer');
    const theirs = await createService(t.db);
    await createAppointment(t.db, other.user, {
      service: theirs,
      status: 'completed',
      appointment_date: salonDay(-2),
    });

    for (const service of [booked, cancelled, missed, theirs]) {
      expect((await reviewService(service.id)).is_verified).toBe(false);
    }
  });
});

describe('verified reviews of what was bought', () => {
  it('marks a review verified for a product or service of a completed order', async () => {
    const product = await createProduct(t.db);
    const service = await createService(t.db);
    await createOrder(t.db, customer.user, {
      status: 'completed',
      lines: [
        { item: product, kind: 'product' },
        { item: service, kind: 'service' },
      ],
    });
    expect((await reviewService(product.id, 'product')).is_verified).toBe(true);
    expect((await reviewService(service.id, 'service')).is_verified).toBe(true);
  });

  it('does not for an order not completed, or someone else’s', async () => {
    const other = await signIn(t, 'customer');
    const products = [];
    for (const status of ['pending', 'paid', 'cancelled'] as const) {
      const product = await createProduct(t.db);
      await createOrder(t.db, customer.user, {
        status,
        lines: [{ item: product, kind: 'product' }],
      });
      products.push(product);
    }
    const theirs = await createProduct(t.db);
    await createOrder(t.db, other.user, {
      status: 'completed',
      lines: [{ item: theirs, kind: 'product' }],
    });
    for (const product of [...products, theirs]) {
      expect((await reviewService(product.id, 'product')).is_verified).toBe(false);
    }
  });
});
