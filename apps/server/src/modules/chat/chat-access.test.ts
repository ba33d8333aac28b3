import { CHAT_MESSAGES as M, type ApiPage, type ChatConversationDto } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  countRows,
  customerSends,
  openConversation,
  staffOfBranch,
  staffSends,
} from '../../test/chat-factories.js';
import { createBranch, createUser } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a customer reaches only their own conversations', () => {
  it('answers 404 to every call on someone else’s, and writes nothing', async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const conversation = await openConversation(t, alice, { message: 'Tin riêng của Alice' });
    const admin = await signIn(t, 'admin');
    await staffSends(t.app, admin, conversation.id, 'Chào Alice');
    const messages = await countRows(t.db, 'chat_messages');

    const base = `/api/chat/conversations/${conversation.id}`;
    const read = await call(t.app, bob, 'GET', `${base}/messages`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(M.conversationNotFound);
    expect(JSON.stringify(read.body)).not.toContain('Alice');
    expect((await customerSends(t.app, bob, conversation.id, 'Chen ngang')).status).toBe(404);
    expect((await call(t.app, bob, 'POST', `${base}/mark-read`)).status).toBe(404);
    const file = await injectForm(t.app, {
      url: `${base}/files`,
      parts: [{ name: 'file', value: await testImages.png(), filename: 'a.png' }],
      cookie: bob.cookie,
    });
    expect(file.statusCode).toBe(404);
    // A missing conversation answers the same.
    expect(
      (await call(t.app, bob, 'GET', '/api/chat/conversations/99999999/messages')).status,
    ).toBe(404);
    const list = await call<ApiPage<ChatConversationDto>>(
      t.app,
      bob,
      'GET',
      '/api/chat/conversations',
    );
    expect(list.body.data.data).toEqual([]);

    expect(await countRows(t.db, 'chat_messages')).toBe(messages);
    const staffMessages = await t.db
      .selectFrom('chat_messages')
      .select('read_at')
      .where('conversation_id', '=', conversation.id)
      .where('sender_type', '=', 'staff')
      .execute();
    expect(staffMessages.every((m) => m.read_at === null)).toBe(true);
  });
});

