import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createUser } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;

interface Overview {
  score: number;
  compliance_percent: number;
  compliance_result: string;
  open_incidents: number;
  suspicious_activities: number;
  checks: { key: string; passed: boolean; detail: string; due_at: string | null }[];
  next_review_due_at: string | null;
}

const overview = async () => {
  const response = await injectAs(t, admin.cookie, 'GET', '/api/admin/security/overview');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Overview }>().data;
};
const check = (o: Overview, key: string) => o.checks.find((c) => c.key === key)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.close());

describe('GET /api/admin/security/overview', () => {
  it('is for admins only', async () => {
    expect((await injectAs(t, null, 'GET', '/api/admin/security/overview')).statusCode).toBe(401);
    for (const role of ['customer', 'staff', 'manager'] as const) {
      const who = await signIn(t, role);
      expect(
        (await injectAs(t, who.cookie, 'GET', '/api/admin/security/overview')).statusCode,
      ).toBe(403);
    }
  });

  it('on a fresh install scores what the data says: no backup, no drill, no review, two-factor off', async () => {
    const o = await overview();
    expect(
      o.checks
        .filter((c) => !c.passed)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['backup_fresh', 'compliance_review', 'drill_recent', 'password_age', 'two_factor']);
    // 5 + 5 + 10 + 10 + 10 + 5 + 10 of 100.
    expect(o.score).toBe(55);
    // Four of the seven compliance requirements.
    expect(o.compliance_percent).toBe(57);
    expect(o.compliance_result).toBe('non_compliant');
    expect(check(o, 'backup_fresh')).toMatchObject({ detail: 'Chưa có bản sao lưu nào' });
    expect(check(o, 'backup_fresh').due_at).not.toBeNull();
  });

  it('a backup, a passed drill and a review close their gaps; the next review is a year on', async () => {
    const made = await injectAs(t, admin.cookie, 'POST', '/api/admin/security/backups');
    expect(made.statusCode).toBe(201);
    const backupId = made.json<{ data: { id: number } }>().data.id;
    const drill = await injectAs(
      t,
      admin.cookie,
      'POST',
      `/api/admin/security/backups/${backupId}/drill`,
    );
    expect(drill.statusCode).toBe(201);
    const review = await injectAs(t, admin.cookie, 'POST', '/api/admin/security/overview/review');
    expect(review.statusCode).toBe(201);
    const o = await overview();
    for (const key of ['backup_fresh', 'drill_recent', 'compliance_review']) {
      expect(check(o, key).passed, key).toBe(true);
    }
    expect(o.score).toBe(80);
    expect(o.compliance_percent).toBe(100);
    expect(o.compliance_result).toBe('compliant');
    const nextReview = Date.parse(o.next_review_due_at!) - Date.now();
    expect(Math.round(nextReview / 86_400_000)).toBe(365);
  });

  it('an overdue data request, a serious incident and failed sign-ins count against it', async () => {
    const customer = await createUser(t.db, { role: 'customer' });
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.db
      .insertInto('privacy_requests')
      .values({
        user_id: customer.user.id,
        type: 'access',
        filed_by: customer.user.id,
        channel: 'profile',
        details: null,
        due_at: past,
        handled_by: null,
        processing_at: null,
        completed_at: null,
        rejected_at: null,
        reject_reason: null,
        resolution: null,
        archive_file: null,
        archive_token_hash: null,
        archive_expires_at: null,
        archive_downloaded_at: null,
      })
      .execute();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.user.email, password: 'sai-mat-khau-1' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const o = await overview();
    expect(check(o, 'privacy_requests_on_time')).toMatchObject({
      passed: false,
      detail: '1 yêu cầu quá hạn 30 ngày',
    });
    expect(o.suspicious_activities).toBeGreaterThanOrEqual(3);
    expect(o.compliance_result).not.toBe('compliant');
  });
});
