import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../lib/rate-limits.js';
import {
  call,
  countRows,
  customerSends,
  openConversation,
  staffOfBranch,
  staffSends,
} from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';
import { CHAT_RATE_RULES } from './chat-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('chat limits', () => {
  it('allows a user so many messages a minute across instances, then 429 with Retry-After, writing nothing', async () => {
    const customer = await signIn(t);
    const twin = await t.twin();
    // The first message comes with the conversation.
    const conversation = await openConversation(t, customer, { message: 'Tin 1' });
    for (let i = 2; i <= CHAT_LIMITS.messagesPerMinute; i++) {
      const app = i % 2 === 0 ? twin.app : t.app;
      const res = await customerSends(app, customer, conversation.id, `Tin ${i}`);
      expect(res.status, `message ${i}`).toBe(201);
    }
    const messages = await countRows(t.db, 'chat_messages');
    for (const app of [t.app, twin.app]) {
      const refused = await customerSends(app, customer, conversation.id, 'Tin quá nhiều');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(M.tooManyMessages);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const file = await injectForm(twin.app, {
      url: `/api/chat/conversations/${conversation.id}/files`,
      parts: [{ name: 'file', value: await testImages.png(), filename: 'a.png' }],
      cookie: customer.cookie,
    });
    expect(file.statusCode).toBe(429);
    expect(await countRows(t.db, 'chat_messages')).toBe(messages);
    // Another user is not held back.
    const admin = await signIn(t, 'admin');
    expect((await staffSends(t.app, admin, conversation.id, 'Dạ salon đây ạ')).status).toBe(201);
  });

  it('allows so many files an hour', async () => {
    const customer = await signIn(t);
    const conversation = await openConversation(t, customer, { message: 'Gửi ảnh' });
    // An hour's files already sent (the messages-a-minute limit would stop a test sending them).
    const limits = new RateLimits(t.db);
    for (let i = 0; i < CHAT_LIMITS.filesPerHour; i++) {
      await limits.hit([{ rule: CHAT_RATE_RULES.file, subject: String(customer.user.id) }]);
    }
    const messages = await countRows(t.db, 'chat_messages');
    const res = await injectForm(t.app, {
      url: `/api/chat/conversations/${conversation.id}/files`,
      parts: [{ name: 'file', value: await testImages.png(), filename: 'a.png' }],
      cookie: customer.cookie,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(M.tooManyFiles);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    expect(await countRows(t.db, 'chat_messages')).toBe(messages);
    // Text still goes.
    expect((await customerSends(t.app, customer, conversation.id, 'Chữ thì được')).status).toBe(
      201,
    );
  });

  it('allows a customer so many new conversations a day', async () => {
    const customer = await signIn(t);
    const admin = await signIn(t, 'admin');
    for (let i = 1; i <= CHAT_LIMITS.conversationsPerDay; i++) {
      const conversation = await openConversation(t, customer, { type: 'consultation' });
      const closed = await call(
        t.app,
        admin,
        'POST',
        `/api/admin/chat/conversations/${conversation.id}/close`,
        {},
      );
      expect(closed.status).toBe(200);
    }
    const before = await countRows(t.db, 'chat_conversations');
    const refused = await call(t.app, customer, 'POST', '/api/chat/conversations', {
      type: 'consultation',
      message: 'Lần thứ mười một',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(M.tooManyConversations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await countRows(t.db, 'chat_conversations')).toBe(before);
  });
});

describe('the bell', () => {
  const bells = async (who: SignedIn, conversationId: number) => {
    const rows = await t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'action_url'])
      .where('user_id', '=', who.user.id)
      .where('action_url', '=', `/admin/chat?conversation=${conversationId}`)
      .execute();
    return rows;
  };

  it('rings once per burst of customer messages, for the branch’s staff or the assigned one', async () => {
    const branch = (await createBranch(t.db)).id;
    const first = await staffOfBranch(t, branch);
    const second = await staffOfBranch(t, branch);
    const elsewhere = await staffOfBranch(t);
    const customer = await signIn(t, 'customer', { branch_id: branch, name: 'Đỗ Minh Châu' });

    const conversation = await openConversation(t, customer, { message: 'Cho em đặt lịch gội' });
    await customerSends(t.app, customer, conversation.id, 'Chiều nay được không ạ?');
    await customerSends(t.app, customer, conversation.id, 'Em cảm ơn');
    expect(await bells(first, conversation.id)).toEqual([
      {
        title: M.bellTitle('Đỗ Minh Châu'),
        message: 'Cho em đặt lịch gội',
        action_url: `/admin/chat?conversation=${conversation.id}`,
      },
    ]);
    expect(await bells(second, conversation.id)).toHaveLength(1);
    expect(await bells(elsewhere, conversation.id)).toHaveLength(0);

    // Read by staff: the next message starts a new burst. Assigned: only the assignee hears.
    await call(t.app, first, 'POST', `/api/admin/chat/conversations/${conversation.id}/mark-read`);
    await call(t.app, first, 'POST', `/api/admin/chat/conversations/${conversation.id}/assign`, {
      admin_id: first.user.id,
    });
    await customerSends(t.app, customer, conversation.id, 'Em tới sớm 15 phút nhé');
    await customerSends(t.app, customer, conversation.id, 'Dạ');
    expect(await bells(first, conversation.id)).toHaveLength(2);
    expect(await bells(second, conversation.id)).toHaveLength(1);

    // Staff messages ring nothing.
    await staffSends(t.app, first, conversation.id, 'Dạ vâng ạ');
    expect(await bells(first, conversation.id)).toHaveLength(2);
  });

  it('rings every staff member for a conversation of no branch', async () => {
    const a = await staffOfBranch(t);
    const b = await staffOfBranch(t);
    const customer = await signIn(t);
    const conversation = await openConversation(t, customer, { message: 'Salon ơi' });
    expect(conversation.branch_id).toBeNull();
    expect(await bells(a, conversation.id)).toHaveLength(1);
    expect(await bells(b, conversation.id)).toHaveLength(1);
  });
});
