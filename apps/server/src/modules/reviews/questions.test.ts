import { REVIEW_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createService, createUser, uniqueMarker } from '../../test/factories.js';
import { createQuestion } from '../../test/review-factories.js';
import { logIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staffCookie: string;
let customerCookie: string;
let counter = 0;
const address = () => `10.9.0.${++counter}`;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser(t.db, { role: 'staff', name: 'Nhân Viên Trả Lời' });
  const customer = await createUser(t.db, { role: 'customer', name: 'Đỗ Thu Trang' });
  staffCookie = await logIn(t, staff);
  customerCookie = await logIn(t, customer);
});
afterAll(() => t.close());

async function ask(payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/questions',
    payload,
    remoteAddress: address(),
    headers: cookie ? { cookie } : {},
  });
}

async function answered(type: string, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/questions?item_type=${type}&item_id=${id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { id: number; question: string; answer: string; answered_by: { name: string } }[];
    meta: { total: number };
  };
}

describe('asking a question', () => {
  it('a guest asks with name and e-mail; it shows once answered', async () => {
    const service = await createService(t.db);
    const res = await ask({
      item_type: 'service',
      item_id: service.id,
      question: '  Tóc yếu có uốn được không?  ',
      guest_name: 'Vũ Hà',
      guest_email: 'vu.ha@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.questionCreated,
      data: { question: 'Tóc yếu có uốn được không?', author_name: 'Vũ Hà', answer: null },
    });
    expect((await answered('service', service.id)).meta.total).toBe(0);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${res.json().data.id}/answer`,
      headers: { cookie: staffCookie },
      payload: { answer: 'Được ạ, stylist sẽ phục hồi trước khi uốn.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const list = await answered('service', service.id);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      answer: 'Được ạ, stylist sẽ phục hồi trước khi uốn.',
      answered_by: { name: 'Nhân Viên Trả Lời' },
    });
    expect(list.data[0]).not.toHaveProperty('guest_email');
  });

  it('checks the question and the guest fields with the storefront messages', async () => {
    const product = await createProduct(t.db);
    const base = { item_type: 'product', item_id: product.id };
    const missing = await ask(base);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      question: ['Vui lòng nhập câu hỏi!'],
      guest_name: ['Vui lòng nhập họ tên!'],
      guest_email: ['Vui lòng nhập email!'],
    });
    const invalid = await ask({
      ...base,
      question: 'a'.repeat(501),
      guest_name: 'A',
      guest_email: 'khong-phai-email',
    });
    expect(invalid.json().errors).toEqual({
      question: [M.questionMax],
      guest_email: ['Email không hợp lệ!'],
    });
    const wrongType = await ask({
      ...base,
      item_type: 'branch',
      question: 'Hỏi',
      guest_name: 'A',
      guest_email: 'a@b.vn',
    });
    expect(wrongType.json().errors).toEqual({ item_type: [M.itemTypeInvalid] });
    const missingItem = await ask({
      ...base,
      item_id: 999_999,
      question: 'Hỏi',
      guest_name: 'A',
      guest_email: 'a@b.vn',
    });
    expect(missingItem.statusCode).toBe(404);
    const count = await t.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_type', '=', 'product')
      .where('item_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('a customer asks without guest fields; staff accounts cannot ask', async () => {
    const service = await createService(t.db);
    const res = await ask(
      { item_type: 'service', item_id: service.id, question: 'Có cần đặt trước không?' },
      customerCookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.author_name).toBe('Đỗ Thu Trang');
    const staff = await ask(
      { item_type: 'service', item_id: service.id, question: 'Thử' },
      staffCookie,
    );
    expect(staff.statusCode).toBe(403);
  });
});

describe('back-office questions', () => {
  it('lists unanswered first, filters, and is open to staff of every role only', async () => {
    const service = await createService(t.db, { name: 'Gội dưỡng sinh kiểm thử' });
    const item = { type: 'service' as const, id: service.id };
    const marker = uniqueMarker('hoi');
    const old = await createQuestion(t.db, item, {
      question: `Câu ${marker} cũ`,
      search_text: `cau ${marker} cu`,
      created_at: '2030-01-01T00:00:00.000Z',
    });
    const done = await createQuestion(t.db, item, {
      question: `Câu ${marker} xong`,
      search_text: `cau ${marker} xong`,
      answer: 'Rồi',
      answered_at: '2030-01-03T00:00:00.000Z',
      created_at: '2030-01-03T00:00:00.000Z',
    });
    const fresh = await createQuestion(t.db, item, {
      question: `Câu ${marker} mới`,
      search_text: `cau ${marker} moi`,
      created_at: '2030-01-02T00:00:00.000Z',
    });
    const list = async (query: string, cookie = staffCookie) =>
      t.app.inject({ method: 'GET', url: `/api/admin/questions?${query}`, headers: { cookie } });

    const all = (await list(`search=${marker}`)).json<{ data: { data: { id: number }[] } }>().data;
    expect(all.data.map((q) => q.id)).toEqual([fresh.id, old.id, done.id]);
    expect(all.data[0]).toMatchObject({ item_name: service.name, is_guest: true });
    const open = (await list(`search=${marker}&answered=false`)).json().data;
    expect(open.meta.total).toBe(2);
    const closed = (
      await list(`search=${encodeURIComponent(`CÂU ${marker} XONG`)}&answered=true`)
    ).json<{ data: { data: { id: number }[] } }>().data;
    expect(closed.data.map((q) => q.id)).toEqual([done.id]);

    expect((await list('', customerCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions' })).statusCode).toBe(
      401,
    );
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${old.id}/answer`,
      headers: { cookie: customerCookie },
      payload: { answer: 'Không phải nhân viên' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${old.id}/answer`,
      headers: { cookie: staffCookie },
      payload: { answer: '' },
    });
    expect(empty.json().errors).toEqual({ answer: [M.answerRequired] });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/999999/answer',
      headers: { cookie: staffCookie },
      payload: { answer: 'Có' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await answered('service', service.id)).data.map((q) => q.id)).toEqual([done.id]);
  });
});
