import { buildSearchText } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AuditChain } from './audit-chain.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditTrail } from './audit-trail.js';

let t: TestApp;
let admin: SignedIn;
const trail = new AuditTrail();

/** An entry as `actor` made it, through the one way entries are written. */
async function record(
  summary: string,
  options: {
    actor?: SignedIn;
    resource?: 'product' | 'customer' | 'setting';
    action?: 'update' | 'view' | 'delete';
  } = {},
) {
  await t.db.transaction().execute((trx) =>
    trail.record(trx, {
      action: options.action ?? 'update',
      resource: options.resource ?? 'product',
      resourceId: 12,
      summary,
      before: { price: 150_000, status: 'active' },
      after: { price: 180_000, status: 'active' },
      actor: {
        id: options.actor?.user.id ?? null,
        role: options.actor?.user.role ?? 'system',
        ip: '203.0.113.9',
        userAgent: 'Vitest',
      },
    }),
  );
}

/** An entry written at a past time (the trail always writes now; inserts are allowed). */
async function pastEntry(db: TestApp['db'], summary: string, at: string, resource = 'setting') {
  await db
    .insertInto('audit_log')
    .values({
      occurred_at: at,
      actor_id: null,
      actor_role: 'system',
      action: 'update',
      resource,
      resource_id: null,
      summary,
      changes: null,
      outcome: 'success',
      risk: 'medium',
      classification: 'restricted',
      ip: null,
      user_agent: null,
      search_text: buildSearchText(summary),
    })
    .execute();
}

/** GET the log; `json()` reads the page the answer carries in `data`. */
const list = async (query: string, who: SignedIn | null = admin) => {
  const response = await injectAs(t, who?.cookie, 'GET', `/api/admin/security/audit-log${query}`);
  return {
    statusCode: response.statusCode,
    body: response.body,
    headers: response.headers,
    json: <T>() => response.json<{ data: T }>().data,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.close());

describe('GET /api/admin/security/audit-log', () => {
  it('is for admins only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    for (const role of ['customer', 'staff', 'manager'] as const) {
      expect((await list('', await signIn(t, role))).statusCode).toBe(403);
    }
    expect((await list('')).statusCode).toBe(200);
  });

  it('lists newest first, 10 a page, sealed, with the actor and the changed fields only', async () => {
    const manager = await signIn(t, 'manager');
    for (let i = 1; i <= 12; i += 1)
      await record(`Đổi giá dịch vụ Cắt tóc số ${i}`, { actor: manager });
    const response = await list(`?actor_id=${manager.user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { summary: string; seq: number; actor: object; changes: object }[];
      meta: { total: number };
    }>();
    expect(body.meta.total).toBe(12);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      summary: 'Đổi giá dịch vụ Cắt tóc số 12',
      actor: { id: manager.user.id, name: manager.user.name, role: 'manager' },
      changes: { price: { before: 150_000, after: 180_000 } },
      risk: 'medium',
      ip: '203.0.113.9',
    });
    expect(body.data[0]!.seq).toBeGreaterThan(0);
  });

  it('searches whole words without diacritics and filters by resource, risk and day', async () => {
    await record('Xem hồ sơ khách hàng #77', { resource: 'customer', action: 'view' });
    await pastEntry(t.db, 'Cập nhật thiết lập đặt lịch', '2026-01-05T03:00:00.000Z');
    const search = (await list('?q=ho%20so')).json<{ data: { summary: string }[] }>();
    expect(search.data.map((e) => e.summary)).toEqual(['Xem hồ sơ khách hàng #77']);
    // 'ho' starts a word; 'o so' does not.
    expect((await list('?q=o%20so')).json<{ meta: { total: number } }>().meta.total).toBe(0);
    const high = (await list('?risk=high&resource=customer')).json<{
      data: { summary: string; classification: string }[];
    }>();
    expect(high.data).toEqual([
      expect.objectContaining({
        summary: 'Xem hồ sơ khách hàng #77',
        classification: 'confidential',
      }),
    ]);
    const day = (await list('?from=2026-01-05&to=2026-01-05')).json<{
      data: { summary: string }[];
    }>();
    expect(day.data.map((e) => e.summary)).toEqual(['Cập nhật thiết lập đặt lịch']);
  });

  it('refuses bad filters in Vietnamese', async () => {
    for (const [query, message] of [
      ['?per_page=1000', 'Số dòng mỗi trang không hợp lệ!'],
      ['?from=2026-02-01&to=2026-01-01', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc!'],
      ['?resource=passwords', 'Bộ lọc không hợp lệ!'],
      [`?q=${'a'.repeat(101)}`, 'Từ khóa tìm kiếm tối đa 100 ký tự!'],
      ['?from=2026-13-45', 'Ngày không hợp lệ!'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.body, query).toContain(message);
    }
  });
});

describe('one entry, the chain and the export', () => {
  it('reads one entry with its diff; an unknown id is 404 in Vietnamese', async () => {
    await record('Một mục để đọc');
    const [first] = (await list('?q=muc%20de%20doc')).json<{ data: { id: number }[] }>().data;
    const one = await injectAs(
      t,
      admin.cookie,
      'GET',
      `/api/admin/security/audit-log/${first!.id}`,
    );
    expect(one.json()).toMatchObject({
      data: { id: first!.id, changes: { price: { before: 150_000, after: 180_000 } } },
    });
    for (const id of ['999999', 'abc', '99999999999999']) {
      const missing = await injectAs(t, admin.cookie, 'GET', `/api/admin/security/audit-log/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Không tìm thấy mục nhật ký!');
    }
  });

  it('verifies the chain', async () => {
    const response = await injectAs(t, admin.cookie, 'GET', '/api/admin/security/audit-log/verify');
    expect(response.json()).toMatchObject({ data: { ok: true, broken_at: null, unsealed: 0 } });
  });

  it('exports the filtered log as CSV, and the export is itself recorded', async () => {
    const response = await list('/export?resource=setting');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('Cập nhật thiết lập đặt lịch');
    expect(response.body).not.toContain('Xem hồ sơ khách hàng');
    const exported = (await list('?resource=audit_log')).json<{ data: object[] }>().data;
    expect(exported[0]).toMatchObject({
      action: 'export',
      actor: { id: admin.user.id, role: 'admin' },
      summary: 'Xuất 1 mục nhật ký kiểm toán ra CSV',
      risk: 'high',
    });
  });
});

describe('retention', () => {
  it('removes entries older than the retention from the start of the chain; the chain still verifies', async () => {
    const fresh = await createTestApp();
    try {
      const chain = new AuditChain(fresh.db, fresh.engine);
      const service = new AuditLogService(fresh.db, chain, trail, 365);
      await pastEntry(fresh.db, 'Rất cũ', '2025-11-01T00:00:00.000Z');
      await pastEntry(fresh.db, 'Chưa đủ một năm', '2025-11-25T00:00:00.000Z');
      await pastEntry(fresh.db, 'Hôm qua', '2026-11-19T00:00:00.000Z');
      expect(await service.purge(new Date('2026-11-20T00:00:00.000Z'))).toBe(1);
      const left = await fresh.db.selectFrom('audit_log').select('summary').orderBy('id').execute();
      expect(left.map((r) => r.summary)).toEqual(['Chưa đủ một năm', 'Hôm qua']);
      expect(await service.verify()).toMatchObject({ ok: true, checked: 2 });
      // The database keeps a year whatever the application asks.
      await expect(fresh.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    } finally {
      await fresh.close();
    }
  });
});
