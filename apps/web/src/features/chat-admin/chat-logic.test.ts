import type { ChatConversationDto, ChatMessageDto, ChatMessagePage } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  appendMessage,
  conversationIdParam,
  conversationListQuery,
  DEFAULT_FILTERS,
  describeChatEvent,
  latestMessagePreview,
  listTimeLabel,
  logClock,
  mergeLatestPage,
  prependOlderPage,
} from './chat-logic';

const message = (id: number, read_at: string | null = null): ChatMessageDto => ({
  id,
  conversation_id: 1,
  sender_type: 'customer',
  sender: null,
  message_type: 'text',
  content: `m${id}`,
  file_path: null,
  file_name: null,
  file_size: null,
  read_at,
  created_at: '2026-11-26T03:00:00.000Z',
});
const page = (ids: number[], has_more: boolean): ChatMessagePage => ({
  messages: ids.map((id) => message(id)),
  has_more,
});
const ids = (p: ChatMessagePage) => p.messages.map((m) => m.id);

describe('conversationListQuery', () => {
  it('sends the default status and the page', () => {
    expect(conversationListQuery(DEFAULT_FILTERS, 1)).toBe('?status=active&page=1&per_page=20');
  });
  it('sends every filter that is set, the search trimmed', () => {
    const query = new URLSearchParams(
      conversationListQuery(
        {
          status: 'closed',
          priority: 'urgent',
          assignedToMe: true,
          unassigned: false,
          includeAssistant: true,
          q: '  Lan ',
        },
        2,
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      status: 'closed',
      priority: 'urgent',
      assigned_to_me: 'true',
      include_assistant: 'true',
      q: 'Lan',
      page: '2',
      per_page: '20',
    });
  });
  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, status: 'archived', unassigned: true })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, q: 'x' })).toBe(0);
  });
});

describe('mergeLatestPage', () => {
  it('takes the first page as it is', () => {
    expect(mergeLatestPage(undefined, page([1, 2], false))).toEqual(page([1, 2], false));
  });
  it('appends new messages and keeps older pages loaded before', () => {
    const shown = page([1, 2, 3, 4], true);
    const merged = mergeLatestPage(shown, page([3, 4, 5], true));
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.has_more).toBe(true);
  });
  it('takes the new copy of a message (its read receipt)', () => {
    const shown = page([1, 2], false);
    const latest = {
      messages: [message(1), message(2, '2026-11-26T04:00:00.000Z')],
      has_more: false,
    };
    expect(mergeLatestPage(shown, latest).messages[1]?.read_at).toBe('2026-11-26T04:00:00.000Z');
  });
  it('drops what was shown when the new page does not reach it (a gap)', () => {
    const merged = mergeLatestPage(page([1, 2], false), page([60, 61], true));
    expect(ids(merged)).toEqual([60, 61]);
    expect(merged.has_more).toBe(true);
  });
  it('empties the list when the conversation has no message', () => {
    expect(ids(mergeLatestPage(page([1], false), page([], false)))).toEqual([]);
  });
});

describe('prependOlderPage and appendMessage', () => {
  it('puts an older page in front, each message once', () => {
    const merged = prependOlderPage(page([5, 6], true), page([3, 4, 5], false));
    expect(ids(merged)).toEqual([3, 4, 5, 6]);
    expect(merged.has_more).toBe(false);
  });
  it('adds a sent message once', () => {
    const once = appendMessage(page([1], false), message(2));
    expect(ids(once)).toEqual([1, 2]);
    expect(appendMessage(once, message(2))).toBe(once);
    expect(ids(appendMessage(undefined, message(9)))).toEqual([9]);
  });
});

describe('the list row', () => {
  const format = { time: () => 'TIME', date: () => 'DATE' };
  // 2026-11-26 10:00 in Vietnam.
  const now = new Date('2026-11-26T03:00:00.000Z');
  it("shows today's time, yesterday, or the date, on the salon's day", () => {
    // 00:30 on the 26th in Vietnam is still the 25th in UTC.
    expect(listTimeLabel('2026-11-25T17:30:00.000Z', format, now)).toBe('TIME');
    expect(listTimeLabel('2026-11-25T16:59:00.000Z', format, now)).toBe('Hôm qua');
    expect(listTimeLabel('2026-11-20T03:00:00.000Z', format, now)).toBe('DATE');
    expect(listTimeLabel(null, format, now)).toBe('');
  });
  it('says who wrote the last message', () => {
    const conversation = {
      latest_message: { content: 'Chào anh', sender_type: 'staff', message_type: 'text' },
      initial_message: null,
    } as ChatConversationDto;
    expect(latestMessagePreview(conversation)).toBe('Nhân viên: Chào anh');
    expect(
      latestMessagePreview({
        ...conversation,
        latest_message: { content: '', sender_type: 'customer', message_type: 'image' },
      }),
    ).toBe('[Hình ảnh]');
    expect(
      latestMessagePreview({
        ...conversation,
        latest_message: { content: 'Bảng giá', sender_type: 'staff', message_type: 'file' },
      }),
    ).toBe('Nhân viên: [Tệp] Bảng giá');
    expect(latestMessagePreview({ ...conversation, latest_message: null })).toBe(
      'Chưa có tin nhắn',
    );
  });
});

describe('the address and the test page', () => {
  it('reads ?conversation= as a positive id only', () => {
    expect(conversationIdParam('12')).toBe(12);
    expect(conversationIdParam('0')).toBeNull();
    expect(conversationIdParam('1e3')).toBeNull();
    expect(conversationIdParam('-1')).toBeNull();
    expect(conversationIdParam(null)).toBeNull();
    expect(conversationIdParam('99999999999')).toBeNull();
  });
  it("logs on the salon's clock with seconds", () => {
    expect(logClock(new Date('2026-11-26T17:05:09.000Z'))).toBe('00:05:09');
  });
  it('describes the live events in Vietnamese', () => {
    expect(
      describeChatEvent('chat.message.created', {
        conversation_id: 3,
        message_id: 9,
        sender_type: 'customer',
      }),
    ).toBe('Tin nhắn mới (mã 9) của khách hàng trong cuộc trò chuyện #3');
    expect(
      describeChatEvent('chat.conversation.updated', {
        conversation_id: 3,
        change: 'read',
        by: 'customer',
      }),
    ).toBe('Cuộc trò chuyện #3 được khách hàng đọc');
  });
});
