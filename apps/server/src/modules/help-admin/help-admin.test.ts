import {
  AUTH_MESSAGES,
  BACK_OFFICE_FAQS,
  BACK_OFFICE_HELP_LIMITS as L,
  BACK_OFFICE_HELP_MESSAGES as M,
  type BackOfficeFaqVotesMap,
  type HelpCentreOverview,
  type SystemInfo,
  type Role,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const people = {} as Record<Exclude<Role, 'customer'>, SignedIn>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['staff', 'manager', 'admin'] as const) people[role] = await signIn(t, role);
});
afterAll(() => t.close());

const FAQ = BACK_OFFICE_FAQS[0]?.id ?? '';
const feedback = {
  type: 'bug',
  subject: 'Nút lưu không chạy',
  description: 'Bấm lưu không có gì.',
};

async function guardOf(method: Method, url: string, payload?: unknown) {
  const codes: Record<string, number> = {};
  codes.guest = (await injectAs(t, null, method, url, payload)).statusCode;
  // New sessions for each probe: the third refusal ends a session (incident rule c).
  const asCustomer = await injectAs(t, (await signIn(t, 'customer')).cookie, method, url, payload);
  codes.customer = asCustomer.statusCode;
  if (asCustomer.statusCode === 403)
    expect(asCustomer.json().message).toBe(AUTH_MESSAGES.forbidden);
  for (const role of ['staff', 'manager'] as const) {
    const cookie = (await signIn(t, role)).cookie;
    codes[role] = (await injectAs(t, cookie, method, url, payload)).statusCode;
  }
  codes.admin = (await injectAs(t, people.admin.cookie, method, url, payload)).statusCode;
  return codes;
}

