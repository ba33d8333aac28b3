import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_IP,
  allAuditText,
  auditEntries,
  injectFrom,
  refuseWrites,
} from '../../test/audit-entries.js';
import { customerSends, openConversation, staffOfBranch } from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
let manager: SignedIn;
let staff: SignedIn;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  branchId = (await createBranch(t.db)).id;
  manager = await signIn(t, 'manager');
  staff = await staffOfBranch(t, branchId);
});
afterAll(() => t.close());

const admin = (who: SignedIn | null, method: 'POST' | 'PATCH', url: string, body?: unknown) =>
  injectFrom(t, who?.cookie, method, `/api/admin/chat${url}`, body);

const SECRET_TEXT = 'Mật khẩu wifi của tiệm là hoa-mai-2026';

describe('audit of the staff side of the chat', () => {
  it('records opening, messages, a file, assigning, priority and closing, never the text', async () => {
    const customer = await signIn(t, 'customer', { branch_id: branchId });
    const opened = await admin(manager, 'POST', '/conversations', {
      customer_id: customer.user.id,
      message: SECRET_TEXT,
      priority: 'high',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<{ data: { conversation: { id: number } } }>().data.conversation.id;

    expect(
      (await admin(manager, 'POST', `/conversations/${id}/messages`, { content: SECRET_TEXT }))
        .statusCode,
    ).toBe(201);
    const file = await injectForm(t.app, {
      url: `/api/admin/chat/conversations/${id}/files`,
      parts: [
        { name: 'file', value: await testImages.png(), filename: 'bang-gia-rieng.png' },
        { name: 'caption', value: SECRET_TEXT },
      ],
      cookie: manager.cookie,
      remoteAddress: CLIENT_IP,
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(
      (await admin(staff, 'POST', `/conversations/${id}/assign`, { admin_id: staff.user.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin(manager, 'PATCH', `/conversations/${id}`, { priority: 'urgent' })).statusCode,
    ).toBe(200);
    expect(
      (await admin(staff, 'POST', `/conversations/${id}/close`, { reason: 'Đã tư vấn xong' }))
        .statusCode,
    ).toBe(200);

    const entries = await auditEntries(t, 'chat_conversation', id);
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_role, e.ip])).toEqual([
      ['create', manager.user.id, 'manager', CLIENT_IP],
      ['send', manager.user.id, 'manager', CLIENT_IP],
      ['send', manager.user.id, 'manager', CLIENT_IP],
      ['assign', staff.user.id, 'staff', CLIENT_IP],
      ['update', manager.user.id, 'manager', CLIENT_IP],
      ['status', staff.user.id, 'staff', CLIENT_IP],
    ]);
    const [create, text, image, assign, priority, close] = entries;
    expect(create!.changes).toMatchObject({
      customer_id: { before: null, after: customer.user.id },
      priority: { before: null, after: 'high' },
      assigned_to: { before: null, after: manager.user.id },
    });
    expect(text!.changes!.message_type).toEqual({ before: null, after: 'text' });
    expect(image!.summary).toBe(`Nhân viên gửi tệp trong cuộc trò chuyện #${id}`);
    expect(image!.changes!.message_type).toEqual({ before: null, after: 'image' });
    expect(assign!.changes).toEqual({
      assigned_to: { before: manager.user.id, after: staff.user.id },
    });
    expect(priority!.changes).toEqual({ priority: { before: 'high', after: 'urgent' } });
    expect(close!.changes).toEqual({
      status: { before: 'active', after: 'closed' },
      close_reason: { before: null, after: 'Đã tư vấn xong' },
    });
    const all = await allAuditText(t);
    expect(all).not.toContain('hoa-mai-2026');
    expect(all).not.toContain('bang-gia-rieng');
  });

  it("does not log the customer's messages, nor a refused action", async () => {
    const customer = await signIn(t, 'customer', { branch_id: branchId });
    const other = await staffOfBranch(t);
    const { id } = await openConversation(t, customer);
    expect((await customerSends(t.app, customer, id, 'Em chào chị')).status).toBe(201);
    expect(
      (await admin(null, 'POST', `/conversations/${id}/messages`, { content: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await admin(customer, 'POST', `/conversations/${id}/messages`, { content: 'x' })).statusCode,
    ).toBe(403);
    // Another branch's staff do not see it; staff assign only themselves; empty text.
    expect((await admin(other, 'POST', `/conversations/${id}/close`, {})).statusCode).toBe(404);
    expect(
      (await admin(staff, 'POST', `/conversations/${id}/assign`, { admin_id: manager.user.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin(staff, 'POST', `/conversations/${id}/messages`, { content: '  ' })).statusCode,
    ).toBe(422);
    expect(
      (await admin(manager, 'PATCH', `/conversations/${id}`, { priority: 'soon' })).statusCode,
    ).toBe(422);
    expect(
      (await admin(manager, 'POST', '/conversations', { customer_id: 999_999, message: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(await auditEntries(t, 'chat_conversation', id)).toEqual([]);
    // Closed, it takes no message and cannot be closed again.
    await admin(staff, 'POST', `/conversations/${id}/close`, {});
    expect(
      (await admin(staff, 'POST', `/conversations/${id}/messages`, { content: 'x' })).statusCode,
    ).toBe(409);
    expect((await admin(staff, 'POST', `/conversations/${id}/close`, {})).statusCode).toBe(409);
    expect(await auditEntries(t, 'chat_conversation', id)).toHaveLength(1);
  });

  it('leaves no entry when a staff message fails inside its transaction', async () => {
    const customer = await signIn(t, 'customer', { branch_id: branchId });
    const { id } = await openConversation(t, customer);
    // The message goes in first; touching its conversation after it is refused by the database.
    const undo = await refuseWrites(t, 'chat_conversations');
    try {
      expect(
        (await admin(staff, 'POST', `/conversations/${id}/messages`, { content: 'Dạ' })).statusCode,
      ).toBe(500);
    } finally {
      await undo();
    }
    const messages = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', id)
      .where('sender_type', '=', 'staff')
      .execute();
    expect(messages).toEqual([]);
    expect(await auditEntries(t, 'chat_conversation', id)).toEqual([]);
  });
});
