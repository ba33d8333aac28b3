import { REVIEW_LIMITS, REVIEW_MESSAGES as M } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, uniqueEmail } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages, uploadedOriginals, type FormPart } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function review(app: FastifyInstance, serviceId: number, ip: string) {
  return injectForm(app, {
    url: '/api/reviews',
    remoteAddress: ip,
    parts: Object.entries({
      reviewable_type: 'service',
      reviewable_id: String(serviceId),
      rating: '5',
      title: 'Cắt đẹp, đúng hẹn',
      content: 'Stylist tư vấn kỹ, kiểu tóc hợp khuôn mặt.',
      guest_name: 'Lê Thị Hoa',
      // An e-mail of its own: only the address is under test here.
      guest_email: uniqueEmail('hoa.le'),
    }).map(([name, value]) => ({ name, value })),
  });
}

function question(app: FastifyInstance, serviceId: number, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/questions',
    remoteAddress: ip,
    payload: {
      item_type: 'service',
      item_id: serviceId,
      question: 'Cuối tuần còn chỗ không?',
      guest_name: 'Lê Thị Hoa',
      guest_email: 'hoa.le@example.com',
    },
  });
}

async function stored(table: 'reviews' | 'questions', serviceId: number): Promise<number> {
  const column = table === 'reviews' ? 'reviewable_id' : 'item_id';
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('guest reviews and questions across instances', () => {
  it('two instances give one address no more guest posts than one', async () => {
    const { app: twin } = await t.twin();
    const service = await createService(t.db);
    const ip = uniqueIp();
    const replies = [];
    for (let i = 0; i < REVIEW_LIMITS.guestPostsPerWindow + 2; i += 1) {
      const app = i % 2 === 0 ? t.app : twin;
      replies.push(
        i % 3 === 2 ? await question(app, service.id, ip) : await review(app, service.id, ip),
      );
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([
      ...Array<number>(REVIEW_LIMITS.guestPostsPerWindow).fill(201),
      429,
      429,
    ]);
    const refused = replies.at(-1);
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused?.json()).toMatchObject({
      code: 'TOO_MANY_POSTS',
      message: M.tooManyPosts(wait),
    });
    expect((await stored('reviews', service.id)) + (await stored('questions', service.id))).toBe(
      REVIEW_LIMITS.guestPostsPerWindow,
    );
  });

  it('a guest post refused for bad input counts nothing', async () => {
    const service = await createService(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < REVIEW_LIMITS.guestPostsPerWindow + 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        remoteAddress: ip,
        payload: { item_type: 'service', item_id: service.id, question: 'Còn chỗ?' },
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await question(t.app, service.id, ip)).statusCode).toBe(201);
  });
});

describe('guest reviews per e-mail, from any address', () => {
  function reviewAs(
    app: FastifyInstance,
    serviceId: number,
    email: string,
    extra: FormPart[] = [],
    fields: Record<string, string> = {},
  ) {
    return injectForm(app, {
      url: '/api/reviews',
      remoteAddress: uniqueIp(),
      parts: [
        ...Object.entries({
          reviewable_type: 'service',
          reviewable_id: String(serviceId),
          rating: '1',
          title: 'Tệ lắm',
          content: 'Một đánh giá xấu nữa, từ một địa chỉ khác.',
          guest_name: 'Người Lạ',
          guest_email: email,
          ...fields,
        }).map(([name, value]) => ({ name, value })),
        ...extra,
      ],
    });
  }

  async function storedBy(email: string): Promise<number> {
    const row = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('guest_email', '=', email)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  function storedImages(): number {
    return uploadedOriginals(t.config.dataDir, 'reviews').length;
  }

  it('many addresses on two instances reviewing as one e-mail get 3 a day, then 429; nothing half-written', async () => {
    const { app: twin } = await t.twin();
    const service = await createService(t.db);
    const email = uniqueEmail('danh-gia');
    const image = { name: 'images', value: await testImages.jpeg(), filename: 'anh.jpg' };
    const replies = [];
    for (let i = 0; i < REVIEW_LIMITS.guestReviewsPerEmail + 2; i += 1) {
      // The same e-mail in capitals is the same e-mail.
      const as = i % 2 === 0 ? email : email.toUpperCase();
      replies.push(await reviewAs(i % 2 === 0 ? t.app : twin, service.id, as));
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([
      ...Array<number>(REVIEW_LIMITS.guestReviewsPerEmail).fill(201),
      429,
      429,
    ]);
    const refused = replies.at(-1)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(REVIEW_LIMITS.guestReviewEmailWindowMs / 1000);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'GUEST_EMAIL_REVIEW_LIMIT',
      message: M.tooManyReviewsForEmail(wait),
    });
    expect(await storedBy(email)).toBe(REVIEW_LIMITS.guestReviewsPerEmail);

    // A refused review with a picture leaves no row and no file.
    const images = storedImages();
    const withImage = await reviewAs(twin, service.id, email, [image]);
    expect(withImage.statusCode).toBe(429);
    expect(await storedBy(email)).toBe(REVIEW_LIMITS.guestReviewsPerEmail);
    expect(storedImages()).toBe(images);

    // Another e-mail is not affected; a question with this e-mail is not a review.
    expect((await reviewAs(t.app, service.id, uniqueEmail('khac'))).statusCode).toBe(201);
    expect((await question(twin, service.id, uniqueIp())).statusCode).toBe(201);
  });

  it('a review refused for bad input, or for its address, counts nothing against the e-mail', async () => {
    const service = await createService(t.db);
    const email = uniqueEmail('danh-gia');
    for (let i = 0; i < REVIEW_LIMITS.guestReviewsPerEmail + 2; i += 1) {
      const bad = await reviewAs(t.app, service.id, email, [], { title: '' });
      expect(bad.statusCode).toBe(422);
      const unknownItem = await reviewAs(t.app, service.id, email, [], {
        reviewable_id: '2000000000',
      });
      expect(unknownItem.statusCode).toBe(404);
    }
    // One address spends its allowance on other e-mails, then tries this one: refused there.
    const ip = uniqueIp();
    for (let i = 0; i < REVIEW_LIMITS.guestPostsPerWindow; i += 1) {
      expect((await review(t.app, service.id, ip)).statusCode).toBe(201);
    }
    const busy = await injectForm(t.app, {
      url: '/api/reviews',
      remoteAddress: ip,
      parts: Object.entries({
        reviewable_type: 'service',
        reviewable_id: String(service.id),
        rating: '4',
        title: 'Ổn',
        content: 'Dịch vụ ổn, sẽ quay lại.',
        guest_name: 'Người Lạ',
        guest_email: email,
      }).map(([name, value]) => ({ name, value })),
    });
    expect(busy.statusCode).toBe(429);
    expect(busy.json().code).toBe('TOO_MANY_POSTS');
    for (let i = 0; i < REVIEW_LIMITS.guestReviewsPerEmail; i += 1) {
      expect((await reviewAs(t.app, service.id, email)).statusCode).toBe(201);
    }
    expect(await storedBy(email)).toBe(REVIEW_LIMITS.guestReviewsPerEmail);
  });
});
