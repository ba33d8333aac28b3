import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP, allAuditText, auditEntries, refuseWrites } from '../../test/audit-entries.js';
import { createBranch } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages, uploadedOriginals, type FormPart } from '../../test/uploads.js';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff', { branch_id: (await createBranch(t.db)).id });
});
afterAll(() => t.close());

const TEXT = 'Da đầu nhạy cảm, dị ứng thuốc nhuộm có amoniac.';

function post(userId: number, parts: FormPart[], cookie: string | undefined = staff.cookie) {
  return injectForm(t.app, {
    url: `/api/admin/customers/${userId}/notes`,
    cookie,
    parts,
    remoteAddress: CLIENT_IP,
  });
}

function noteFiles(): string[] {
  return uploadedOriginals(t.config.dataDir, 'notes');
}

describe('audit of treatment notes', () => {
  it('records a note written by staff, high risk, without its text', async () => {
    const customer = await signIn(t);
    const res = await post(customer.user.id, [
      { name: 'content', value: TEXT },
      { name: 'kind', value: 'doctor' },
      { name: 'visible_to_customer', value: 'true' },
      { name: 'images', value: await testImages.png(), filename: 'truoc.png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    expect(await auditEntries(t, 'customer_note', id)).toEqual([
      expect.objectContaining({
        action: 'create',
        actor_id: staff.user.id,
        actor_role: 'staff',
        ip: CLIENT_IP,
        risk: 'high',
        summary: `Thêm ghi chú điều trị cho khách hàng #${customer.user.id}`,
        changes: {
          customer_id: { before: null, after: customer.user.id },
          kind: { before: null, after: 'doctor' },
          visible_to_customer: { before: null, after: true },
          images: { before: null, after: 1 },
          attachments: { before: null, after: 0 },
        },
      }),
    ]);
    expect(await allAuditText(t)).not.toContain('nhạy cảm');
  });

  it('leaves no entry for a refused note', async () => {
    const customer = await signIn(t);
    const other = await signIn(t);
    const before = (await auditEntries(t, 'customer_note')).length;
    expect((await post(customer.user.id, [{ name: 'content', value: ' ' }])).statusCode).toBe(422);
    expect(
      (await post(customer.user.id, [{ name: 'content', value: TEXT }], other.cookie)).statusCode,
    ).toBe(403);
    expect((await post(customer.user.id, [{ name: 'content', value: TEXT }], '')).statusCode).toBe(
      401,
    );
    expect((await post(999_999, [{ name: 'content', value: TEXT }])).statusCode).toBe(404);
    expect(await auditEntries(t, 'customer_note')).toHaveLength(before);
  });

  it('leaves no entry, no note and no file when the database refuses the note', async () => {
    const customer = await signIn(t);
    const files = noteFiles().length;
    const undo = await refuseWrites(t, 'customer_notes');
    try {
      const res = await post(customer.user.id, [
        { name: 'content', value: TEXT },
        { name: 'images', value: await testImages.png(), filename: 'a.png' },
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await undo();
    }
    const notes = await t.db
      .selectFrom('customer_notes')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(notes).toEqual([]);
    expect(noteFiles().length).toBe(files);
    expect(
      (await auditEntries(t, 'customer_note')).filter((e) =>
        e.summary.endsWith(`#${customer.user.id}`),
      ),
    ).toEqual([]);
  });
});
