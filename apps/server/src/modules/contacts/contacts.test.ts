import { CONTACT_LIMITS, CONTACT_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactForm } from '../../test/content-factories.js';
import { signIn } from '../../test/sessions.js';
import { createBranch, uniqueEmail, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test sends from an address of its own, so the throttle of one does not touch another. */
const nextAddress = () => `10.1.0.${++address}`;

function send(payload: unknown, remoteAddress = nextAddress(), cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function stored(id: number) {
  return t.db
    .selectFrom('contact_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/public/contact', () => {
  it('stores a valid message as a new request and answers with the success message', async () => {
    const branch = await createBranch(t.db);
    const res = await send(
      validContactForm({
        branch_id: branch.id,
        priority: 'high',
        phone: '0912 345 678',
        email: 'Khoa.Tran@Example.com',
      }),
      '10.9.9.9',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(M.sent);
    expect(body.data).toMatchObject({ type: 'inquiry', priority: 'high', status: 'new' });

    const row = await stored(body.data.id);
    expect(row).toMatchObject({
      name: 'Trần Minh Khoa',
      phone: '0912345678',
      email: 'khoa.tran@example.com',
      subject: 'Tư vấn dịch vụ',
      type: 'inquiry',
      priority: 'high',
      status: 'new',
      source: 'contact',
      branch_id: branch.id,
      customer_id: null,
      ip: '10.9.9.9',
    });
    expect(row.created_at).toBeTruthy();
  });

  it.each([
    ['consultation', 'inquiry'],
    ['booking', 'booking'],
    ['complaint', 'complaint'],
    ['feedback', 'feedback'],
    ['business', 'other'],
    ['other', 'other'],
  ])('files the subject %s as %s', async (subject, type) => {
    const res = await send(validContactForm({ subject }));
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().data.id)).type).toBe(type);
  });

  it('ignores a type sent by the client and defaults the priority to medium', async () => {
    const form: Record<string, unknown> = validContactForm({
      subject: 'booking',
      type: 'complaint',
    });
    delete form.priority;
    const res = await send(form);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'booking', priority: 'medium' });
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: 'A' }, 'name', M.nameMin],
    [{ name: 'A'.repeat(101) }, 'name', M.nameMax],
    [{ phone: undefined }, 'phone', M.phoneRequired],
    [{ phone: '09123' }, 'phone', M.phoneInvalid],
    [{ phone: '091234567890' }, 'phone', M.phoneInvalid],
    // 11 digits are a landline (02…); an 11-digit mobile or a 10-digit 04… is no number.
    [{ phone: '0912 345 6789' }, 'phone', M.phoneInvalid],
    [{ phone: '0412345678' }, 'phone', M.phoneInvalid],
    [{ phone: 12345 }, 'phone', M.phoneRequired],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'khoa@' }, 'email', M.emailInvalid],
    [{ subject: undefined }, 'subject', M.subjectRequired],
    [{ subject: 'spam' }, 'subject', M.subjectRequired],
    [{ message: '' }, 'message', M.messageRequired],
    [{ message: 'Ngắn quá' }, 'message', M.messageMin],
    [{ message: 'x'.repeat(1001) }, 'message', M.messageMax],
    [{ priority: 'critical' }, 'priority', M.priorityInvalid],
    [{ agreement: false }, 'agreement', M.agreementRequired],
    [{ agreement: undefined }, 'agreement', M.agreementRequired],
    [{ branch_id: 'một' }, 'branch_id', M.branchInvalid],
  ])('refuses %j with a Vietnamese message on the field', async (change, field, message) => {
    const before = await count();
    const res = await send(validContactForm(change));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors[field]).toContain(message);
    expect(await count()).toBe(before);
  });

  it('accepts exactly 1000 characters and a phone of 11 digits', async () => {
    const res = await send(validContactForm({ message: 'x'.repeat(1000), phone: '02838234567' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses an unknown or inactive branch', async () => {
    const inactive = await createBranch(t.db, { status: 'inactive' });
    for (const branchId of [inactive.id, 999_999]) {
      const res = await send(validContactForm({ branch_id: branchId }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.branch_id).toEqual([M.branchMissing]);
    }
  });

  it('stores markup as plain text, never interpreting it', async () => {
    const message = '<script>alert("x")</script> xin tư vấn giúp tôi';
    const res = await send(validContactForm({ message }));
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().data.id)).message).toBe(message);
  });

  it('links the request to a signed-in customer', async () => {
    const { user, cookie } = await signIn(t, 'customer', { name: 'Lê Thị Hoa' });
    const res = await send(validContactForm(), nextAddress(), cookie);
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().data.id)).customer_id).toBe(user.id);
  });

  it('does not count refused messages against the address or the customer', async () => {
    const ip = '10.3.0.1';
    const customer = { phone: uniquePhone(), email: uniqueEmail() };
    const limit = Math.max(CONTACT_LIMITS.perAddress, CONTACT_LIMITS.perPhone);
    for (let i = 0; i < limit + 2; i++) {
      const refused = await send(validContactForm({ ...customer, agreement: false }), ip);
      expect(refused.statusCode).toBe(422);
    }
    expect((await send(validContactForm(customer), ip)).statusCode).toBe(201);
  });
});

describe('POST /api/public/support', () => {
  function support(payload: Record<string, unknown>, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/public/support',
      payload,
      remoteAddress: nextAddress(),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }
  const question = {
    type: 'booking',
    subject: 'Đổi giờ hẹn',
    message: 'Tôi muốn đổi lịch hẹn sang chiều mai được không?',
    contact_method: 'phone',
  };

  it("takes a signed-in customer's name, phone and e-mail from the account", async () => {
    const { user, cookie } = await signIn(t, 'customer', { name: 'Lê Thị Hoa' });
    const res = await support(
      { ...question, name: 'Người khác', phone: '0999999999', email: 'khac@example.com' },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.supportSent);
    const row = await stored(res.json().data.id);
    expect(row).toMatchObject({
      customer_id: user.id,
      name: user.name,
      email: user.email,
      phone: `0${(user.phone ?? '').slice(3)}`,
      subject: 'Đổi giờ hẹn',
      type: 'booking',
      priority: 'medium',
      status: 'new',
      source: 'help',
      contact_method: 'phone',
    });
  });

  it('asks a guest for a name, phone and e-mail', async () => {
    const res = await support(question);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: [M.nameRequired],
      phone: [M.phoneRequired],
      email: [M.emailRequired],
    });
    const ok = await support({
      ...question,
      type: 'complaint',
      contact_method: null,
      name: 'Phạm Hà',
      phone: '0987 654 321',
      email: 'ha@example.com',
    });
    expect(ok.statusCode).toBe(201);
    expect(await stored(ok.json().data.id)).toMatchObject({
      name: 'Phạm Hà',
      phone: '0987654321',
      type: 'complaint',
      contact_method: null,
      customer_id: null,
    });
  });

  it.each([
    [{ type: undefined }, 'type', M.supportTopicRequired],
    [{ type: 'hack' }, 'type', M.supportTopicRequired],
    [{ subject: '  ' }, 'subject', M.subjectTextRequired],
    [{ subject: 's'.repeat(201) }, 'subject', M.subjectMax],
    [{ message: undefined }, 'message', M.messageRequired],
    [{ contact_method: 'fax' }, 'contact_method', M.contactMethodInvalid],
  ])('refuses %j', async (change, field, message) => {
    const res = await support({
      ...question,
      name: 'Khách',
      phone: '0912345678',
      email: 'k@example.com',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });
});
