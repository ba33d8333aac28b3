import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createUser, uniquePhone } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const entriesFor = (id: number | null, action?: string) => {
  let query = t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'customer');
  if (id !== null) query = query.where('resource_id', '=', String(id));
  if (action) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
};

async function someone() {
  return (await createUser(t.db, { name: 'Trần Thị Lan', date_of_birth: '1990-01-02' })).user;
}

async function setViewLogging(enabled: boolean) {
  // Through the policies screen's own route, as an admin switches it.
  const response = await injectAs(
    t,
    admin.cookie,
    'PUT',
    '/api/admin/security/policies/record_view_logging',
    { enabled },
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe('views of a customer record', () => {
  it('logs each view as a high-risk entry while the policy is on, and none while it is off', async () => {
    const c = await someone();
    await setViewLogging(true);
    for (let i = 0; i < 2; i++) {
      const res = await injectAs(t, manager.cookie, 'GET', `/api/admin/customers/${c.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const views = await entriesFor(c.id, 'view');
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      actor_id: manager.user.id,
      actor_role: 'manager',
      ip: '127.0.0.1',
      risk: 'high',
      summary: `Xem hồ sơ khách hàng #${c.id}`,
    });

    await setViewLogging(false);
    expect(
      (await injectAs(t, manager.cookie, 'GET', `/api/admin/customers/${c.id}`)).statusCode,
    ).toBe(200);
    expect(await entriesFor(c.id, 'view')).toHaveLength(2);
    await setViewLogging(true);
  });

  it('a customer refused the record leaves no entry', async () => {
    const c = await someone();
    expect(
      (await injectAs(t, customer.cookie, 'GET', `/api/admin/customers/${c.id}`)).statusCode,
    ).toBe(403);
    expect(await entriesFor(c.id)).toEqual([]);
  });
});

describe('writes to a customer', () => {
  it('an edit is one entry with only the changed fields, personal values masked', async () => {
    const c = await someone();
    const res = await injectAs(t, admin.cookie, 'PUT', `/api/admin/customers/${c.id}`, {
      name: 'Trần Thị Lan',
      email: c.email,
      phone: c.phone,
      gender: 'female',
      date_of_birth: '1990-01-02',
      notes: 'Thích gội đầu dưỡng sinh',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...rest] = await entriesFor(c.id, 'update');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: admin.user.id,
      actor_role: 'admin',
      ip: '127.0.0.1',
      outcome: 'success',
    });
    expect(Object.keys(JSON.parse(entry?.changes ?? '{}')).sort()).toEqual(['gender', 'notes']);
    expect(entry?.summary).not.toContain('Lan');
  });

  it('a refused edit (taken phone) leaves no entry', async () => {
    const c = await someone();
    const other = await someone();
    const res = await injectAs(t, admin.cookie, 'PUT', `/api/admin/customers/${c.id}`, {
      name: 'Trần Thị Lan',
      email: c.email,
      phone: other.phone,
      gender: null,
      date_of_birth: null,
      notes: null,
    });
    expect(res.statusCode).toBe(409);
    expect(await entriesFor(c.id)).toEqual([]);
  });

  it('an edit that fails inside its transaction leaves neither the change nor an entry', async () => {
    const c = await someone();
    if (t.engine === 'postgres') {
      await sql`create function fail_notes() returns trigger language plpgsql as $$
        begin if new.notes = 'HỎNG' then raise exception 'boom'; end if; return new; end $$`.execute(
        t.db,
      );
      await sql`create trigger fail_notes before update on customers for each row execute function fail_notes()`.execute(
        t.db,
      );
    } else {
      await sql`create trigger fail_notes before update on customers when new.notes = 'HỎNG'
        begin select raise(abort, 'boom'); end`.execute(t.db);
    }
    const res = await injectAs(t, admin.cookie, 'PUT', `/api/admin/customers/${c.id}`, {
      name: 'Tên Mới',
      email: c.email,
      phone: uniquePhone(),
      gender: null,
      date_of_birth: null,
      notes: 'HỎNG',
    });
    expect(res.statusCode).toBe(500);
    await sql`drop trigger fail_notes${sql.raw(t.engine === 'postgres' ? ' on customers' : '')}`.execute(
      t.db,
    );
    const user = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Trần Thị Lan');
    expect(await entriesFor(c.id)).toEqual([]);
  });

  it('deactivating and reactivating are status entries', async () => {
    const c = await someone();
    await injectAs(t, manager.cookie, 'POST', `/api/admin/customers/${c.id}/deactivate`);
    await injectAs(t, manager.cookie, 'POST', `/api/admin/customers/${c.id}/reactivate`);
    const entries = await entriesFor(c.id, 'status');
    const changes = entries.map((e) => JSON.parse(e.changes ?? '{}') as { status: unknown });
    expect(changes.map((c) => c.status)).toEqual([
      { before: 'active', after: 'inactive' },
      { before: 'inactive', after: 'active' },
    ]);
  });

  it('a merge is one entry naming both accounts', async () => {
    const kept = await someone();
    const duplicate = await someone();
    const res = await injectAs(t, manager.cookie, 'POST', `/api/admin/customers/${kept.id}/merge`, {
      duplicate_id: duplicate.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const merges = await entriesFor(null, 'merge');
    const mine = merges.filter((e) => e.resource_id === String(kept.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.summary).toBe(`Gộp tài khoản khách hàng #${duplicate.id} vào #${kept.id}`);
    expect(JSON.parse(mine[0]?.changes ?? '{}')).toMatchObject({
      kept_id: { after: kept.id },
      duplicate_id: { after: duplicate.id },
    });
    // A refused merge (the same account twice) leaves none.
    await injectAs(t, manager.cookie, 'POST', `/api/admin/customers/${kept.id}/merge`, {
      duplicate_id: kept.id,
    });
    expect(await entriesFor(null, 'merge')).toHaveLength(merges.length);
  });

  it('a CSV export is a critical entry with its number of rows; a refused one leaves none', async () => {
    const before = (await entriesFor(null, 'export')).length;
    const staffRefused = await injectAs(
      t,
      (await signIn(t, 'staff')).cookie,
      'GET',
      '/api/admin/customers/export',
    );
    expect(staffRefused.statusCode).toBe(403);
    expect(await entriesFor(null, 'export')).toHaveLength(before);

    const res = await injectAs(t, admin.cookie, 'GET', '/api/admin/customers/export?status=active');
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\n').length - 1;
    const entries = await entriesFor(null, 'export');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actor_id: admin.user.id,
      risk: 'critical',
      summary: `Xuất CSV danh sách khách hàng: ${rows} dòng`,
    });
  });
});
