import { CHAT_EVENTS, CHAT_LIMITS, type ChatUnreadCount } from '@salon/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent, useLiveState } from '../../../lib/live-events';
import { CHAT_UNREAD_KEY } from './keys';

/**
 * The customer's unread chat messages (GET /api/chat/unread-count). The live stream's chat
 * events make it reload; only while the stream is not open is it asked for on a timer, at most
 * once per CHAT_LIMITS.fallbackPollMs.
 */
export function useChatUnreadCount(enabled = true) {
  const live = useLiveState();
  const queryClient = useQueryClient();
  const reload = () => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
  };
  useLiveEvent(CHAT_EVENTS.messageCreated, reload);
  useLiveEvent(CHAT_EVENTS.conversationUpdated, reload);
  return useQuery({
    queryKey: CHAT_UNREAD_KEY,
    queryFn: ({ signal }) => apiRequest<ChatUnreadCount>('/chat/unread-count', { signal }),
    enabled,
    refetchInterval: live === 'open' ? false : CHAT_LIMITS.fallbackPollMs,
    staleTime: CHAT_LIMITS.fallbackPollMs,
    select: (data) => data.unread_count,
  });
}
