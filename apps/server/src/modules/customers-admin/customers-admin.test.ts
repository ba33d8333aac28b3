import {
  CUSTOMER_ADMIN_MESSAGES as M,
  PROFILE_MESSAGES,
  type AdminCustomerDetail,
  type AdminCustomerListItem,
  type ApiPage,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createAppointmentRow } from '../../test/branch-factories.js';
import {
  createBranch,
  createService,
  createUser,
  uniqueMarker,
  uniquePhone,
} from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { createCustomerProduct, createNote } from '../../test/profile-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let branchA: number;
let branchB: number;
let staffA: SignedIn;
let staffB: SignedIn;
let manager: SignedIn;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  branchA = (await createBranch(t.db)).id;
  branchB = (await createBranch(t.db)).id;
  staffA = await signIn(t, 'staff', { branch_id: branchA });
  staffB = await signIn(t, 'staff', { branch_id: branchB });
  manager = await signIn(t, 'manager');
  admin = await signIn(t, 'admin');
  customer = await signIn(t);
});
afterAll(() => t.close());

/** A customer account with a marker in the name, and (optionally) a visit at a branch. */
async function person(
  name: string,
  options: {
    branch?: number;
    visit?: { date: string; status?: 'completed' | 'cancelled'; price?: number };
    email?: string;
    phone?: string;
    date_of_birth?: string;
    verified?: boolean;
    joined?: string;
    total_spent?: number;
  } = {},
) {
  const { user } = await createUser(t.db, {
    name,
    ...(options.email ? { email: options.email } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
    date_of_birth: options.date_of_birth ?? null,
    phone_verified_at: options.verified ? new Date().toISOString() : null,
  });
  if (options.joined || options.total_spent !== undefined) {
    await t.db
      .updateTable('customers')
      .set({
        ...(options.joined ? { join_date: options.joined } : {}),
        ...(options.total_spent !== undefined ? { total_spent: options.total_spent } : {}),
      })
      .where('user_id', '=', user.id)
      .execute();
  }
  if (options.branch) {
    await createAppointmentRow(t.db, {
      branch_id: options.branch,
      customer_user_id: user.id,
      appointment_date: options.visit?.date ?? '2026-01-10',
      status: options.visit?.status ?? 'completed',
      price: options.visit?.price ?? 200_000,
    });
  }
  return user;
}

async function list(who: SignedIn, query: string) {
  const res = await injectAs(t, who.cookie, 'GET', `/api/admin/customers?per_page=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<AdminCustomerListItem> }>().data;
}
const names = (page: ApiPage<AdminCustomerListItem>) => page.data.map((c) => c.name);

describe('guards', () => {
  it('a visitor gets 401 and a customer 403 on every customer route', async () => {
    const someone = await person(`${uniqueMarker('Khach')} Guard`);
    const routes: [method: 'GET' | 'PUT' | 'POST', url: string][] = [
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/export'],
      ['GET', `/api/admin/customers/${someone.id}`],
      ['PUT', `/api/admin/customers/${someone.id}`],
      ['POST', `/api/admin/customers/${someone.id}/deactivate`],
      ['POST', `/api/admin/customers/${someone.id}/reactivate`],
      ['POST', `/api/admin/customers/${someone.id}/merge`],
    ];
    for (const [method, url] of routes) {
      expect(
        (await injectAs(t, null, method, url, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(401);
      // A new session per route: the third refusal ends a session (incident rule c).
      const prober = await signIn(t, 'customer');
      expect(
        (await injectAs(t, prober.cookie, method, url, method === 'GET' ? undefined : {}))
          .statusCode,
      ).toBe(403);
    }
  });

  it('staff may list but neither export nor merge; managers and admins may', async () => {
    const kept = await person(`${uniqueMarker('Giu')} Lai`, { branch: branchA });
    const dup = await person(`${uniqueMarker('Trung')} Lap`, { branch: branchA });
    expect((await injectAs(t, staffA.cookie, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expect(
      (await injectAs(t, staffA.cookie, 'GET', '/api/admin/customers/export')).statusCode,
    ).toBe(403);
    const merge = await injectAs(
      t,
      staffA.cookie,
      'POST',
      `/api/admin/customers/${kept.id}/merge`,
      {
        duplicate_id: dup.id,
      },
    );
    expect(merge.statusCode).toBe(403);
    expect(
      await t.db
        .selectFrom('customers')
        .select('merged_into')
        .where('user_id', '=', dup.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ merged_into: null });
    for (const who of [manager, admin]) {
      expect((await injectAs(t, who.cookie, 'GET', '/api/admin/customers/export')).statusCode).toBe(
        200,
      );
    }
  });
});

describe('search', () => {
  it("finds 'Nguyễn Thị Hương' from 'huong', 'nguyen thi', her phone as 0… or +84… and her e-mail", async () => {
    const marker = uniqueMarker('Tim');
    const phone = uniquePhone();
    const huong = await person(`Nguyễn Thị Hương ${marker}`, {
      email: `${marker.toLowerCase()}.nguyen@example.com`,
      phone: `+84${phone.slice(1)}`,
    });
    const other = await person(`Trần Văn Khuông ${marker}`);
    expect(names(await list(manager, `q=huong ${marker}`))).toEqual([huong.name]);
    expect(names(await list(manager, `q=${encodeURIComponent(`nguyen thi ${marker}`)}`))).toEqual([
      huong.name,
    ]);
    // Whole words only: 'uong' is inside 'Hương' and 'Khuông', never a word start.
    expect(names(await list(manager, `q=uong ${marker}`))).toEqual([]);
    expect(names(await list(manager, `q=khuong`))).toContain(other.name);
    expect(names(await list(manager, `q=${phone}`))).toEqual([huong.name]);
    expect(names(await list(manager, `q=${encodeURIComponent(`+84 ${phone.slice(1)}`)}`))).toEqual([
      huong.name,
    ]);
    expect(names(await list(manager, `q=${marker.toLowerCase()}.nguyen`))).toEqual([huong.name]);
    expect(names(await list(manager, `q=${marker.slice(3)}`))).toEqual([]);
  });

  it('refuses a term longer than 100 characters with a Vietnamese message', async () => {
    const res = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/customers?q=${'a'.repeat(101)}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.searchTooLong);
  });
});

describe('filters, sorts and pages', () => {
  it('filters by branch, spending band, last visit, birthday month, source, verified phone, status and joined range', async () => {
    const m = uniqueMarker('Loc');
    const a = await person(`${m} An`, {
      branch: branchA,
      visit: { date: '2026-03-05' },
      date_of_birth: '1990-07-14',
      verified: true,
      joined: '2026-02-01',
      total_spent: 500_000,
    });
    const b = await person(`${m} Bình`, {
      branch: branchB,
      visit: { date: '2026-05-20' },
      date_of_birth: '1988-12-01',
      joined: '2026-04-15',
      total_spent: 12_000_000,
    });
    const c = await person(`${m} Cường`, { joined: '2026-06-30' });
    await t.db
      .updateTable('customers')
      .set({ source: 'booking' })
      .where('user_id', '=', c.id)
      .execute();
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', c.id).execute();

    const q = `q=${m}`;
    expect(names(await list(manager, `${q}&branch_id=${branchA}`))).toEqual([a.name]);
    expect(names(await list(manager, `${q}&spending=over_10m`))).toEqual([b.name]);
    expect(names(await list(manager, `${q}&spending=under_2m`))).toEqual([a.name]);
    expect(names(await list(manager, `${q}&spending=none`))).toEqual([c.name]);
    expect(
      names(await list(manager, `${q}&last_visit_from=2026-05-01&last_visit_to=2026-05-31`)),
    ).toEqual([b.name]);
    expect(names(await list(manager, `${q}&birthday_month=7`))).toEqual([a.name]);
    expect(names(await list(manager, `${q}&source=booking`))).toEqual([c.name]);
    expect(names(await list(manager, `${q}&phone_verified=true`))).toEqual([a.name]);
    expect(names(await list(manager, `${q}&status=inactive`))).toEqual([c.name]);
    expect(
      names(
        await list(
          manager,
          `${q}&joined_from=2026-04-01&joined_to=2026-06-30&sort=joined&order=asc`,
        ),
      ),
    ).toEqual([b.name, c.name]);
    const row = (await list(manager, `${q}&branch_id=${branchA}`)).data[0];
    expect(row).toMatchObject({
      last_visit: '2026-03-05',
      completed_visits: 1,
      branch_id: branchA,
      phone_verified: true,
    });
  });

  it('refuses bad filters with Vietnamese messages', async () => {
    const cases: [string, string][] = [
      ['birthday_month=13', M.invalidMonth],
      ['spending=lots', M.invalidBand],
      ['joined_from=2026-13-01', M.invalidDate],
      ['joined_from=2026-05-02&joined_to=2026-05-01', M.invalidRange],
      ['sort=password_hash', M.invalidSort],
      ['per_page=1000', M.invalidPerPage],
      ['phone_verified=yes', M.invalidFlag],
      ['branch_id=abc', M.invalidBranch],
    ];
    for (const [query, message] of cases) {
      const res = await injectAs(t, manager.cookie, 'GET', `/api/admin/customers?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('sorts names in Vietnamese order, by total spent, by last visit (never-visited last) and pages', async () => {
    const m = uniqueMarker('Sap');
    const dung = await person(`${m} Dũng`, {
      total_spent: 300,
      branch: branchA,
      visit: { date: '2026-01-02' },
    });
    const duc = await person(`${m} Đức`, { total_spent: 100 });
    const anh = await person(`${m} Ánh`, {
      total_spent: 200,
      branch: branchA,
      visit: { date: '2026-02-02' },
    });
    const q = `q=${m}`;
    expect(names(await list(manager, `${q}&sort=name`))).toEqual([anh.name, dung.name, duc.name]);
    expect(names(await list(manager, `${q}&sort=name&order=desc`))).toEqual([
      duc.name,
      dung.name,
      anh.name,
    ]);
    expect(names(await list(manager, `${q}&sort=total_spent`))).toEqual([
      dung.name,
      anh.name,
      duc.name,
    ]);
    expect(names(await list(manager, `${q}&sort=last_visit`))).toEqual([
      anh.name,
      dung.name,
      duc.name,
    ]);
    expect(names(await list(manager, `${q}&sort=last_visit&order=asc`))).toEqual([
      dung.name,
      anh.name,
      duc.name,
    ]);
    const page2 = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/customers?${q}&sort=name&per_page=2&page=2`,
    );
    expect(page2.json().data).toEqual({
      data: [expect.objectContaining({ name: duc.name })],
      meta: { current_page: 2, last_page: 2, per_page: 2, total: 3 },
    });
  });
});

describe('staff scope', () => {
  it("staff see their branch's customers and those of no branch; another branch's are not found", async () => {
    const m = uniqueMarker('Pham');
    const ofA = await person(`${m} A`, { branch: branchA });
    const ofB = await person(`${m} B`, { branch: branchB });
    const none = await person(`${m} Moi`);
    // The latest appointment decides, as in chat: B's customer who came to A last is A's.
    const moved = await person(`${m} Chuyen`, { branch: branchB, visit: { date: '2026-01-01' } });
    await createAppointmentRow(t.db, {
      branch_id: branchA,
      customer_user_id: moved.id,
      appointment_date: '2026-02-01',
    });

    expect(names(await list(staffA, `q=${m}&sort=name`)).sort()).toEqual(
      [ofA.name, moved.name, none.name].sort(),
    );
    expect(names(await list(staffB, `q=${m}`)).sort()).toEqual([ofB.name, none.name].sort());
    expect((await list(manager, `q=${m}`)).meta.total).toBe(4);
    expect(
      (await injectAs(t, staffA.cookie, 'GET', `/api/admin/customers/${ofB.id}`)).statusCode,
    ).toBe(404);
    for (const [method, url, body] of [
      ['PUT', `/api/admin/customers/${ofB.id}`, { name: 'Kẻ Xấu', phone: uniquePhone() }],
      ['POST', `/api/admin/customers/${ofB.id}/deactivate`, {}],
    ] as const) {
      expect((await injectAs(t, staffA.cookie, method, url, body)).statusCode).toBe(404);
    }
    const still = await t.db
      .selectFrom('users')
      .select(['name', 'status'])
      .where('id', '=', ofB.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ name: ofB.name, status: 'active' });
    expect(
      (await injectAs(t, staffB.cookie, 'GET', `/api/admin/customers/${ofB.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(t, manager.cookie, 'GET', `/api/admin/customers/${ofB.id}`)).statusCode,
    ).toBe(200);
  });

  it("another branch's customer's treatment notes are not found either, to read or to write", async () => {
    const ofB = await person(`${uniqueMarker('Ghichu')} B`, { branch: branchB });
    await createNote(t.db, ofB.id, { content: 'Bí mật của chi nhánh B' });
    const read = await injectAs(t, staffA.cookie, 'GET', `/api/admin/customers/${ofB.id}/notes`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Bí mật');
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${ofB.id}/notes`,
      headers: { cookie: staffA.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nGhi bậy\r\n--x--\r\n',
    });
    expect(write.statusCode).toBe(404);
    const notes = await t.db
      .selectFrom('customer_notes')
      .select('content')
      .where('user_id', '=', ofB.id)
      .execute();
    expect(notes).toEqual([{ content: 'Bí mật của chi nhánh B' }]);
    expect(
      (await injectAs(t, staffB.cookie, 'GET', `/api/admin/customers/${ofB.id}/notes`)).statusCode,
    ).toBe(200);
  });

  it('a staff account or an unknown id is not a customer record', async () => {
    for (const id of [staffB.user.id, 999_999, 'abc']) {
      expect(
        (await injectAs(t, manager.cookie, 'GET', `/api/admin/customers/${id}`)).statusCode,
      ).toBe(404);
    }
  });
});

describe('detail', () => {
  it('shows profile, history, total spent, favourites, notes with photos, products, chats and contacts, and logs the view', async () => {
    const m = uniqueMarker('Chitiet');
    const someone = await person(`${m} Lan`, {
      branch: branchA,
      visit: { date: '2026-03-01', price: 150_000 },
    });
    const service = await createService(t.db, { name: `Uốn ${m}` });
    const stylist = (
      await createUser(t.db, { role: 'staff', name: `Thợ ${m}`, branch_id: branchA })
    ).user;
    for (const date of ['2026-04-01', '2026-05-01']) {
      await createAppointmentRow(t.db, {
        branch_id: branchA,
        customer_user_id: someone.id,
        service_id: service.id,
        stylist_id: stylist.id,
        appointment_date: date,
        status: 'completed',
        price: 100_000,
      });
    }
    await createAppointmentRow(t.db, {
      branch_id: branchA,
      customer_user_id: someone.id,
      status: 'cancelled',
      price: 999_000,
    });
    const done = await createOrder(t.db, someone, { status: 'completed', branch_id: branchA });
    await createOrder(t.db, someone, {
      status: 'completed',
      payment_status: 'refunded',
      branch_id: branchA,
    });
    await createOrder(t.db, someone, { status: 'pending', branch_id: branchA });
    const note = await createNote(t.db, someone.id, {
      content: 'Da đầu nhạy cảm',
      visible: false,
      author_id: staffA.user.id,
    });
    await t.db
      .updateTable('customer_notes')
      .set({
        images: JSON.stringify([
          { url: '/api/storage/notes/a.webp', thumbnail_url: '/api/storage/notes/a-t.webp' },
        ]),
      })
      .where('id', '=', note.id)
      .execute();
    await createCustomerProduct(t.db, someone.id, {
      name: `Dầu gội ${m}`,
      purchase_date: '2026-03-01',
      usage_end_date: '2026-06-01',
    });
    await t.db
      .insertInto('chat_conversations')
      .values({ customer_id: someone.id, title: `Hỏi giá ${m}`, branch_id: branchA })
      .execute();
    await t.db
      .insertInto('contact_requests')
      .values({
        customer_id: null,
        name: someone.name,
        email: someone.email,
        phone: null,
        subject: `Góp ý ${m}`,
        message: 'Rất tốt',
        type: 'feedback',
        priority: 'low',
        source: 'contact',
        contact_method: null,
        branch_id: null,
        assigned_to: null,
        assigned_at: null,
        reply_message: null,
        replied_at: null,
        resolved_at: null,
        internal_notes: null,
        ip: null,
      })
      .execute();

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${someone.id}`,
      headers: { cookie: staffA.cookie },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: AdminCustomerDetail }>().data;
    expect(detail.customer.total_spent).toBe(150_000 + 200_000 + done.order.total_amount);
    expect(detail.stats).toEqual({
      appointments: 4,
      completed_visits: 3,
      cancelled: 1,
      no_shows: 0,
      orders: 3,
    });
    expect(detail.visits.map((v) => v.appointment_date).slice(0, 2)).toEqual([
      '2026-05-01',
      '2026-04-01',
    ]);
    expect(detail.orders).toHaveLength(3);
    expect(detail.favourite_services[0]).toEqual({ id: service.id, name: service.name, count: 2 });
    expect(detail.favourite_stylists).toEqual([{ id: stylist.id, name: stylist.name, count: 2 }]);
    expect(detail.notes[0]).toMatchObject({
      content: 'Da đầu nhạy cảm',
      visible_to_customer: false,
    });
    expect(detail.notes[0]?.images[0]?.url).toBe('/api/storage/notes/a.webp');
    expect(detail.products.map((p) => p.product.name)).toEqual([`Dầu gội ${m}`]);
    expect(detail.chats.map((c) => c.title)).toEqual([`Hỏi giá ${m}`]);
    expect(detail.contacts.map((c) => c.subject)).toEqual([`Góp ý ${m}`]);
    expect(JSON.stringify(detail)).not.toContain('password');

    const views = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'customer')
      .where('action', '=', 'view')
      .where('resource_id', '=', String(someone.id))
      .execute();
    expect(views).toEqual([
      expect.objectContaining({
        actor_id: staffA.user.id,
        actor_role: 'staff',
        ip: '203.0.113.7',
        risk: 'high',
        classification: 'confidential',
        outcome: 'success',
      }),
    ]);
    expect(views[0]?.summary).not.toContain('Mai');
  });

  it('a refused or missing record is not logged as viewed', async () => {
    const ofB = await person(`${uniqueMarker('Khong')} Xem`, { branch: branchB });
    await injectAs(t, staffA.cookie, 'GET', `/api/admin/customers/${ofB.id}`);
    await injectAs(t, customer.cookie, 'GET', `/api/admin/customers/${ofB.id}`);
    const views = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('resource', '=', 'customer')
      .where('resource_id', '=', String(ofB.id))
      .execute();
    expect(views).toEqual([]);
  });
});

