import {
  CHAT_LIMITS,
  SALON_TIME_ZONE,
  salonToday,
  salonWallClock,
  type ChatConversationDto,
  type ChatMessageDto,
  type ChatMessagePage,
  type ChatPriority,
  type ChatStatus,
} from '@salon/shared';
import { mergeMessages } from '../chat/components/chat-rules';

/*
 * The back-office chat's rules that need no screen: the list's query, how pages of messages
 * join, what a row of the list says. Unit-tested in chat-logic.test.ts. (The composer's and the
 * files' rules are the chat's own, in features/chat/components/chat-rules.ts.)
 */

export interface ConversationFilters {
  status: ChatStatus;
  priority?: ChatPriority | undefined;
  assignedToMe: boolean;
  unassigned: boolean;
  includeAssistant: boolean;
  q: string;
}

export const DEFAULT_FILTERS: ConversationFilters = {
  status: 'active',
  assignedToMe: false,
  unassigned: false,
  includeAssistant: false,
  q: '',
};

/** `?status=active&page=1&per_page=20…` of GET /api/admin/chat/conversations. */
export function conversationListQuery(filters: ConversationFilters, page: number): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.priority) query.set('priority', filters.priority);
  if (filters.assignedToMe) query.set('assigned_to_me', 'true');
  if (filters.unassigned) query.set('unassigned', 'true');
  if (filters.includeAssistant) query.set('include_assistant', 'true');
  const q = filters.q.trim();
  if (q) query.set('q', q);
  query.set('page', String(page));
  query.set('per_page', String(CHAT_LIMITS.conversationsPerPage));
  return `?${query.toString()}`;
}

/** How many filters differ from the defaults (the filter button's badge); the search is apart. */
export function activeFilterCount(filters: ConversationFilters): number {
  return (
    Number(filters.status !== DEFAULT_FILTERS.status) +
    Number(Boolean(filters.priority)) +
    Number(filters.assignedToMe) +
    Number(filters.unassigned) +
    Number(filters.includeAssistant)
  );
}

/**
 * The newest page of messages joined to what is already shown: older messages loaded before
 * stay, the newest page replaces its own range (so read receipts follow). When the new page does
 * not reach back to what was shown and older ones exist, there may be a gap: the page alone is
 * kept (the older ones load again on demand).
 */
export function mergeLatestPage(
  cached: ChatMessagePage | undefined,
  latest: ChatMessagePage,
): ChatMessagePage {
  if (!cached || cached.messages.length === 0) return latest;
  const first = latest.messages[0];
  if (!first) return latest;
  const lastShown = cached.messages[cached.messages.length - 1];
  if (lastShown && lastShown.id < first.id && latest.has_more) return latest;
  const older = cached.messages.filter((message) => message.id < first.id);
  return {
    messages: mergeMessages(older, latest.messages),
    has_more: older.length > 0 ? cached.has_more : latest.has_more,
  };
}

/** An older page (GET …?before_id=) put in front of what is shown. */
export function prependOlderPage(
  cached: ChatMessagePage | undefined,
  older: ChatMessagePage,
): ChatMessagePage {
  if (!cached) return older;
  return {
    messages: mergeMessages(older.messages, cached.messages),
    has_more: older.has_more,
  };
}

/** A message just sent, added once (the live event may have fetched it already). */
export function appendMessage(
  cached: ChatMessagePage | undefined,
  message: ChatMessageDto,
): ChatMessagePage {
  if (!cached) return { messages: [message], has_more: false };
  if (cached.messages.some((m) => m.id === message.id)) return cached;
  return { messages: mergeMessages(cached.messages, [message]), has_more: cached.has_more };
}

/** The salon's `YYYY-MM-DD` of a moment ('' when unreadable). */
export function salonDay(value: string): string {
  return salonWallClock(value)?.date ?? '';
}

/**
 * When in the list: the time for today's conversations, "Hôm qua" for yesterday's, the date
 * otherwise (all on the salon's clock). `formatTime`/`formatDate` are the app's formatters.
 */
export function listTimeLabel(
  value: string | null,
  format: { time: (v: string) => string; date: (v: string) => string },
  now: Date = new Date(),
): string {
  if (!value) return '';
  const day = salonDay(value);
  const today = salonToday(now);
  if (day === today) return format.time(value);
  if (day === salonToday(new Date(now.getTime() - 86_400_000))) return 'Hôm qua';
  return format.date(value);
}

/** The list's line under the name: who wrote the last message and what. */
export function latestMessagePreview(conversation: ChatConversationDto): string {
  const latest = conversation.latest_message;
  if (!latest) return conversation.initial_message ?? 'Chưa có tin nhắn';
  const caption = latest.content.trim().replace(/\s+/g, ' ');
  const body =
    latest.message_type === 'text'
      ? caption
      : `${latest.message_type === 'image' ? '[Hình ảnh]' : '[Tệp]'}${caption ? ` ${caption}` : ''}`;
  if (latest.sender_type === 'staff') return `Nhân viên: ${body}`;
  if (latest.sender_type === 'assistant') return `Trợ lý AI: ${body}`;
  return body;
}

/** The customer's name, or what a guest's AI session is called. */
export function customerName(conversation: ChatConversationDto): string {
  return conversation.customer?.name ?? 'Khách vãng lai';
}

/** Only an active conversation answered by staff takes messages, assignment and closing. */
export function isWritable(conversation: ChatConversationDto): boolean {
  return conversation.status === 'active' && conversation.handled_by === 'staff';
}

/** The conversation `?conversation=` names, or null. */
export function conversationIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const LOG_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SALON_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `14:05:09` on the salon's clock: the time of a line of the test page's event log. */
export function logClock(at: Date): string {
  return LOG_CLOCK.format(at);
}

/** What a live chat event says, in a line of the event log. */
export function describeChatEvent(name: string, data: unknown): string {
  const event = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = typeof event.conversation_id === 'number' ? `#${event.conversation_id}` : '?';
  if (name === 'chat.message.created') {
    const who =
      event.sender_type === 'customer'
        ? 'khách hàng'
        : event.sender_type === 'assistant'
          ? 'Trợ lý AI'
          : 'nhân viên';
    return `Tin nhắn mới (mã ${String(event.message_id)}) của ${who} trong cuộc trò chuyện ${id}`;
  }
  const change: Record<string, string> = {
    created: 'được tạo',
    read: event.by === 'customer' ? 'được khách hàng đọc' : 'được nhân viên đọc',
    assigned: 'được phân công',
    closed: 'đã đóng',
    updated: 'được cập nhật',
    handed_over: 'được Trợ lý AI chuyển cho nhân viên',
  };
  const what =
    typeof event.change === 'string' ? (change[event.change] ?? event.change) : 'thay đổi';
  return `Cuộc trò chuyện ${id} ${what}`;
}