describe('staff reach the conversations of their branch', () => {
  let branchA: number;
  let branchB: number;
  let staffA: SignedIn;
  let staffB: SignedIn;
  let inB: ChatConversationDto;
  let noBranch: ChatConversationDto;

  beforeAll(async () => {
    branchA = (await createBranch(t.db)).id;
    branchB = (await createBranch(t.db)).id;
    staffA = await staffOfBranch(t, branchA);
    staffB = await staffOfBranch(t, branchB);
    inB = await openConversation(t, await signIn(t, 'customer', { branch_id: branchB }));
    noBranch = await openConversation(t, await signIn(t));
  });

  it('gives another branch’s staff 404 everywhere, and leaves it out of their list and counts', async () => {
    expect(inB.branch_id).toBe(branchB);
    const base = `/api/admin/chat/conversations/${inB.id}`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['GET', `${base}/messages`, undefined],
      ['POST', `${base}/messages`, { content: 'Xin chào' }],
      ['POST', `${base}/mark-read`, undefined],
      ['POST', `${base}/assign`, { admin_id: staffA.user.id }],
      ['POST', `${base}/close`, {}],
      ['PATCH', base, { priority: 'urgent' }],
    ] as const) {
      const res = await call(t.app, staffA, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const fileRes = await injectForm(t.app, {
      url: `${base}/files`,
      parts: [{ name: 'file', value: await testImages.png(), filename: 'a.png' }],
      cookie: staffA.cookie,
    });
    expect(fileRes.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('id', '=', inB.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', assigned_to: null, priority: 'normal' });

    const listA = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staffA,
      'GET',
      '/api/admin/chat/conversations?per_page=100',
    );
    const idsA = listA.body.data.data.map((c) => c.id);
    expect(idsA).not.toContain(inB.id);
    expect(idsA).toContain(noBranch.id);
    const listB = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staffB,
      'GET',
      '/api/admin/chat/conversations?per_page=100',
    );
    expect(listB.body.data.data.map((c) => c.id)).toEqual(
      expect.arrayContaining([inB.id, noBranch.id]),
    );
    const manager = await signIn(t, 'manager');
    const all = await call<ApiPage<ChatConversationDto>>(
      t.app,
      manager,
      'GET',
      '/api/admin/chat/conversations?per_page=100',
    );
    expect(all.body.data.data.map((c) => c.id)).toEqual(
      expect.arrayContaining([inB.id, noBranch.id]),
    );
  });

  it('lets a manager assign another branch’s conversation to a staff member, who then sees it', async () => {
    const manager = await signIn(t, 'manager');
    const assigned = await call<ChatConversationDto>(
      t.app,
      manager,
      'POST',
      `/api/admin/chat/conversations/${inB.id}/assign`,
      { admin_id: staffA.user.id },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.admin_id).toBe(staffA.user.id);
    expect(
      (await call(t.app, staffA, 'GET', `/api/admin/chat/conversations/${inB.id}`)).status,
    ).toBe(200);
    const mine = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staffA,
      'GET',
      '/api/admin/chat/conversations?assigned_to_me=true',
    );
    expect(mine.body.data.data.map((c) => c.id)).toEqual([inB.id]);
    const unassigned = await call<ApiPage<ChatConversationDto>>(
      t.app,
      staffB,
      'GET',
      '/api/admin/chat/conversations?unassigned=true&per_page=100',
    );
    expect(unassigned.body.data.data.map((c) => c.id)).not.toContain(inB.id);
  });

  it('lets staff assign only to themselves, and only to active team members', async () => {
    const res = await call(
      t.app,
      staffB,
      'POST',
      `/api/admin/chat/conversations/${noBranch.id}/assign`,
      { admin_id: staffA.user.id },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.assignSelfOnly);
    const admin = await signIn(t, 'admin');
    const customer = await signIn(t);
    const toCustomer = await call(
      t.app,
      admin,
      'POST',
      `/api/admin/chat/conversations/${noBranch.id}/assign`,
      { admin_id: customer.user.id },
    );
    expect(toCustomer.status).toBe(422);
    expect(toCustomer.body.message).toBe(M.assigneeInvalid);
    const gone = await createUser(t.db, { role: 'staff', status: 'inactive' });
    const toInactive = await call(
      t.app,
      admin,
      'POST',
      `/api/admin/chat/conversations/${noBranch.id}/assign`,
      { admin_id: gone.user.id },
    );
    expect(toInactive.status).toBe(422);
    const noAdmin = await call(
      t.app,
      admin,
      'POST',
      `/api/admin/chat/conversations/${noBranch.id}/assign`,
      {},
    );
    expect(noAdmin.status).toBe(422);
    expect(noAdmin.body.message).toBe(M.adminRequired);
    const self = await call<ChatConversationDto>(
      t.app,
      staffB,
      'POST',
      `/api/admin/chat/conversations/${noBranch.id}/assign`,
      { admin_id: staffB.user.id },
    );
    expect(self.body.data.admin_id).toBe(staffB.user.id);
  });

  it('counts unread customer messages only in conversations the reader sees', async () => {
    const branchC = (await createBranch(t.db)).id;
    const staffC = await staffOfBranch(t, branchC);
    const unread = async (who: SignedIn) =>
      (await call<{ unread_count: number }>(t.app, who, 'GET', '/api/admin/chat/unread-count')).body
        .data.unread_count;
    const before = await unread(staffC);
    const customerB = await signIn(t, 'customer', { branch_id: branchB });
    const conversation = await openConversation(t, customerB, { message: 'Một' });
    await customerSends(t.app, customerB, conversation.id, 'Hai');
    expect(await unread(staffC)).toBe(before);
    const beforeB = await unread(staffB);
    await customerSends(t.app, customerB, conversation.id, 'Ba');
    expect(await unread(staffB)).toBe(beforeB + 1);
  });
});
