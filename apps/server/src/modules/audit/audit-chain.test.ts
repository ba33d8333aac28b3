import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AuditChain } from './audit-chain.js';
import { AuditTrail } from './audit-trail.js';

let t: TestApp;
const audit = new AuditTrail();
let chain: AuditChain;

beforeAll(async () => {
  t = await createTestApp();
  chain = new AuditChain(t.db, t.engine);
});
afterAll(async () => t?.close());

const entry = (summary: string) =>
  ({
    action: 'update',
    resource: 'product',
    resourceId: 7,
    summary,
    before: { price: 1 },
    after: { price: 2 },
  }) as const;

describe('the audit log', () => {
  it('an entry recorded in a transaction that rolls back is not kept', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await audit.record(trx, entry('Đổi giá rồi lỗi'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('summary', '=', 'Đổi giá rồi lỗi')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps the changed fields, the system as actor outside a request, and the risk', async () => {
    await t.db.transaction().execute((trx) => audit.record(trx, entry('Đổi giá sản phẩm')));
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('summary', '=', 'Đổi giá sản phẩm')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_role: 'system',
      actor_id: null,
      risk: 'medium',
      resource_id: '7',
      seq: null,
    });
    expect(JSON.parse(row.changes!)).toEqual({ price: { before: 1, after: 2 } });
  });

  it('seals entries into a chain that verifies, and shows an edited row', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.db.transaction().execute((trx) => audit.record(trx, entry(`Chuỗi ${i}`)));
    }
    await chain.seal();
    expect(await chain.verify()).toMatchObject({ ok: true, broken_at: null, unsealed: 0 });

    // The database refuses to edit a sealed row...
    const target = await t.db
      .selectFrom('audit_log')
      .select(['id'])
      .where('summary', '=', 'Chuỗi 2')
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .updateTable('audit_log')
        .set({ summary: 'Sửa lén' })
        .where('id', '=', target.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.deleteFrom('audit_log').where('id', '=', target.id).execute(),
    ).rejects.toThrow(/append-only/);

    // ...and when someone with the database's keys removes that guard, the chain shows it.
    if (t.engine === 'postgres') {
      await sql`alter table audit_log disable trigger audit_log_append_only`.execute(t.db);
    } else {
      await sql`drop trigger audit_log_no_update`.execute(t.db);
    }
    await t.db
      .updateTable('audit_log')
      .set({ summary: 'Sửa lén' })
      .where('id', '=', target.id)
      .execute();
    expect(await chain.verify()).toMatchObject({ ok: false, broken_at: target.id });
  });

  it('two sealers at once never fork the chain', async () => {
    const fresh = await createTestApp();
    try {
      const other = new AuditChain(fresh.db, fresh.engine);
      for (let i = 0; i < 40; i += 1) {
        await fresh.db.transaction().execute((trx) => audit.record(trx, entry(`Song song ${i}`)));
      }
      const results = await Promise.allSettled([other.seal(), other.seal(), other.seal()]);
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      await other.seal();
      expect(await other.verify()).toMatchObject({ ok: true, checked: 40, unsealed: 0 });
    } finally {
      await fresh.close();
    }
  });
});
