import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { createService } from '../../test/factories.js';
import { createQuestion, createReview } from '../../test/review-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: SignedIn;
let item: { type: 'service'; id: number };
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager');
  item = { type: 'service', id: (await createService(t.db)).id };
});
afterAll(() => t.close());

describe('review moderation in the audit log', () => {
  it('records an approval, a rejection and a response, without the reviewer', async () => {
    const approved = await createReview(t.db, item);
    const rejected = await createReview(t.db, item);
    const ok = await injectFrom(
      t,
      manager.cookie,
      'POST',
      `/api/admin/reviews/${approved.id}/approve`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    await injectFrom(t, manager.cookie, 'POST', `/api/admin/reviews/${rejected.id}/reject`);
    const reply = await injectFrom(
      t,
      manager.cookie,
      'POST',
      `/api/admin/reviews/${approved.id}/response`,
      {
        admin_response: 'Cảm ơn anh/chị!',
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);

    const [approval, response] = await auditEntries(t, 'review', approved.id);
    expect(approval).toMatchObject({
      action: 'approve',
      summary: `Duyệt đánh giá #${approved.id}`,
      actor_id: manager.user.id,
      actor_role: 'manager',
      ip: CLIENT_IP,
      changes: { status: { before: 'pending', after: 'approved' } },
    });
    expect(response).toMatchObject({
      action: 'reply',
      changes: { admin_response: { before: null, after: 'Cảm ơn anh/chị!' } },
    });
    const [rejection] = await auditEntries(t, 'review', rejected.id);
    expect(rejection).toMatchObject({
      action: 'reject',
      changes: { status: { before: 'pending', after: 'rejected' } },
    });
    const all = JSON.stringify(await auditEntries(t, 'review'));
    expect(all).not.toContain('Khách Thử');
    expect(all).not.toContain('khach.thu@example.com');
  });

  it('refused moderation leaves no entry: not pending, missing, a customer, an empty response', async () => {
    const review = await createReview(t.db, item, { status: 'approved' });
    const customer = await signIn(t, 'customer');
    const count = await auditCount(t);
    expect(
      (await injectFrom(t, manager.cookie, 'POST', `/api/admin/reviews/${review.id}/approve`))
        .statusCode,
    ).toBe(409);
    expect(
      (await injectFrom(t, manager.cookie, 'POST', '/api/admin/reviews/999999/reject')).statusCode,
    ).toBe(404);
    expect(
      (await injectFrom(t, customer.cookie, 'POST', `/api/admin/reviews/${review.id}/reject`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await injectFrom(t, manager.cookie, 'POST', `/api/admin/reviews/${review.id}/response`, {
          admin_response: '  ',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await injectFrom(t, manager.cookie, 'POST', '/api/admin/reviews/999999/response', {
          admin_response: 'Cảm ơn',
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditCount(t)).toBe(count);
  });

  it('a response the database refuses after the entry was written leaves no entry', async () => {
    const review = await createReview(t.db, item);
    await refuseValue(t, 'reviews', 'admin_response', 'Hỏng');
    const res = await injectFrom(
      t,
      manager.cookie,
      'POST',
      `/api/admin/reviews/${review.id}/response`,
      {
        admin_response: 'Hỏng',
      },
    );
    expect(res.statusCode).toBe(500);
    expect(await auditEntries(t, 'review', review.id)).toEqual([]);
  });
});

describe('answers to questions in the audit log', () => {
  it('records a staff answer and a changed answer, before and after', async () => {
    const staff = await signIn(t, 'staff');
    const question = await createQuestion(t.db, item);
    await injectFrom(t, staff.cookie, 'POST', `/api/admin/questions/${question.id}/answer`, {
      answer: 'Khoảng 45 phút.',
    });
    await injectFrom(t, staff.cookie, 'POST', `/api/admin/questions/${question.id}/answer`, {
      answer: 'Khoảng 60 phút.',
    });
    const entries = await auditEntries(t, 'question', question.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'reply',
      summary: `Trả lời câu hỏi #${question.id}`,
      actor_id: staff.user.id,
      actor_role: 'staff',
      ip: CLIENT_IP,
      changes: { answer: { before: null, after: 'Khoảng 45 phút.' } },
    });
    expect(entries[1]!.changes).toEqual({
      answer: { before: 'Khoảng 45 phút.', after: 'Khoảng 60 phút.' },
    });
  });

  it('a refused answer leaves no entry; one the database refuses is taken back', async () => {
    const staff = await signIn(t, 'staff');
    const customer = await signIn(t, 'customer');
    const question = await createQuestion(t.db, item);
    const count = await auditCount(t);
    const url = `/api/admin/questions/${question.id}/answer`;
    expect((await injectFrom(t, customer.cookie, 'POST', url, { answer: 'Có' })).statusCode).toBe(
      403,
    );
    expect((await injectFrom(t, staff.cookie, 'POST', url, { answer: '' })).statusCode).toBe(422);
    expect(
      (
        await injectFrom(t, staff.cookie, 'POST', '/api/admin/questions/999999/answer', {
          answer: 'Có',
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditCount(t)).toBe(count);
    await refuseValue(t, 'questions', 'answer', 'Hỏng');
    expect((await injectFrom(t, staff.cookie, 'POST', url, { answer: 'Hỏng' })).statusCode).toBe(
      500,
    );
    expect(await auditEntries(t, 'question', question.id)).toEqual([]);
  });
});
