import {
  CHAT_MESSAGES as M,
  type ApiPage,
  type ChatConversationDto,
  type ChatCustomerSearchResult,
  type ChatUnreadCount,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentRow } from '../../test/branch-factories.js';
import {
  call,
  countRows,
  customerSends,
  messagesOf,
  openConversation,
  staffOfBranch,
  staffSends,
} from '../../test/chat-factories.js';
import { createBranch, createUser, uniqueMarker } from '../../test/factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unread = async (who: Parameters<typeof call>[1], side: 'customer' | 'staff') => {
  const url = side === 'customer' ? '/api/chat/unread-count' : '/api/admin/chat/unread-count';
  const res = await call<ChatUnreadCount>(t.app, who, 'GET', url);
  expect(res.status).toBe(200);
  return res.body.data.unread_count;
};

describe('a conversation from start to close', () => {
  it('carries messages both ways, counts unread per side, reads, assigns and closes', async () => {
    const branch = await createBranch(t.db);
    const customer = await signIn(t, 'customer', { branch_id: branch.id, name: 'Lê Thị Hoa' });
    const staff = await staffOfBranch(t, branch.id, { name: 'Trần Văn Tư' });

    const conversation = await openConversation(t, customer, {
      type: 'consultation',
      message: 'Cho em hỏi giá nhuộm highlight ạ',
    });
    expect(conversation).toMatchObject({
      type: 'consultation',
      status: 'active',
      handled_by: 'staff',
      branch_id: branch.id,
      initial_message: 'Cho em hỏi giá nhuộm highlight ạ',
      latest_message: { content: 'Cho em hỏi giá nhuộm highlight ạ', sender_type: 'customer' },
      unread_count: 0,
      admin: null,
    });
    expect(conversation.customer).toMatchObject({ id: customer.user.id, email: null, phone: null });

    // The staff side sees one unread message; the customer none.
    expect(await unread(staff, 'staff')).toBeGreaterThanOrEqual(1);
    const seen = await call<ChatConversationDto>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/conversations/${conversation.id}`,
    );
    expect(seen.body.data.unread_count).toBe(1);
    expect(seen.body.data.customer).toMatchObject({
      name: 'Lê Thị Hoa',
      email: customer.user.email,
      phone: customer.user.phone,
    });
    expect(await unread(customer, 'customer')).toBe(0);

    // The staff member answers: the customer sees the name and picture, never contacts.
    const reply = await staffSends(t.app, staff, conversation.id, 'Dạ giá từ 450.000đ ạ');
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      sender_type: 'staff',
      sender: { id: staff.user.id, name: 'Trần Văn Tư', avatar: null },
      message_type: 'text',
      read_at: null,
    });
    expect(JSON.stringify(reply.body.data.sender)).not.toContain(staff.user.email ?? '@');
    expect(await unread(customer, 'customer')).toBe(1);
    const mine = await call<ApiPage<ChatConversationDto>>(
      t.app,
      customer,
      'GET',
      '/api/chat/conversations',
    );
    expect(mine.body.data.data[0]).toMatchObject({
      id: conversation.id,
      unread_count: 1,
      latest_message: { content: 'Dạ giá từ 450.000đ ạ', sender_type: 'staff' },
    });
    expect(mine.body.data.data[0]?.last_message_at).toBe(reply.body.data.created_at);

    // The customer opens it: the staff message is read, the count is 0.
    const read = await call<ChatConversationDto>(
      t.app,
      customer,
      'POST',
      `/api/chat/conversations/${conversation.id}/mark-read`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.unread_count).toBe(0);
    const afterRead = await messagesOf(t.app, customer, 'customer', conversation.id);
    expect(afterRead.messages.map((m) => m.sender_type)).toEqual(['customer', 'staff']);
    expect(afterRead.messages[1]?.read_at).not.toBeNull();
    // The customer's own message stays unread until the staff side reads.
    expect(afterRead.messages[0]?.read_at).toBeNull();
    await call(t.app, staff, 'POST', `/api/admin/chat/conversations/${conversation.id}/mark-read`);
    const both = await messagesOf(t.app, staff, 'staff', conversation.id);
    expect(both.messages.every((m) => m.read_at !== null)).toBe(true);

    // Assign to myself, then close with a reason.
    const assigned = await call<ChatConversationDto>(
      t.app,
      staff,
      'POST',
      `/api/admin/chat/conversations/${conversation.id}/assign`,
      { admin_id: staff.user.id },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe(M.assigned);
    expect(assigned.body.data).toMatchObject({
      admin_id: staff.user.id,
      admin: { id: staff.user.id, name: 'Trần Văn Tư' },
    });
    const closed = await call<ChatConversationDto>(
      t.app,
      staff,
      'POST',
      `/api/admin/chat/conversations/${conversation.id}/close`,
      { reason: 'Đã tư vấn xong' },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', close_reason: 'Đã tư vấn xong' });
    expect(closed.body.data.closed_at).not.toBeNull();
    const row = await t.db
      .selectFrom('chat_conversations')
      .select(['closed_by', 'closed_at'])
      .where('id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    expect(row.closed_by).toBe(staff.user.id);

    // Closed: the customer is refused, and nothing is written.
    const before = await countRows(t.db, 'chat_messages');
    const refused = await customerSends(t.app, customer, conversation.id, 'Em hỏi thêm ạ');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.conversationClosed);
    const staffRefused = await staffSends(t.app, staff, conversation.id, 'Chào chị');
    expect(staffRefused.status).toBe(409);
    expect(await countRows(t.db, 'chat_messages')).toBe(before);
    // Closing or assigning again: only active conversations.
    const again = await call(
      t.app,
      staff,
      'POST',
      `/api/admin/chat/conversations/${conversation.id}/close`,
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.notActive);
    // A closed conversation leaves the default list, and a new one may be opened.
    const active = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staff,
      'GET',
      '/api/admin/chat/conversations',
    );
    expect(active.body.data.data.map((c) => c.id)).not.toContain(conversation.id);
    const closedList = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staff,
      'GET',
      '/api/admin/chat/conversations?status=closed',
    );
    expect(closedList.body.data.data.map((c) => c.id)).toContain(conversation.id);
    const second = await openConversation(t, customer, { type: 'consultation' });
    expect(second.id).not.toBe(conversation.id);
    expect(second.latest_message).toBeNull();
  });

  it('pages messages oldest first with has_more', async () => {
    const customer = await signIn(t);
    const staff = await signIn(t, 'admin');
    const conversation = await openConversation(t, customer, { message: 'Tin 1' });
    for (let i = 2; i <= 5; i++) await customerSends(t.app, customer, conversation.id, `Tin ${i}`);
    const res = await call<{ messages: { id: number; content: string }[]; has_more: boolean }>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/conversations/${conversation.id}/messages?per_page=2`,
    );
    expect(res.body.data.messages.map((m) => m.content)).toEqual(['Tin 4', 'Tin 5']);
    expect(res.body.data.has_more).toBe(true);
    const older = await call<{ messages: { id: number; content: string }[]; has_more: boolean }>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/conversations/${conversation.id}/messages?per_page=3&before_id=${res.body.data.messages[0]?.id}`,
    );
    expect(older.body.data.messages.map((m) => m.content)).toEqual(['Tin 1', 'Tin 2', 'Tin 3']);
    expect(older.body.data.has_more).toBe(false);
    const newer = await call<{ messages: { content: string }[] }>(
      t.app,
      customer,
      'GET',
      `/api/chat/conversations/${conversation.id}/messages?after_id=${res.body.data.messages[0]?.id}`,
    );
    expect(newer.body.data.messages.map((m) => m.content)).toEqual(['Tin 5']);
  });
});

describe('who may call', () => {
  it('asks a guest to sign in, refuses staff on the customer side and customers on the back office', async () => {
    const guest = await call(t.app, null, 'GET', '/api/chat/conversations');
    expect(guest.status).toBe(401);
    expect(guest.body.message).toMatch(/đăng nhập/i);
    const staff = await signIn(t, 'staff');
    expect((await call(t.app, staff, 'GET', '/api/chat/unread-count')).status).toBe(403);
    const customer = await signIn(t);
    expect((await call(t.app, customer, 'GET', '/api/admin/chat/conversations')).status).toBe(403);
    expect((await call(t.app, null, 'GET', '/api/admin/chat/unread-count')).status).toBe(401);
  });
});

describe('one active conversation per type', () => {
  it('answers 409 with the active one, for the customer and for staff', async () => {
    const customer = await signIn(t);
    const first = await openConversation(t, customer, { type: 'service', message: 'Đặt lịch' });
    const before = await countRows(t.db, 'chat_conversations');
    const dup = await call<never>(t.app, customer, 'POST', '/api/chat/conversations', {
      type: 'service',
      message: 'Lần nữa',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CHAT_ACTIVE_EXISTS');
    expect((dup.body as unknown as { data: { conversation_id: number } }).data).toEqual({
      conversation_id: first.id,
    });
    // The other type is another tab.
    const consultation = await openConversation(t, customer, { type: 'consultation' });
    expect(consultation.type).toBe('consultation');

    const admin = await signIn(t, 'admin');
    const byStaff = await call<never>(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: customer.user.id,
      message: 'Chào chị',
      type: 'service',
    });
    expect(byStaff.status).toBe(409);
    expect(byStaff.body.message).toBe(M.activeExists);
    expect(await countRows(t.db, 'chat_conversations')).toBe(before + 1);
  });

  it('makes two creations at the same moment one conversation', async () => {
    const customer = await signIn(t);
    const twin = await t.twin();
    const results = await Promise.all([
      call(t.app, customer, 'POST', '/api/chat/conversations', { message: 'Một' }),
      call(twin.app, customer, 'POST', '/api/chat/conversations', { message: 'Hai' }),
      call(t.app, customer, 'POST', '/api/chat/conversations', { message: 'Ba' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await t.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('customer_id', '=', customer.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const messages = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', rows[0]!.id)
      .execute();
    expect(messages).toHaveLength(1);
  });
});

describe('staff open a conversation with a customer', () => {
  it('finds the customer without diacritics, opens it assigned to them, in the customer’s branch', async () => {
    const marker = uniqueMarker('hoang');
    const branch = await createBranch(t.db);
    const customer = await signIn(t, 'customer', { name: `Phạm Thị Ngọc ${marker}` });
    await createAppointmentRow(t.db, {
      branch_id: branch.id,
      customer_user_id: customer.user.id,
      appointment_date: '2026-03-01',
    });
    const staff = await staffOfBranch(t, branch.id);

    const short = await call(t.app, staff, 'GET', '/api/admin/chat/customers?q=p');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(M.customerSearchMin);
    const found = await call<ApiPage<ChatCustomerSearchResult>>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/customers?q=${encodeURIComponent(`ngoc ${marker}`)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.data).toEqual([
      expect.objectContaining({ id: customer.user.id, active_conversations_count: 0 }),
    ]);

    const created = await call<{ conversation: ChatConversationDto }>(
      t.app,
      staff,
      'POST',
      '/api/admin/chat/conversations',
      {
        customer_id: customer.user.id,
        message: 'Chào chị, salon xin xác nhận lịch hẹn',
        priority: 'high',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(M.adminCreated);
    const conversation = created.body.data.conversation;
    expect(conversation).toMatchObject({
      priority: 'high',
      branch_id: branch.id,
      admin_id: staff.user.id,
      latest_message: { sender_type: 'staff' },
    });
    const again = await call<ApiPage<ChatCustomerSearchResult>>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/customers?q=${encodeURIComponent(marker)}`,
    );
    expect(again.body.data.data[0]?.active_conversations_count).toBe(1);

    // The list's search box: the name without diacritics, the phone, the e-mail.
    for (const q of [`ngoc ${marker}`, customer.user.phone!.slice(-6), customer.user.email!]) {
      const list = await call<ApiPage<ChatConversationDto>>(
        t.app,
        staff,
        'GET',
        `/api/admin/chat/conversations?q=${encodeURIComponent(q)}`,
      );
      expect(
        list.body.data.data.map((c) => c.id),
        q,
      ).toEqual([conversation.id]);
    }
    const none = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staff,
      'GET',
      `/api/admin/chat/conversations?q=${encodeURIComponent(`goc ${marker}`)}`,
    );
    expect(none.body.data.data).toEqual([]);

    // The customer sees it, with the staff member's name.
    const mine = await call<ApiPage<ChatConversationDto>>(
      t.app,
      customer,
      'GET',
      '/api/chat/conversations',
    );
    expect(mine.body.data.data[0]).toMatchObject({ id: conversation.id, unread_count: 1 });
  });

  it('refuses a missing customer, a staff account and bad input, writing nothing', async () => {
    const admin = await signIn(t, 'admin');
    const before = await countRows(t.db, 'chat_conversations');
    const missing = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: 99_999_999,
      message: 'Chào',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.customerNotFound);
    const notCustomer = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: admin.user.id,
      message: 'Chào',
    });
    expect(notCustomer.status).toBe(404);
    const empty = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: admin.user.id,
      message: '   ',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(M.messageRequired);
    const long = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: admin.user.id,
      message: 'a'.repeat(1001),
    });
    expect(long.body.message).toBe(M.firstMessageMax);
    const noCustomer = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      message: 'Chào',
    });
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.message).toBe(M.customerRequired);
    const inactive = await createUser(t.db, { status: 'inactive' });
    const locked = await call(t.app, admin, 'POST', '/api/admin/chat/conversations', {
      customer_id: inactive.user.id,
      message: 'Chào',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(M.customerInactive);
    expect(await countRows(t.db, 'chat_conversations')).toBe(before);

    const customer = await signIn(t);
    const conversation = await openConversation(t, customer);
    const messages = await countRows(t.db, 'chat_messages');
    const tooLong = await customerSends(t.app, customer, conversation.id, 'x'.repeat(2001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe(M.messageMax);
    const blank = await customerSends(t.app, customer, conversation.id, ' \n ');
    expect(blank.body.message).toBe(M.messageRequired);
    const badPriority = await call(
      t.app,
      admin,
      'PATCH',
      `/api/admin/chat/conversations/${conversation.id}`,
      { priority: 'ngay' },
    );
    expect(badPriority.status).toBe(422);
    expect(badPriority.body.message).toBe(M.priorityInvalid);
    expect(await countRows(t.db, 'chat_messages')).toBe(messages);
  });
});

