import {
  CHAT_EVENTS,
  type ChatConversationUpdatedEvent,
  type ChatMessageCreatedEvent,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  customerSends,
  openConversation,
  staffOfBranch,
  staffSends,
} from '../../test/chat-factories.js';
import { createBranch } from '../../test/factories.js';
import { openLiveStream, type LiveStream, type StreamEvent } from '../../test/live-stream.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const isMessage = (conversationId: number, sender?: string) => (e: StreamEvent) =>
  e.event === CHAT_EVENTS.messageCreated &&
  (e.data as ChatMessageCreatedEvent).conversation_id === conversationId &&
  (sender === undefined || (e.data as ChatMessageCreatedEvent).sender_type === sender);
const isChange = (conversationId: number, change: string) => (e: StreamEvent) =>
  e.event === CHAT_EVENTS.conversationUpdated &&
  (e.data as ChatConversationUpdatedEvent).conversation_id === conversationId &&
  (e.data as ChatConversationUpdatedEvent).change === change;
const chatEventsOf = (stream: LiveStream, conversationId: number) =>
  stream.events.filter(
    (e) =>
      e.event.startsWith('chat.') &&
      (e.data as { conversation_id: number }).conversation_id === conversationId,
  );
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('chat on the live stream', () => {
  it('tells both sides what changed, by ids only, and nobody outside the conversation’s scope', async () => {
    const branchA = (await createBranch(t.db)).id;
    const customer = await signIn(t, 'customer', { branch_id: branchA });
    const staffA = await staffOfBranch(t, branchA);
    const staffB = await staffOfBranch(t);
    const manager = await signIn(t, 'manager');
    const stranger = await signIn(t);

    const streams = {
      customer: await openLiveStream(base, customer.cookie),
      staffA: await openLiveStream(base, staffA.cookie),
      staffB: await openLiveStream(base, staffB.cookie),
      manager: await openLiveStream(base, manager.cookie),
      stranger: await openLiveStream(base, stranger.cookie),
    };
    try {
      const secret = 'Mã giảm giá riêng của em là ABC';
      const conversation = await openConversation(t, customer, { message: secret });
      const id = conversation.id;
      for (const who of ['staffA', 'manager', 'customer'] as const) {
        expect(await streams[who].waitFor(isChange(id, 'created')), who).toBeDefined();
        expect(await streams[who].waitFor(isMessage(id, 'customer')), who).toBeDefined();
      }

      const reply = await staffSends(t.app, staffA, id, 'Dạ em ghi nhận ạ');
      const event = await streams.customer.waitFor(isMessage(id, 'staff'));
      expect(event?.data).toEqual({
        conversation_id: id,
        message_id: reply.body.data.id,
        sender_type: 'staff',
      });

      await call(t.app, customer, 'POST', `/api/chat/conversations/${id}/mark-read`);
      const read = await streams.staffA.waitFor(isChange(id, 'read'));
      expect(read?.data).toEqual({ conversation_id: id, change: 'read', by: 'customer' });

      await call(t.app, staffA, 'PATCH', `/api/admin/chat/conversations/${id}`, {
        priority: 'high',
      });
      expect(await streams.manager.waitFor(isChange(id, 'updated'))).toBeDefined();
      await call(t.app, staffA, 'POST', `/api/admin/chat/conversations/${id}/assign`, {
        admin_id: staffA.user.id,
      });
      expect(await streams.customer.waitFor(isChange(id, 'assigned'))).toBeDefined();
      await call(t.app, staffA, 'POST', `/api/admin/chat/conversations/${id}/close`, {});
      expect(await streams.customer.waitFor(isChange(id, 'closed'))).toBeDefined();
      expect(await streams.staffA.waitFor(isChange(id, 'closed'))).toBeDefined();
      await settle();

      // Priority is the back office's business; ids only, never content.
      expect(streams.customer.events.find(isChange(id, 'updated'))).toBeUndefined();
      for (const stream of Object.values(streams)) {
        expect(JSON.stringify(stream.events)).not.toContain('ABC');
        expect(JSON.stringify(stream.events)).not.toContain('ghi nhận');
      }
      // Another branch's staff member and another customer heard nothing of it.
      expect(chatEventsOf(streams.staffB, id)).toEqual([]);
      expect(chatEventsOf(streams.stranger, id)).toEqual([]);
      // Each listener heard each event once.
      const messages = streams.staffA.events.filter(isMessage(id));
      expect(messages).toHaveLength(2);
    } finally {
      for (const stream of Object.values(streams)) await stream.stop();
    }
  });

  it('reaches a staff member of another branch once the conversation is assigned to them', async () => {
    const branchA = (await createBranch(t.db)).id;
    const customer = await signIn(t, 'customer', { branch_id: branchA });
    const staffB = await staffOfBranch(t);
    const admin = await signIn(t, 'admin');
    const conversation = await openConversation(t, customer, { message: 'Xin chào' });
    const stream = await openLiveStream(base, staffB.cookie);
    try {
      await customerSends(t.app, customer, conversation.id, 'Trước khi giao');
      await settle();
      expect(chatEventsOf(stream, conversation.id)).toEqual([]);
      await call(t.app, admin, 'POST', `/api/admin/chat/conversations/${conversation.id}/assign`, {
        admin_id: staffB.user.id,
      });
      expect(await stream.waitFor(isChange(conversation.id, 'assigned'))).toBeDefined();
      await customerSends(t.app, customer, conversation.id, 'Sau khi giao');
      expect(await stream.waitFor(isMessage(conversation.id, 'customer'))).toBeDefined();
      await settle();
      expect(stream.events.filter(isMessage(conversation.id))).toHaveLength(1);
    } finally {
      await stream.stop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server instances (PostgreSQL)', () => {
  it('a message posted on one instance reaches streams open on another', async () => {
    const twin = await t.twin();
    const otherBase = await twin.app.listen({ port: 0, host: '127.0.0.1' });
    const branch = (await createBranch(t.db)).id;
    const customer = await signIn(t, 'customer', { branch_id: branch });
    const staff = await staffOfBranch(t, branch);
    const staffStream = await openLiveStream(otherBase, staff.cookie);
    const customerStream = await openLiveStream(otherBase, customer.cookie);
    try {
      const conversation = await openConversation(t, customer, { message: 'Từ máy chủ một' });
      const heard = await staffStream.waitFor(isMessage(conversation.id, 'customer'));
      expect(heard).toBeDefined();
      const reply = await staffSends(t.app, staff, conversation.id, 'Trả lời từ máy chủ một');
      const back = await customerStream.waitFor(isMessage(conversation.id, 'staff'));
      expect((back?.data as ChatMessageCreatedEvent).message_id).toBe(reply.body.data.id);
    } finally {
      await staffStream.stop();
      await customerStream.stop();
    }
  });
});
