import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_EVENTS,
  type AdminContactDetailDto,
  type AdminContactDto,
  type Role,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactForm } from '../../test/content-factories.js';
import { uniqueEmail } from '../../test/factories.js';
import { openLiveStream } from '../../test/live-stream.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: SignedIn;
let admin: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager', { name: 'Lê Quản Lý' });
  admin = await signIn(t, 'admin', { name: 'Phạm Quản Trị' });
  staff = await signIn(t, 'staff');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

/** A visitor's message from the contact page; returns its id. */
async function submit(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/contact',
    payload: validContactForm(overrides),
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

function call(
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/admin/contacts${url}`,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    ...(who ? { headers: who.headers } : {}),
  });
}

/** The ids of the list page the query answers. */
async function listIds(query: string): Promise<number[]> {
  const page = (await call(manager, 'GET', query)).json().data as { data: AdminContactDto[] };
  return page.data.map((c) => c.id);
}

const row = (id: number) =>
  t.db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxOf = (id: number) =>
  t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('related_type', '=', 'contact')
    .where('related_id', '=', id)
    .execute();
const historyOf = async (id: number) =>
  (await call(manager, 'GET', `/${id}`)).json().data.history as AdminContactDetailDto['history'];

describe('guards: managers and admins only (ADMIN_PAGES contacts)', () => {
  const endpoints: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    ['GET', ''],
    ['GET', '/statistics'],
    ['GET', '/staff'],
    ['GET', '/1'],
    ['POST', '', { name: 'A', email: 'a@b.vn', subject: 'x', message: 'y' }],
    ['PUT', '/1', {}],
    ['POST', '/1/assign', { assigned_to: 1 }],
    ['POST', '/1/reply', { reply_message: 'x' }],
    ['POST', '/1/resolve', { response_message: 'x' }],
    ['POST', '/bulk', { contact_ids: [1], action: 'mark_closed' }],
    ['DELETE', '/1'],
  ];
  it.each(endpoints)('%s %s: guest 401, customer and staff 403', async (method, url, body) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    // New sessions for each route: the third refusal ends a session (incident rule c).
    expect((await call(await signIn(t, 'customer'), method, url, body)).statusCode).toBe(403);
    expect((await call(await signIn(t, 'staff'), method, url, body)).statusCode).toBe(403);
  });

  it('a staff member cannot read a contact by guessing its id, nor change it', async () => {
    const id = await submit();
    const prober = await signIn(t, 'staff');
    expect((await call(prober, 'GET', `/${id}`)).statusCode).toBe(403);
    expect((await call(prober, 'DELETE', `/${id}`)).statusCode).toBe(403);
    expect((await row(id)).status).toBe('new');
  });

  it.each<Role>(['manager', 'admin'])('a %s opens the list and the statistics', async (role) => {
    const who = role === 'admin' ? admin : manager;
    const list = await call(who, 'GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect((await call(who, 'GET', '/statistics')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/contacts', () => {
  it('finds a name without diacritics, whole words only, and filters by status, type, priority', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const huong = await submit({
      name: 'Nguyễn Thị Hương',
      subject: 'complaint',
      priority: 'urgent',
      email: `${marker}@mail.vn`,
    });
    const other = await submit({ name: 'Trần Văn Khuông', email: `${marker}.b@mail.vn` });

    const found = (await call(manager, 'GET', '/?search=huong')).json().data
      .data as AdminContactDto[];
    expect(found.map((c) => c.id)).toContain(huong);
    expect(found.map((c) => c.id)).not.toContain(other);

    expect(await listIds(`/?search=${marker}&type=complaint`)).toEqual([huong]);
    expect(await listIds(`/?search=${marker}&priority=urgent`)).toEqual([huong]);
    await call(manager, 'POST', `/${other}/resolve`, { response_message: 'Đã xong' });
    expect(await listIds(`/?search=${marker}&status=resolved`)).toEqual([other]);
    expect(await listIds(`/?search=${marker}&status=new`)).toEqual([huong]);
  });

  it('filters by the salon day the contact arrived (start_date, end_date) and pages, newest first', async () => {
    const marker = `dr${Date.now().toString(36)}`;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await submit({ email: `${marker}${i}@mail.vn` }));
    // 2026-03-10 23:30 in Ho Chi Minh City is 16:30 UTC the same day.
    await t.db
      .updateTable('contact_requests')
      .set({ created_at: '2026-03-10T16:30:00.000Z' })
      .where('id', '=', ids[0]!)
      .execute();
    // 2026-03-11 00:30 in Ho Chi Minh City is 17:30 UTC on the 10th.
    await t.db
      .updateTable('contact_requests')
      .set({ created_at: '2026-03-10T17:30:00.000Z' })
      .where('id', '=', ids[1]!)
      .execute();
    expect(await listIds(`/?search=${marker}&start_date=2026-03-10&end_date=2026-03-10`)).toEqual([
      ids[0],
    ]);
    expect(await listIds(`/?search=${marker}&start_date=2026-03-11&end_date=2026-03-11`)).toEqual([
      ids[1],
    ]);

    const page1 = (await call(manager, 'GET', `/?search=${marker}&per_page=2`)).json().data as {
      meta: unknown;
      data: AdminContactDto[];
    };
    expect(page1.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2, current_page: 1 });
    expect(page1.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(await listIds(`/?search=${marker}&per_page=2&page=2`)).toEqual([ids[0]]);
  });

  it('refuses bad filters with Vietnamese messages', async () => {
    const cases: [string, string][] = [
      ['?status=open', M.statusInvalid],
      ['?priority=max', M.priorityInvalid],
      ['?start_date=10/03/2026', M.dateInvalid],
      ['?start_date=2026-03-11&end_date=2026-03-10', M.dateRangeInvalid],
      ['?per_page=1000', M.perPageInvalid],
      [`?search=${'a'.repeat(101)}`, M.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await call(manager, 'GET', `/${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('the help centre support form', () => {
  it('stores the topic, shown in the list and the detail', async () => {
    const email = uniqueEmail('help');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/support',
      remoteAddress: nextAddress(),
      payload: {
        type: 'order',
        subject: 'Chưa nhận được hàng',
        message: 'Đơn hàng của tôi đặt tuần trước vẫn chưa tới.',
        name: 'Võ Thị Lan',
        phone: '0912000111',
        email,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const bell = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', manager.user.id)
      .where('action_url', '=', `/admin/contacts?contact=${id}`)
      .executeTakeFirstOrThrow();
    expect(bell.title).toBe(M.bellSupportTitle('Võ Thị Lan'));
    const detail = (await call(manager, 'GET', `/${id}`)).json().data as AdminContactDetailDto;
    expect(detail).toMatchObject({
      source: 'help',
      topic: 'order',
      topic_label: 'Đơn hàng và thanh toán',
    });
    const list = (await call(manager, 'GET', `/?search=${encodeURIComponent(email)}`)).json().data
      .data;
    expect(list[0]).toMatchObject({ id, topic: 'order', topic_label: 'Đơn hàng và thanh toán' });
  });
});

describe('POST and PUT /api/admin/contacts', () => {
  it('creates with the form defaults and records who created it', async () => {
    const res = await call(manager, 'POST', '', {
      name: 'Khách gọi điện',
      email: 'Goi.Dien@Mail.vn',
      phone: '0912 345 678',
      subject: 'Hỏi giá nhuộm',
      message: 'Khách gọi hỏi giá nhuộm highlight.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json().data as AdminContactDetailDto;
    expect(data).toMatchObject({
      type: 'inquiry',
      priority: 'medium',
      status: 'new',
      email: 'goi.dien@mail.vn',
      phone: '0912345678',
    });
    expect(data.history).toMatchObject([{ action: 'created', actor: { id: manager.user.id } }]);
  });

  it('refuses a bad form with the spec messages and writes nothing', async () => {
    const before = await t.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const base = { name: 'An', email: 'an@mail.vn', subject: 'Hỏi', message: 'Nội dung' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, name: '  ' }, 'name', M.nameRequired],
      [{ ...base, email: undefined }, 'email', M.emailRequired],
      [{ ...base, email: 'an@' }, 'email', M.emailInvalid],
      [{ ...base, subject: '' }, 'subject', M.subjectRequired],
      [{ ...base, message: 123 }, 'message', M.messageRequired],
      [{ ...base, phone: '12345' }, 'phone', M.phoneInvalid],
      [{ ...base, type: 'spam' }, 'type', M.typeInvalid],
      [{ ...base, subject: 'x'.repeat(201) }, 'subject', M.subjectMax],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(manager, 'POST', '', payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    const after = await t.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('edits fields, status and internal notes; closing records the time and the timeline', async () => {
    const id = await submit();
    const res = await call(admin, 'PUT', `/${id}`, {
      name: 'Trần Minh Khoa',
      email: 'khoa@mail.vn',
      subject: 'Khiếu nại thái độ',
      message: 'Nội dung đã sửa',
      type: 'complaint',
      priority: 'high',
      status: 'closed',
      internal_notes: 'Đã gọi lại',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.updated);
    const stored = await row(id);
    expect(stored).toMatchObject({
      type: 'complaint',
      priority: 'high',
      status: 'closed',
      internal_notes: 'Đã gọi lại',
    });
    expect(stored.closed_at).toBeTruthy();
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['created', 'edited', 'closed']);
    expect(
      (
        await call(admin, 'PUT', '/999999', {
          name: 'A',
          email: 'a@b.vn',
          subject: 'x',
          message: 'y',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('assign, reply, resolve', () => {
  it('assigns to a manager: the new contact is in progress, the timeline names the assignee', async () => {
    const id = await submit();
    const res = await call(admin, 'POST', `/${id}/assign`, {
      assigned_to: manager.user.id,
      internal_notes: 'Ưu tiên',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.assigned);
    expect(res.json().data).toMatchObject({
      status: 'in_progress',
      assignedTo: { id: manager.user.id, name: 'Lê Quản Lý' },
      internal_notes: 'Ưu tiên',
    });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      action: 'assigned',
      note: 'Lê Quản Lý',
      actor: { id: admin.user.id },
    });
  });

  it('refuses to assign to someone who may not open contacts, or to nobody', async () => {
    const id = await submit();
    for (const assignee of [staff.user.id, customer.user.id, 999999]) {
      const res = await call(admin, 'POST', `/${id}/assign`, { assigned_to: assignee });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.staffInvalid);
    }
    const missing = await call(admin, 'POST', `/${id}/assign`, {});
    expect(missing.json().errors.assigned_to).toEqual([M.staffRequired]);
    expect((await row(id)).assigned_to).toBeNull();
  });

  it('the staff list offers active managers and admins only', async () => {
    const list = (await call(manager, 'GET', '/staff')).json().data.data as {
      id: number;
      role: string;
    }[];
    const ids = list.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([manager.user.id, admin.user.id]));
    expect(ids).not.toContain(staff.user.id);
    expect(list.every((u) => u.role === 'manager' || u.role === 'admin')).toBe(true);
  });

  it("sends the reply to the contact's e-mail through the outbox and records it", async () => {
    const email = uniqueEmail('reply');
    const id = await submit({ email, subject: 'booking' });
    const res = await call(manager, 'POST', `/${id}/reply`, {
      reply_message: 'Chào bạn, salon còn chỗ lúc 15:00.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.replied);
    const data = res.json().data as AdminContactDetailDto;
    expect(data).toMatchObject({
      status: 'replied',
      reply_message: 'Chào bạn, salon còn chỗ lúc 15:00.',
      replied_by: { id: manager.user.id },
    });
    expect(data.first_replied_at).toBe(data.replied_at);
    const mails = await outboxOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      recipient: email,
      template: 'contact.reply',
    });
    expect(mails[0]!.body).toContain('Chào bạn, salon còn chỗ lúc 15:00.');
    expect(mails[0]!.subject).toContain('Đặt lịch hẹn');
    expect(data.history.at(-1)).toMatchObject({
      action: 'replied',
      actor: { id: manager.user.id },
    });

    // A second reply goes out too, and the first reply's time stays.
    const again = (
      await call(manager, 'POST', `/${id}/reply`, { reply_message: 'Bổ sung: có chỗ đậu xe.' })
    ).json().data;
    expect(again.first_replied_at).toBe(data.first_replied_at);
    expect(await outboxOf(id)).toHaveLength(2);
  });

  it('an empty reply, or a reply to a closed contact, sends nothing', async () => {
    const id = await submit();
    const empty = await call(manager, 'POST', `/${id}/reply`, { reply_message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.replyRequired);
    await call(manager, 'POST', '/bulk', { contact_ids: [id], action: 'mark_closed' });
    const closed = await call(manager, 'POST', `/${id}/reply`, { reply_message: 'Xin chào' });
    expect(closed.statusCode).toBe(409);
    expect(await outboxOf(id)).toHaveLength(0);
    expect((await row(id)).reply_message).toBeNull();
  });

  it('resolves with a response e-mailed to the customer; resolving twice is refused', async () => {
    const email = uniqueEmail('resolve');
    const id = await submit({ email });
    const missing = await call(manager, 'POST', `/${id}/resolve`, {});
    expect(missing.json().errors.response_message).toEqual([M.responseRequired]);
    const res = await call(manager, 'POST', `/${id}/resolve`, {
      response_message: 'Đã hoàn tiền.',
      internal_notes: 'Hoàn 200k',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.resolved);
    expect(res.json().data).toMatchObject({
      status: 'resolved',
      reply_message: 'Đã hoàn tiền.',
      internal_notes: 'Hoàn 200k',
    });
    expect((await outboxOf(id)).map((m) => m.recipient)).toEqual([email]);
    const again = await call(manager, 'POST', `/${id}/resolve`, { response_message: 'Lần nữa' });
    expect(again.statusCode).toBe(409);
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it('unknown ids answer 404 and deleting removes the contact and its timeline', async () => {
    for (const [method, url, body] of [
      ['GET', '/999999', undefined],
      ['POST', '/999999/reply', { reply_message: 'x' }],
      ['POST', '/999999/assign', { assigned_to: manager.user.id }],
      ['POST', '/999999/resolve', { response_message: 'x' }],
      ['DELETE', '/999999', undefined],
    ] as const) {
      const res = await call(manager, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    const id = await submit();
    const res = await call(admin, 'DELETE', `/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/${id}`)).statusCode).toBe(404);
    const left = await t.db
      .selectFrom('contact_history')
      .select('id')
      .where('contact_id', '=', id)
      .execute();
    expect(left).toHaveLength(0);
  });
});

describe('POST /api/admin/contacts/bulk', () => {
  it('assigns, changes priority, resolves and closes many at once', async () => {
    const ids = [await submit(), await submit()];
    const assign = await call(manager, 'POST', '/bulk', {
      contact_ids: ids,
      action: 'assign',
      assigned_to: admin.user.id,
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toMatchObject({
      message: M.bulkDone,
      data: { action: 'assign', updated: 2 },
    });
    await call(manager, 'POST', '/bulk', {
      contact_ids: ids,
      action: 'update_priority',
      priority: 'urgent',
    });
    for (const id of ids)
      expect(await row(id)).toMatchObject({
        assigned_to: admin.user.id,
        status: 'in_progress',
        priority: 'urgent',
      });
    await call(manager, 'POST', '/bulk', { contact_ids: ids, action: 'mark_resolved' });
    for (const id of ids) expect((await row(id)).status).toBe('resolved');
    await call(manager, 'POST', '/bulk', { contact_ids: ids, action: 'mark_closed' });
    for (const id of ids) expect((await row(id)).status).toBe('closed');
    expect((await historyOf(ids[0]!)).map((h) => h.action)).toEqual([
      'created',
      'assigned',
      'priority_changed',
      'resolved',
      'closed',
    ]);
  });

  it('is all or nothing: an unknown id or a closed contact changes none', async () => {
    const open = await submit();
    const closed = await submit();
    await call(manager, 'POST', '/bulk', { contact_ids: [closed], action: 'mark_closed' });

    const unknown = await call(manager, 'POST', '/bulk', {
      contact_ids: [open, 999999],
      action: 'update_priority',
      priority: 'low',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.someNotFound);
    expect((await row(open)).priority).toBe('medium');

    const conflict = await call(manager, 'POST', '/bulk', {
      contact_ids: [open, closed],
      action: 'mark_resolved',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(M.bulkRefused([closed]));
    expect((await row(open)).status).toBe('new');
    expect((await historyOf(open)).map((h) => h.action)).toEqual(['created']);
  });

  it('validates the selection and the action with the spec messages', async () => {
    const id = await submit();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contact_ids: [], action: 'mark_closed' }, 'contact_ids', M.selectionRequired],
      [{ action: 'mark_closed' }, 'contact_ids', M.selectionRequired],
      [{ contact_ids: [id] }, 'action', M.actionRequired],
      [{ contact_ids: [id], action: 'delete_all' }, 'action', M.actionRequired],
      [{ contact_ids: [id], action: 'assign' }, 'assigned_to', M.staffRequired],
      [{ contact_ids: [id], action: 'update_priority' }, 'priority', M.priorityRequired],
      [{ contact_ids: ['1 or 1=1'], action: 'mark_closed' }, 'contact_ids', M.selectionRequired],
      [
        { contact_ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'mark_closed' },
        'contact_ids',
        M.selectionTooMany,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(manager, 'POST', '/bulk', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors[field]?.[0] ?? res.json().message).toBe(message);
    }
    expect((await row(id)).status).toBe('new');
  });
});

describe('a new contact tells the team', () => {
  it('rings the bell of managers and admins, not staff, and reaches their live stream', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const managerStream = await openLiveStream(base, manager.cookie);
    const staffStream = await openLiveStream(base, staff.cookie);
    try {
      await new Promise((r) => setTimeout(r, 100));
      const id = await submit({ name: 'Đỗ Thu Trang' });
      const event = await managerStream.waitFor((e) => e.event === CONTACT_EVENTS.created);
      expect(event?.data).toEqual({ contact_ids: [id], source: 'contact' });
      await new Promise((r) => setTimeout(r, 200));
      expect(staffStream.events.some((e) => e.event.startsWith('contact.'))).toBe(false);

      const bells = await t.db
        .selectFrom('notifications')
        .select(['user_id', 'title', 'action_url'])
        .where('action_url', '=', `/admin/contacts?contact=${id}`)
        .execute();
      const to = bells.map((b) => b.user_id);
      expect(to).toEqual(expect.arrayContaining([manager.user.id, admin.user.id]));
      expect(to).not.toContain(staff.user.id);
      expect(to).not.toContain(customer.user.id);
      expect(bells[0]!.title).toBe(M.bellTitle('Đỗ Thu Trang'));
    } finally {
      await managerStream.stop();
      await staffStream.stop();
    }
  });
});

describe('GET /api/admin/contacts/statistics', () => {
  it('counts from the rows and averages the hours to the first reply as the test computes them', async () => {
    const own = await createTestApp();
    try {
      const boss = await signIn(own, 'admin');
      const send = async (overrides: Record<string, unknown>) => {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/public/contact',
          payload: validContactForm(overrides),
          remoteAddress: nextAddress(),
        });
        return res.json().data.id as number;
      };
      const hit = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        own.app.inject({
          method,
          url: `/api/admin/contacts${url}`,
          headers: boss.headers,
          ...(payload ? { payload } : {}),
        });

      const a = await send({ subject: 'complaint', priority: 'urgent' });
      const b = await send({ subject: 'booking', priority: 'high' });
      const c = await send({ subject: 'consultation' });
      const d = await send({ subject: 'consultation', priority: 'high' });
      // They arrived 3 and 7.5 hours ago.
      const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      await own.db
        .updateTable('contact_requests')
        .set({ created_at: ago(3) })
        .where('id', '=', a)
        .execute();
      await own.db
        .updateTable('contact_requests')
        .set({ created_at: ago(7.5) })
        .where('id', '=', b)
        .execute();
      await hit('POST', `/${a}/reply`, { reply_message: 'Xin lỗi bạn' });
      await hit('POST', `/${b}/resolve`, { response_message: 'Đã đặt lịch' });
      await hit('POST', `/${a}/reply`, { reply_message: 'Bổ sung' });
      await hit('POST', `/${c}/assign`, { assigned_to: boss.user.id });

      const rows = await own.db
        .selectFrom('contact_requests')
        .select(['created_at', 'first_replied_at'])
        .where('first_replied_at', 'is not', null)
        .execute();
      const hours = rows.map(
        (r) => (Date.parse(r.first_replied_at!) - Date.parse(r.created_at)) / 3_600_000,
      );
      const expected = Math.round((hours.reduce((x, y) => x + y, 0) / hours.length) * 10) / 10;
      expect(expected).toBeGreaterThan(5);

      const stats = (await hit('GET', '/statistics')).json().data;
      expect(stats).toMatchObject({
        total_contacts: 4,
        new_contacts: 1,
        in_progress_contacts: 1,
        replied_contacts: 1,
        resolved_contacts: 1,
        high_priority_contacts: 2,
        urgent_contacts: 1,
        unassigned_contacts: 2,
        avg_response_time: expected,
      });
      expect(stats.contacts_by_type).toEqual([
        { type: 'inquiry', count: 2 },
        { type: 'booking', count: 1 },
        { type: 'complaint', count: 1 },
        { type: 'feedback', count: 0 },
        { type: 'other', count: 0 },
      ]);
      void d;
    } finally {
      await own.close();
    }
  });
});
