import {
  CHAT_EVENTS,
  type ChatConversationUpdatedEvent,
  type ChatMessageCreatedEvent,
} from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveEvent, useLiveState } from '../../../lib/live-events';
import { ADMIN_CHAT_KEY, CHAT_POLL_MS, chatKeys } from '../api/chat-admin';

/** `fn` at most once per `ms`: a call inside the window runs once at its end. */
export function useThrottledCallback(fn: () => void, ms: number): () => void {
  const latest = useRef(fn);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      latest.current();
    } else if (!timer.current) {
      timer.current = setTimeout(() => {
        timer.current = null;
        last.current = Date.now();
        latest.current();
      }, wait);
    }
  }, [ms]);
}

/**
 * The chat's live events (ids only): the list and the open conversation fetch what changed. The
 * unread count follows at most once per 10 s. When the stream comes back after a drop, everything
 * is fetched once, since events may have been missed.
 */
export function useChatLive(
  openId: number | null,
  onCustomerMessage: (conversationId: number) => void,
): void {
  const client = useQueryClient();
  const refreshUnread = useThrottledCallback(
    () => void client.invalidateQueries({ queryKey: chatKeys.unread }),
    CHAT_POLL_MS.unread,
  );

  useLiveEvent<ChatMessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    void client.invalidateQueries({ queryKey: chatKeys.lists });
    refreshUnread();
    if (event.conversation_id === openId) {
      void client.invalidateQueries({ queryKey: chatKeys.messages(openId) });
      if (event.sender_type === 'customer') onCustomerMessage(openId);
    }
  });

  useLiveEvent<ChatConversationUpdatedEvent>(CHAT_EVENTS.conversationUpdated, (event) => {
    void client.invalidateQueries({ queryKey: chatKeys.lists });
    refreshUnread();
    if (event.conversation_id === openId) {
      void client.invalidateQueries({ queryKey: chatKeys.conversation(openId) });
      // Read receipts, or the transcript handed over by the AI consultant.
      if (event.change === 'read' || event.change === 'handed_over') {
        void client.invalidateQueries({ queryKey: chatKeys.messages(openId) });
      }
    }
  });

  const live = useLiveState();
  const wasOpen = useRef(live === 'open');
  useEffect(() => {
    if (live === 'open' && !wasOpen.current) {
      void client.invalidateQueries({ queryKey: ADMIN_CHAT_KEY });
    }
    wasOpen.current = live === 'open';
  }, [live, client]);
}