describe('guards of /api/admin/help', () => {
  it('every back-office role votes and sends feedback; guests and customers cannot', async () => {
    expect(await guardOf('GET', '/api/admin/help/faq-votes')).toEqual({
      guest: 401,
      customer: 403,
      staff: 200,
      manager: 200,
      admin: 200,
    });
    expect(await guardOf('PUT', `/api/admin/help/faqs/${FAQ}/vote`, { helpful: true })).toEqual({
      guest: 401,
      customer: 403,
      staff: 200,
      manager: 200,
      admin: 200,
    });
    expect(await guardOf('POST', '/api/admin/help/feedback', feedback)).toEqual({
      guest: 401,
      customer: 403,
      staff: 201,
      manager: 201,
      admin: 201,
    });
  });

  it('only admins read the feedback, the help centre and the system information', async () => {
    for (const url of [
      '/api/admin/help/feedback',
      '/api/admin/help/help-centre',
      '/api/admin/help/system',
    ]) {
      expect(await guardOf('GET', url)).toEqual({
        guest: 401,
        customer: 403,
        staff: 403,
        manager: 403,
        admin: 200,
      });
    }
  });

  it('refuses a guest before reading the body (no validation hint)', async () => {
    const res = await injectAs(t, null, 'POST', '/api/admin/help/feedback', { type: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBeUndefined();
  });
});

describe('votes on the help screen answers', () => {
  const vote = (who: SignedIn, body: unknown, faq = FAQ) =>
    injectAs(t, who.cookie, 'PUT', `/api/admin/help/faqs/${faq}/vote`, body);
  const votes = async (who: SignedIn) =>
    (await injectAs(t, who.cookie, 'GET', '/api/admin/help/faq-votes')).json<{
      data: BackOfficeFaqVotesMap;
    }>().data;

  it('one vote per person and answer: voting again changes it, never adds one', async () => {
    const a = await signIn(t, 'staff');
    const b = await signIn(t, 'manager');
    const faq = BACK_OFFICE_FAQS[1]?.id ?? '';
    const first = await vote(a, { helpful: true, rating: 4 }, faq);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.voteSaved);
    await vote(a, { helpful: true }, faq);
    expect((await votes(a))[faq]).toMatchObject({
      helpful: 1,
      not_helpful: 0,
      rating_count: 1,
      rating_average: 4,
      mine: { helpful: true, rating: 4 },
    });
    // Changing the mind moves the vote; a rating alone keeps the helpful answer.
    await vote(a, { helpful: false }, faq);
    await vote(a, { rating: 2 }, faq);
    await vote(b, { helpful: true, rating: 5 }, faq);
    expect((await votes(a))[faq]).toMatchObject({
      helpful: 1,
      not_helpful: 1,
      rating_count: 2,
      rating_average: 3.5,
      mine: { helpful: false, rating: 2 },
    });
    expect((await votes(b))[faq]?.mine).toEqual({ helpful: true, rating: 5 });
    // null takes a vote back.
    await vote(a, { helpful: null, rating: null }, faq);
    expect((await votes(a))[faq]).toMatchObject({
      helpful: 1,
      not_helpful: 0,
      rating_count: 1,
      rating_average: 5,
      mine: { helpful: null, rating: null },
    });
    const rows = await t.db
      .selectFrom('back_office_faq_votes')
      .selectAll()
      .where('faq_id', '=', faq)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses bad votes with a Vietnamese message and stores nothing', async () => {
    const who = await signIn(t, 'staff');
    const cases: [unknown, string][] = [
      [{}, M.voteEmpty],
      [{ helpful: 'yes' }, M.helpfulInvalid],
      [{ rating: 6 }, M.ratingInvalid],
      [{ rating: 0 }, M.ratingInvalid],
      [{ rating: 2.5 }, M.ratingInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await vote(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const unknown = await vote(who, { helpful: true }, 'payment-methods');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.faqNotFound);
    const stored = await t.db
      .selectFrom('back_office_faq_votes')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('limits how often one person votes', async () => {
    const who = await signIn(t, 'staff');
    for (let i = 0; i < L.votesPerUser; i++) {
      expect((await vote(who, { rating: (i % 5) + 1 })).statusCode).toBe(200);
    }
    const refused = await vote(who, { rating: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooManyVotes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not locked out.
    expect((await vote(await signIn(t, 'staff'), { rating: 1 })).statusCode).toBe(200);
  });
});

describe('feedback from the help screen', () => {
  const send = (who: SignedIn, body: unknown) =>
    injectAs(t, who.cookie, 'POST', '/api/admin/help/feedback', body);

  it('is stored with its sender and read by admins, newest first', async () => {
    const sender = await signIn(t, 'staff', { name: 'Trần Thị Góp Ý' });
    const res = await send(sender, {
      type: 'feature',
      subject: '  Thêm lọc theo thợ  ',
      description: 'Muốn lọc lịch hẹn theo thợ.',
      priority: 'high',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.feedbackSent);
    expect(res.json().data).toMatchObject({ subject: 'Thêm lọc theo thợ', priority: 'high' });
    const list = await injectAs(
      t,
      people.admin.cookie,
      'GET',
      '/api/admin/help/feedback?type=feature',
    );
    expect(list.statusCode).toBe(200);
    const first = list.json().data.data[0];
    expect(first).toMatchObject({
      type: 'feature',
      subject: 'Thêm lọc theo thợ',
      sender: { id: sender.user.id, name: 'Trần Thị Góp Ý', role: 'staff' },
    });
    expect(list.json().data.meta.total).toBe(
      Number(
        (
          await t.db
            .selectFrom('help_feedback')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('type', '=', 'feature')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const bad = await injectAs(
      t,
      people.admin.cookie,
      'GET',
      '/api/admin/help/feedback?per_page=1000',
    );
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain(M.invalidPerPage);
  });

  it('refuses missing, blank, too long or unknown fields and stores nothing', async () => {
    const who = await signIn(t, 'manager');
    const cases: [unknown, string][] = [
      [{ ...feedback, type: undefined }, M.typeRequired],
      [{ ...feedback, type: 'spam' }, M.typeRequired],
      [{ ...feedback, subject: '   ' }, M.subjectRequired],
      [{ ...feedback, subject: 'x'.repeat(L.subjectMax + 1) }, M.subjectMax],
      [{ ...feedback, description: undefined }, M.descriptionRequired],
      [{ ...feedback, description: 'x'.repeat(L.descriptionMax + 1) }, M.descriptionMax],
      [{ ...feedback, priority: 'asap' }, M.priorityInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await send(who, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const stored = await t.db
      .selectFrom('help_feedback')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps markup as text and limits how much one person sends', async () => {
    const who = await signIn(t, 'staff');
    const res = await send(who, { ...feedback, subject: '<img src=x onerror=alert(1)>' });
    expect(res.json().data.subject).toBe('<img src=x onerror=alert(1)>');
    for (let i = 1; i < L.feedbackPerUser; i++)
      expect((await send(who, feedback)).statusCode).toBe(201);
    const refused = await send(who, feedback);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooManyFeedback);
    const stored = await t.db
      .selectFrom('help_feedback')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .execute();
    expect(stored).toHaveLength(L.feedbackPerUser);
  });
});

describe('the storefront help centre, for admins', () => {
  it('shows its votes and support requests from the data', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/public/faqs/payment-methods/helpful',
      payload: { helpful: true },
    });
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/public/support',
      payload: {
        type: 'booking',
        subject: 'Không đặt được lịch',
        message: 'Trang đặt lịch báo lỗi khi chọn giờ.',
        name: 'Lê Văn Khách',
        phone: '0912345678',
        email: 'khach@example.com',
      },
    });
    expect(support.statusCode, support.body).toBe(201);
    const res = await injectAs(t, people.admin.cookie, 'GET', '/api/admin/help/help-centre');
    const data = res.json<{ data: HelpCentreOverview }>().data;
    expect(data.faq_votes.find((v) => v.faq_id === 'payment-methods')).toMatchObject({
      helpful: 1,
      not_helpful: 0,
    });
    expect(data.support_requests).toMatchObject({ total: 1, open: 1 });
    expect(data.support_requests.recent[0]).toMatchObject({
      name: 'Lê Văn Khách',
      subject: 'Không đặt được lịch',
      status: 'new',
    });
  });
});

describe('system information', () => {
  it('reports the running server: version, engine, uptime that grows, queue sizes', async () => {
    const read = async () =>
      (await injectAs(t, people.admin.cookie, 'GET', '/api/admin/help/system')).json<{
        data: SystemInfo;
      }>().data;
    await t.app.jobs.runDueJobs();
    await t.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: 'a@example.com',
        template: 't',
        subject: 'S',
        body: 'B',
      })
      .execute();
    const first = await read();
    expect(first.database_engine).toBe(t.engine);
    expect(first.database_engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    expect(first.app_version).toMatch(/^\d+\.\d+\.\d+/);
    expect(first.node_version).toBe(process.version);
    expect(first.email_configured).toBe(false);
    const pending = await t.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(first.outbox.pending).toBe(Number(pending.n));
    expect(first.outbox.pending).toBeGreaterThan(0);
    const jobs = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.jobs.total).toBe(Number(jobs.n));
    expect(first.jobs.total).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await read();
    expect(second.uptime_seconds).toBeGreaterThan(first.uptime_seconds);
    expect(second.started_at).toBe(first.started_at);
  });
});
