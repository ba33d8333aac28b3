import { AI_CHAT_LIMITS, CHAT_MESSAGES, GUEST_BOOKING_LIMITS } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { staffOfBranch } from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HANDOVER_NOTE } from './ai-chat-handover.js';
import { sessionHash } from './session-ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Asked {
  status: number;
  body: {
    success: boolean;
    message?: string;
    code?: string;
    data?: { session_id: string; reply: string; actions: { kind: string }[] };
  };
  headers: Record<string, unknown>;
}

async function ask(
  payload: unknown,
  options: { cookie?: string; ip?: string } = {},
): Promise<Asked> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai-chat/messages',
    remoteAddress: options.ip ?? uniqueIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function conversationOf(sessionId: string) {
  return t.db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('ai_session_hash', '=', sessionHash(sessionId))
    .executeTakeFirst();
}

async function messagesOf(conversationId: number) {
  return t.db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .execute();
}

async function countMessages(): Promise<number> {
  const row = await t.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/ai-chat/messages', () => {
  it('answers a guest, starts a session with a random secret and stores the exchange', async () => {
    const first = await ask({ message: 'Xin chào' });
    expect(first.status).toBe(200);
    const sessionId = first.body.data?.session_id ?? '';
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data?.reply).toMatch(/^Dạ/);

    const conversation = await conversationOf(sessionId);
    expect(conversation).toMatchObject({
      type: 'consultation',
      handled_by: 'assistant',
      status: 'active',
      customer_id: null,
      initial_message: 'Xin chào',
    });
    // Only the hash is stored.
    const raw = await t.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('ai_session_hash', '=', sessionId)
      .executeTakeFirst();
    expect(raw).toBeUndefined();

    const second = await ask({ message: 'Cảm ơn', session_id: sessionId });
    expect(second.body.data?.session_id).toBe(sessionId);
    const messages = await messagesOf(conversation?.id ?? 0);
    expect(messages.map((m) => [m.sender_type, m.content])).toEqual([
      ['customer', 'Xin chào'],
      ['assistant', first.body.data?.reply],
      ['customer', 'Cảm ơn'],
      ['assistant', second.body.data?.reply],
    ]);
    const withActions = messages.find((m) => m.sender_type === 'assistant' && m.actions);
    expect(JSON.parse(withActions?.actions ?? '[]')).toEqual(first.body.data?.actions);
  });

  it("quotes the help centre's guest-account answer: a random password, not the phone number", async () => {
    const reply = await ask({ message: 'Tôi chưa có tài khoản thì có đặt lịch được không?' });
    expect(reply.body.data?.reply).toContain(
      `${GUEST_BOOKING_LIMITS.initialPasswordLength} ký tự ngẫu nhiên`,
    );
    expect(reply.body.data?.reply).not.toContain('đều là số điện thoại');
  });

  it('starts a new session for a session id it does not know', async () => {
    const unknown = 'A'.repeat(43);
    const reply = await ask({ message: 'Xin chào', session_id: unknown });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.session_id).not.toBe(unknown);
    expect(await conversationOf(unknown)).toBeUndefined();
  });

  it("ties a customer's session to them: another user presenting it gets a new session", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const first = await ask({ message: 'Xin chào' }, { cookie: owner.cookie });
    const sessionId = first.body.data?.session_id ?? '';
    const conversation = await conversationOf(sessionId);
    expect(conversation?.customer_id).toBe(owner.user.id);

    const stranger = await ask(
      { message: 'Lịch của tôi', session_id: sessionId },
      { cookie: other.cookie },
    );
    expect(stranger.body.data?.session_id).not.toBe(sessionId);
    const guest = await ask({ message: 'Lịch của tôi', session_id: sessionId });
    expect(guest.body.data?.session_id).not.toBe(sessionId);
    // The owner's conversation got nothing from them.
    expect((await messagesOf(conversation?.id ?? 0)).length).toBe(2);

    const again = await ask({ message: 'Cảm ơn', session_id: sessionId }, { cookie: owner.cookie });
    expect(again.body.data?.session_id).toBe(sessionId);
  });

  it("a guest's session becomes the customer's when they sign in", async () => {
    const first = await ask({ message: 'Xin chào' });
    const sessionId = first.body.data?.session_id ?? '';
    const customer = await signIn(t);
    const next = await ask(
      { message: 'Cảm ơn', session_id: sessionId },
      { cookie: customer.cookie },
    );
    expect(next.body.data?.session_id).toBe(sessionId);
    expect((await conversationOf(sessionId))?.customer_id).toBe(customer.user.id);
  });

  it.each([
    ['a blank message', { message: '   ' }, CHAT_MESSAGES.aiMessageRequired],
    ['no message', {}, CHAT_MESSAGES.aiMessageRequired],
    ['a number', { message: 42 }, CHAT_MESSAGES.aiMessageRequired],
    [
      'a message too long',
      { message: 'a'.repeat(AI_CHAT_LIMITS.messageMax + 1) },
      CHAT_MESSAGES.aiMessageMax,
    ],
    [
      'a malformed session id',
      { message: 'Xin chào', session_id: 'abc' },
      CHAT_MESSAGES.aiSessionNotFound,
    ],
  ])('refuses %s in Vietnamese and stores nothing', async (_what, payload, message) => {
    const before = await countMessages();
    const reply = await ask(payload);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, message });
    expect(await countMessages()).toBe(before);
  });

  it('limits guests per address and customers per account (429, Retry-After), storing nothing refused', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < AI_CHAT_LIMITS.perMinutePerAddress; i++) {
      expect((await ask({ message: 'Xin chào' }, { ip })).status).toBe(200);
    }
    const before = await countMessages();
    const refused = await ask({ message: 'Xin chào' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: CHAT_MESSAGES.aiTooMany,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMessages()).toBe(before);

    const customer = await signIn(t);
    for (let i = 0; i < AI_CHAT_LIMITS.perMinute; i++) {
      expect(
        (await ask({ message: 'Xin chào' }, { cookie: customer.cookie, ip: uniqueIp() })).status,
      ).toBe(200);
    }
    expect(
      (await ask({ message: 'Xin chào' }, { cookie: customer.cookie, ip: uniqueIp() })).status,
    ).toBe(429);
  });
});

