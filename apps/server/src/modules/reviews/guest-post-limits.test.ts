import { REVIEW_LIMITS, REVIEW_MESSAGES as M } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm } from '../../test/uploads.js';

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
      guest_email: 'hoa.le@example.com',
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