describe('the AI consultant’s sessions', () => {
  it('are not in the customer’s support list, and in the back office only when asked', async () => {
    const customer = await signIn(t);
    const id = Number(
      (
        await t.db
          .insertInto('chat_conversations')
          .values({
            customer_id: customer.user.id,
            handled_by: 'assistant',
            title: 'Tư vấn tự động',
            ai_session_hash: uniqueMarker('h').padEnd(64, 'a').slice(0, 64),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const mine = await call<ApiPage<ChatConversationDto>>(
      t.app,
      customer,
      'GET',
      '/api/chat/conversations',
    );
    expect(mine.body.data.data.map((c) => c.id)).not.toContain(id);
    expect(
      (await call(t.app, customer, 'GET', `/api/chat/conversations/${id}/messages`)).status,
    ).toBe(404);
    const admin = await signIn(t, 'admin');
    const plain = await call<ApiPage<ChatConversationDto>>(
      t.app,
      admin,
      'GET',
      '/api/admin/chat/conversations?per_page=100',
    );
    expect(plain.body.data.data.map((c) => c.id)).not.toContain(id);
    const all = await call<ApiPage<ChatConversationDto>>(
      t.app,
      admin,
      'GET',
      '/api/admin/chat/conversations?include_assistant=true&per_page=100',
    );
    expect(all.body.data.data.find((c) => c.id === id)?.handled_by).toBe('assistant');
    const answer = await staffSends(t.app, admin, id, 'Chào bạn');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(M.assistantHandled);
  });
});
