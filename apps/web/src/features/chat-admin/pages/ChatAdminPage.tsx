import { MessageOutlined } from '@ant-design/icons';
import type { ChatConversationDto } from '@salon/shared';
import { Button, Empty } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveState } from '../../../lib/live-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAdminConversations, useMarkRead, useUnreadCount } from '../api/chat-admin';
import { conversationIdParam, DEFAULT_FILTERS, type ConversationFilters } from '../chat-logic';
import { ChatWindow } from '../components/ChatWindow';
import { ConversationSidebar } from '../components/ConversationSidebar';
import { CreateConversationModal } from '../components/CreateConversationModal';
import { useChatLive } from '../components/use-chat-live';
import styles from '../components/chat-admin.module.css';

/**
 * /admin/chat (back-office §2.13): conversations with customers on the left, the open one on the
 * right; on a phone one at a time. `?conversation=<id>` opens one (the notification bell links
 * there).
 */
export function ChatAdminPage() {
  usePageTitle('Tin nhắn');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const openId = conversationIdParam(params.get('conversation'));
  const [filters, setFilters] = useState<ConversationFilters>(DEFAULT_FILTERS);
  const [creating, setCreating] = useState(false);
  const list = useAdminConversations(filters);
  const unread = useUnreadCount();
  const { mutate: markRead } = useMarkRead();
  const live = useLiveState();

  const conversations = useMemo(() => {
    const seen = new Set<number>();
    const all: ChatConversationDto[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const conversation of page.data) {
        if (!seen.has(conversation.id)) all.push(conversation);
        seen.add(conversation.id);
      }
    }
    return all;
  }, [list.data]);

  const openConversation = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('conversation');
        else next.set('conversation', String(id));
        return next;
      }),
    [setParams],
  );

  // Opening a conversation marks it read; a customer's message arriving while it is open too,
  // once the page is in view.
  const readLater = useRef(false);
  useEffect(() => {
    if (openId !== null) markRead(openId);
  }, [openId, markRead]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readLater.current && openId !== null) {
        readLater.current = false;
        markRead(openId);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [openId, markRead]);

  useChatLive(openId, (id) => {
    if (document.visibilityState === 'visible') markRead(id);
    else readLater.current = true;
  });

  if (!user) return null;

  return (
    <div className={styles.page} data-view={openId === null ? 'list' : 'pane'} data-live={live}>
      <ConversationSidebar
        filters={filters}
        onFilters={setFilters}
        unreadCount={unread.data?.unread_count ?? 0}
        onCreate={() => setCreating(true)}
        onRefresh={() => {
          void list.refetch();
          void unread.refetch();
        }}
        refreshing={list.isFetching && !list.isPending}
        list={{
          conversations,
          loading: list.isPending,
          error: list.error,
          onRetry: () => void list.refetch(),
          selectedId: openId,
          onSelect: openConversation,
          hasMore: list.hasNextPage,
          loadingMore: list.isFetchingNextPage,
          onMore: () => void list.fetchNextPage(),
        }}
      />
      {openId === null ? (
        <section className={styles.pane} aria-label="Cuộc trò chuyện">
          <div className={styles.paneEmpty}>
            <Empty
              image={<MessageOutlined style={{ fontSize: 48, opacity: 0.4 }} />}
              description="Chọn một cuộc trò chuyện để xem tin nhắn"
            >
              <Button onClick={() => setCreating(true)}>Tạo cuộc trò chuyện mới</Button>
            </Empty>
          </div>
        </section>
      ) : (
        <ChatWindow
          key={openId}
          id={openId}
          me={{ id: user.id, name: user.name }}
          initial={conversations.find((c) => c.id === openId)}
          onBack={() => openConversation(null)}
        />
      )}
      {creating ? (
        <CreateConversationModal
          onClose={() => setCreating(false)}
          onCreated={(conversation) => {
            setCreating(false);
            if (filters.status !== 'active') setFilters({ ...filters, status: 'active' });
            openConversation(conversation.id);
          }}
        />
      ) : null}
    </div>
  );
}