describe('edit', () => {
  it("saves the profile rules' values, resets a changed phone's verification, and refuses a taken phone or e-mail with 409", async () => {
    const someone = await person(`${uniqueMarker('Sua')} Mai`, { branch: branchA, verified: true });
    const other = await person(`${uniqueMarker('Khac')} Hoa`);
    const phone = uniquePhone();
    const res = await injectAs(t, staffA.cookie, 'PUT', `/api/admin/customers/${someone.id}`, {
      name: 'Phạm Thị Mai',
      phone,
      email: 'MAI.PHAM@Example.com',
      gender: 'female',
      date_of_birth: '1995-02-03',
      notes: 'Thích gội đầu dưỡng sinh',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', someone.id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      name: 'Phạm Thị Mai',
      phone: `+84${phone.slice(1)}`,
      email: 'mai.pham@example.com',
      phone_verified_at: null,
    });

    const phoneTaken = await injectAs(
      t,
      staffA.cookie,
      'PUT',
      `/api/admin/customers/${someone.id}`,
      { name: 'Phạm Thị Mai', phone: other.phone },
    );
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json().message).toBe(PROFILE_MESSAGES.phoneTaken);
    const emailTaken = await injectAs(
      t,
      staffA.cookie,
      'PUT',
      `/api/admin/customers/${someone.id}`,
      { name: 'Phạm Thị Mai', phone, email: other.email },
    );
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json().message).toBe(PROFILE_MESSAGES.emailTaken);
  });

  it('refuses bad input with Vietnamese messages and writes nothing', async () => {
    const someone = await person(`${uniqueMarker('Sai')} Tu`);
    const cases: [unknown, string][] = [
      [{ name: 'A', phone: uniquePhone() }, PROFILE_MESSAGES.nameMin],
      [{ name: 'Trần Tú', phone: '12345' }, PROFILE_MESSAGES.phoneInvalid],
      [
        { name: 'Trần Tú', phone: uniquePhone(), email: 'not-an-email' },
        PROFILE_MESSAGES.emailInvalid,
      ],
      [
        { name: 'Trần Tú', phone: uniquePhone(), date_of_birth: '2999-01-01' },
        PROFILE_MESSAGES.birthDateFuture,
      ],
      [{ name: 'Trần Tú', phone: uniquePhone(), notes: 'x'.repeat(1001) }, M.notesMax],
    ];
    for (const [body, message] of cases) {
      const res = await injectAs(
        t,
        manager.cookie,
        'PUT',
        `/api/admin/customers/${someone.id}`,
        body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const after = await t.db
      .selectFrom('users')
      .select(['name', 'phone'])
      .where('id', '=', someone.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ name: someone.name, phone: someone.phone });
  });
});