describe('GET /api/ai-chat/sessions/:session_id/messages', () => {
  it("gives a session's transcript to its owner only", async () => {
    const customer = await signIn(t);
    const first = await ask({ message: 'Xin chào' }, { cookie: customer.cookie });
    const sessionId = first.body.data?.session_id ?? '';
    const url = `/api/ai-chat/sessions/${sessionId}/messages`;
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<{ data: { messages: { sender_type: string }[] } }>().data;
    expect(page.messages.map((m) => m.sender_type)).toEqual(['customer', 'assistant']);
    const other = await signIn(t);
    const theirs = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(CHAT_MESSAGES.aiSessionNotFound);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const guest = await ask({ message: 'Xin chào' });
    const guestUrl = `/api/ai-chat/sessions/${guest.body.data?.session_id ?? ''}/messages`;
    expect((await t.app.inject({ method: 'GET', url: guestUrl })).statusCode).toBe(200);
  });
});

describe('POST /api/ai-chat/handover', () => {
  async function handOver(sessionId: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/ai-chat/handover',
      headers: cookie ? { cookie } : {},
      payload: { session_id: sessionId },
    });
  }

  it('asks a guest to sign in (401), and finds no session of someone else (404)', async () => {
    const guest = await ask({ message: 'Xin chào' });
    const sessionId = guest.body.data?.session_id ?? '';
    const refused = await handOver(sessionId);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(CHAT_MESSAGES.handoverLoginRequired);

    const owner = await signIn(t);
    const mine = await ask({ message: 'Xin chào' }, { cookie: owner.cookie });
    const other = await signIn(t);
    const theirs = await handOver(mine.body.data?.session_id ?? '', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(CHAT_MESSAGES.aiSessionNotFound);
  });

  it("passes the session's conversation to staff, transcript included, and rings staff", async () => {
    const staff = await signIn(t, 'staff');
    const customer = await signIn(t);
    const first = await ask({ message: 'Xin chào' }, { cookie: customer.cookie });
    const sessionId = first.body.data?.session_id ?? '';
    const conversation = await conversationOf(sessionId);

    const reply = await handOver(sessionId, customer.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      message: CHAT_MESSAGES.handedOver,
      data: { conversation_id: conversation?.id },
    });
    expect(await conversationOf(sessionId)).toMatchObject({
      handled_by: 'staff',
      status: 'active',
      customer_id: customer.user.id,
    });
    const messages = await messagesOf(conversation?.id ?? 0);
    expect(messages.map((m) => m.sender_type)).toEqual(['customer', 'assistant', 'customer']);
    expect(messages.at(-1)).toMatchObject({ content: HANDOVER_NOTE, read_at: null });

    // The customer's chat lists it; staff were told.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: { cookie: customer.cookie },
    });
    const listed = list.json<{ data: { data: { id: number }[] } }>().data.data;
    expect(listed.map((c) => c.id)).toContain(conversation?.id);
    const bell = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', staff.user.id)
      .execute();
    expect(bell.length).toBeGreaterThan(0);

    // Asking again is idempotent; the assistant no longer answers in it.
    expect((await handOver(sessionId, customer.cookie)).json().data.conversation_id).toBe(
      conversation?.id,
    );
    const after = await ask(
      { message: 'Xin chào', session_id: sessionId },
      { cookie: customer.cookie },
    );
    expect(after.body.data?.session_id).not.toBe(sessionId);
  });

  it("gives the handed-over conversation the customer's branch: its staff see it, another branch's get 404", async () => {
    const branch = (await createBranch(t.db)).id;
    const other = (await createBranch(t.db)).id;
    const ours = await staffOfBranch(t, branch);
    const theirs = await staffOfBranch(t, other);
    const customer = await signIn(t, 'customer', { branch_id: branch });
    const first = await ask({ message: 'Xin chào' }, { cookie: customer.cookie });
    const sessionId = first.body.data?.session_id ?? '';
    const reply = await handOver(sessionId, customer.cookie);
    expect(reply.statusCode).toBe(200);
    const id = reply.json().data.conversation_id as number;
    expect(await conversationOf(sessionId)).toMatchObject({ id, branch_id: branch });

    const read = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/chat/conversations/${id}`,
        headers: { cookie },
      });
    const seen = await read(ours.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id, branch_id: branch, handled_by: 'staff' });
    expect((await read(theirs.cookie)).statusCode).toBe(404);
    // The bell went to the branch's staff only.
    const rung = async (userId: number) =>
      (
        await t.db
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', userId)
          .where('action_url', 'like', `%conversation=${id}`)
          .execute()
      ).length;
    expect(await rung(ours.user.id)).toBe(1);
    expect(await rung(theirs.user.id)).toBe(0);
  });

  it('appends the transcript to the active staff consultation the customer already has', async () => {
    const customer = await signIn(t);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: { cookie: customer.cookie },
      payload: { type: 'consultation', message: 'Cho tôi hỏi' },
    });
    expect(open.statusCode).toBe(201);
    const existingId = open.json().data.conversation.id as number;

    const first = await ask({ message: 'Phí ship bao nhiêu?' }, { cookie: customer.cookie });
    const sessionId = first.body.data?.session_id ?? '';
    const session = await conversationOf(sessionId);
    const reply = await handOver(sessionId, customer.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.conversation_id).toBe(existingId);

    const appended = (await messagesOf(existingId)).at(-1);
    expect(appended?.sender_type).toBe('customer');
    expect(appended?.content).toContain('Khách: Phí ship bao nhiêu?');
    expect(appended?.content).toContain(`Trợ lý: ${first.body.data?.reply.split('\n')[0] ?? ''}`);
    expect(await conversationOf(sessionId)).toMatchObject({
      id: session?.id,
      status: 'closed',
      handled_by: 'assistant',
    });
  });
  it('two sessions handed over at once make one staff consultation, the other appended to it', async () => {
    const customer = await signIn(t);
    const a = await ask({ message: 'Giá cắt tóc?' }, { cookie: customer.cookie });
    const b = await ask({ message: 'Phí ship?' }, { cookie: customer.cookie });
    const replies = await Promise.all([
      handOver(a.body.data?.session_id ?? '', customer.cookie),
      handOver(b.body.data?.session_id ?? '', customer.cookie),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = replies.map((r) => r.json().data.conversation_id as number);
    expect(ids[0]).toBe(ids[1]);
    const active = await t.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('customer_id', '=', customer.user.id)
      .where('handled_by', '=', 'staff')
      .where('status', '=', 'active')
      .execute();
    expect(active.map((row) => row.id)).toEqual([ids[0]]);
    const contents = (await messagesOf(ids[0] ?? 0)).map((m) => m.content).join('\n');
    expect(contents).toContain('Giá cắt tóc?');
    expect(contents).toContain('Phí ship?');
  });
});

describe('the back office', () => {
  it("reads the consultant's exchanges in the conversation list (sender assistant)", async () => {
    const admin = await signIn(t, 'admin');
    const asked = await ask({ message: 'Cảm ơn nhé' });
    const conversation = await conversationOf(asked.body.data?.session_id ?? '');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chat/conversations?include_assistant=true&per_page=100',
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: { data: { id: number }[] } }>().data.data;
    const found = rows.find((c) => c.id === conversation?.id);
    expect(found).toMatchObject({
      type: 'consultation',
      handled_by: 'assistant',
      latest_message: { sender_type: 'assistant', content: asked.body.data?.reply },
    });
  });
});
