import { readFileSync } from 'node:fs';
import {
  CUSTOMER_NOTE_KIND_LABELS,
  CUSTOMER_NOTE_MESSAGES as M,
  type CustomerNoteDto,
  type CustomerNotesPage,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createBranch } from '../../test/factories.js';
import { createNote } from '../../test/profile-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, storedFile, testImages, type FormPart } from '../../test/uploads.js';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff', { branch_id: (await createBranch(t.db)).id });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function post(userId: number, parts: FormPart[], cookie = staff.cookie) {
  return injectForm(t.app, { url: `/api/admin/customers/${userId}/notes`, cookie, parts });
}

async function customerNotes(cookie: string, query = '') {
  const res = await injectAs(t, cookie, 'GET', `/api/customer/notes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomerNotesPage }>().data;
}

describe('POST /api/admin/customers/:userId/notes', () => {
  it('stores a note with pictures and a PDF, shown to the customer', async () => {
    const customer = await signIn(t);
    const res = await post(customer.user.id, [
      { name: 'content', value: 'Da đầu nhạy cảm, tránh thuốc nhuộm có amoniac.' },
      { name: 'kind', value: 'doctor' },
      { name: 'visible_to_customer', value: 'true' },
      { name: 'images', value: await testImages.png(), filename: 'truoc.png' },
      { name: 'images', value: await testImages.jpeg(), filename: 'sau.jpg' },
      { name: 'attachments', value: PDF, filename: '../../phac-do.pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<{ data: CustomerNoteDto }>().data;
    expect(note).toMatchObject({
      kind: 'doctor',
      kind_label: CUSTOMER_NOTE_KIND_LABELS.doctor,
      user: { name: staff.user.name },
      visible_to_customer: true,
    });
    expect(note.images).toHaveLength(2);
    expect(note.attachments).toEqual([
      { path: expect.stringMatching(/^\/api\/storage\/notes\/.+\.pdf$/), name: 'phac-do.pdf' },
    ]);
    const file = storedFile(t.config.dataDir, note.attachments[0]?.path ?? '');
    expect(readFileSync(file).equals(PDF)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: note.images[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);

    const seen = await customerNotes(customer.cookie);
    expect(seen.data.map((n) => n.id)).toEqual([note.id]);
  });

  it('refuses bad input and writes nothing', async () => {
    const customer = await signIn(t);
    const cases: [FormPart[], number, string][] = [
      [[{ name: 'content', value: '   ' }], 422, M.contentRequired],
      [[{ name: 'content', value: 'x'.repeat(5001) }], 422, M.contentMax],
      [
        [
          { name: 'content', value: 'ok' },
          { name: 'kind', value: 'boss' },
        ],
        422,
        M.kindInvalid,
      ],
      [
        [
          { name: 'content', value: 'ok' },
          { name: 'attachments', value: testImages.executable, filename: 'a.pdf' },
        ],
        422,
        M.attachmentInvalid,
      ],
      [
        [
          { name: 'content', value: 'ok' },
          { name: 'attachments', value: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
        ],
        413,
        M.fileTooLarge,
      ],
    ];
    for (const [parts, code, message] of cases) {
      const res = await post(customer.user.id, parts);
      expect(res.statusCode, message).toBe(code);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const six = await post(customer.user.id, [
      { name: 'content', value: 'ok' },
      ...(await Promise.all(
        Array.from({ length: 6 }, async () => ({ name: 'images', value: await testImages.png() })),
      )),
    ]);
    expect(six.statusCode).toBe(422);
    const rows = await t.db
      .selectFrom('customer_notes')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is for staff with the customers page, about customers only', async () => {
    const customer = await signIn(t);
    const other = await signIn(t);
    const asCustomer = await post(
      other.user.id,
      [{ name: 'content', value: 'x' }],
      customer.cookie,
    );
    expect(asCustomer.statusCode).toBe(403);
    const aboutStaff = await post(staff.user.id, [{ name: 'content', value: 'x' }]);
    expect(aboutStaff.statusCode).toBe(404);
    expect((await post(99_999_999, [{ name: 'content', value: 'x' }])).statusCode).toBe(404);
    const list = await injectAs(
      t,
      customer.cookie,
      'GET',
      `/api/admin/customers/${other.user.id}/notes`,
    );
    expect(list.statusCode).toBe(403);
  });
});

describe('reading notes', () => {
  it('shows the customer only their own visible notes, newest first; staff see all', async () => {
    const customer = await signIn(t);
    const other = await signIn(t);
    const older = await createNote(t.db, customer.user.id, {
      content: 'Cũ',
      author_id: staff.user.id,
    });
    await createNote(t.db, customer.user.id, { content: 'Nội bộ', visible: false });
    await createNote(t.db, other.user.id, { content: 'Của người khác' });
    const newer = await createNote(t.db, customer.user.id, { content: 'Mới', kind: 'doctor' });
    await t.db
      .updateTable('customer_notes')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', older.id)
      .execute();

    const page = await customerNotes(customer.cookie);
    expect(page.data.map((n) => n.content)).toEqual(['Mới', 'Cũ']);
    expect(page.data[0]).toMatchObject({
      id: newer.id,
      kind_label: 'Ghi chú công khai',
      user: null,
    });
    expect(page.data[1]?.user).toEqual({ name: staff.user.name });
    expect(
      (await customerNotes(customer.cookie, '?per_page=1&page=2')).data.map((n) => n.content),
    ).toEqual(['Cũ']);

    const all = await injectAs(
      t,
      staff.cookie,
      'GET',
      `/api/admin/customers/${customer.user.id}/notes`,
    );
    expect(all.json<{ data: CustomerNotesPage }>().data.meta.total).toBe(3);
    expect(
      (await injectAs(t, customer.cookie, 'GET', '/api/customer/notes?per_page=0')).statusCode,
    ).toBe(422);
    expect((await injectAs(t, null, 'GET', '/api/customer/notes')).statusCode).toBe(401);
  });
});
