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
