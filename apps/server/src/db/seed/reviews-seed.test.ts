import { describe, expect, it } from 'vitest';
import { useSeededDemoDatabase } from '../../test/seeded-demo.js';

describe('demo reviews and questions', () => {
  const demo = useSeededDemoDatabase('reviews');

  it('seeds approved reviews with answers, pending ones and answered questions', async () => {
    const reviews = await demo.handle.db.selectFrom('reviews').selectAll().execute();
    const approved = reviews.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(5);
    expect(approved.filter((r) => r.admin_response && r.responded_at).length).toBeGreaterThan(3);
    expect(reviews.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(3);
    expect(new Set(reviews.map((r) => r.reviewable_type))).toEqual(new Set(['service', 'product']));

    const questions = await demo.handle.db.selectFrom('questions').selectAll().execute();
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.every((q) => q.answer && q.answered_at && q.answered_by)).toBe(true);
  });

  it('gives every service and product only the rating and count its approved reviews make', async () => {
    const db = demo.handle.db;
    const approved = await db
      .selectFrom('reviews')
      .select(['reviewable_type', 'reviewable_id', 'rating'])
      .where('status', '=', 'approved')
      .execute();
    for (const type of ['service', 'product'] as const) {
      const items = await db
        .selectFrom(type === 'service' ? 'services' : 'products')
        .select(['id', 'name', 'rating', 'review_count'])
        .execute();
      for (const item of items) {
        const ratings = approved
          .filter((r) => r.reviewable_type === type && r.reviewable_id === item.id)
          .map((r) => r.rating);
        const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect({ rating: item.rating, review_count: item.review_count }, item.name).toEqual({
          rating: ratings.length > 0 ? Math.round(average * 10) / 10 : null,
          review_count: ratings.length,
        });
      }
    }
  });

  it('gives each reviewed item the rating and count of its approved reviews', async () => {
    const approved = await demo.handle.db
      .selectFrom('reviews')
      .select(['reviewable_type', 'reviewable_id', 'rating'])
      .where('status', '=', 'approved')
      .execute();
    const byItem = new Map<string, number[]>();
    for (const r of approved) {
      const key = `${r.reviewable_type}:${r.reviewable_id}`;
      byItem.set(key, [...(byItem.get(key) ?? []), r.rating]);
    }
    for (const [key, ratings] of byItem) {
      const [type, id] = key.split(':') as ['service' | 'product', string];
      const item = await demo.handle.db
        .selectFrom(type === 'service' ? 'services' : 'products')
        .select(['rating', 'review_count'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(item).toEqual({ rating: Math.round(average * 10) / 10, review_count: ratings.length });
    }
  });
});