describe('deactivate and reactivate', () => {
  it('deactivating signs the customer out at once; reactivating lets them sign in again', async () => {
    const signed = await signIn(t, 'customer', { name: `${uniqueMarker('Khoa')} Lam` });
    expect((await injectAs(t, signed.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const off = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${signed.user.id}/deactivate`,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    expect((await injectAs(t, signed.cookie, 'GET', '/api/customer/profile')).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', signed.user.id)
      .execute();
    expect(sessions).toEqual([]);
    const on = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/customers/${signed.user.id}/reactivate`,
    );
    expect(on.json().data.status).toBe('active');
    const login = await injectAs(t, null, 'POST', '/api/auth/customer/login', {
      identifier: signed.user.email,
      password: signed.password,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('export', () => {
  it('exports the filtered list as CSV, with formula-like cells kept as text', async () => {
    const m = uniqueMarker('Xuat');
    await person(`${m} Hà`);
    const evil = await person(`${m} Độc`);
    await t.db
      .updateTable('users')
      .set({ name: `=HYPERLINK("http://x") ${m}`, email: '+cmd@example.com' })
      .where('id', '=', evil.id)
      .execute();
    const res = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/customers/export?q=${m}&sort=name`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="khach-hang-/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Họ tên"');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"") ${m}"`);
    expect(res.body).toContain(`"'+cmd@example.com"`);
    expect(res.body).toContain(`"${m} Hà"`);
  });
});
