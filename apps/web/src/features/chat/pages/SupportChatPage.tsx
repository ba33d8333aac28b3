import { MessageOutlined, PlusOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import {
  CHAT_CONVERSATION_TYPE_LABELS,
  CHAT_CONVERSATION_TYPES,
  CHAT_EVENTS,
  CHAT_MESSAGES as M,
  type ChatConversationDto,
  type ChatConversationType,
} from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Empty, Tabs, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useLiveEvent } from '../../../lib/live-events';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  activeOfType,
  useConversations,
  useCreateConversation,
  useMarkConversationRead,
} from '../api/conversations';
import { CONVERSATIONS_KEY } from '../api/keys';
import { useChatUnreadCount } from '../api/unread-count';
import { ConversationList, ConversationListSkeleton } from '../components/ConversationList';
import { useNarrow } from '../use-narrow';
import { ConversationPane } from './ConversationPane';
import styles from './support-chat.module.css';

type TabKey = ChatConversationType | 'assistant';

function isTab(value: string | null): value is TabKey {
  return value === 'assistant' || CHAT_CONVERSATION_TYPES.includes(value as ChatConversationType);
}

export interface SupportChatPageProps {
  /** The AI consultant, shown in the third tab (the app passes it in). */
  assistant?: ReactNode;
}

/**
 * /chat, /tin-nhan: the customer's conversations with the salon (customer-account: Support chat).
 * Tabs Tư vấn / Dịch vụ with their counts and 'Trợ lý AI'; the list and the open conversation
 * side by side, or (under 768 px) one at a time. The first visit opens a conversation by itself.
 */
export function SupportChatPage({ assistant }: SupportChatPageProps) {
  usePageTitle('Tin nhắn');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useNarrow();
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const list = useConversations();
  const create = useCreateConversation();
  const markRead = useMarkConversationRead();
  const conversations = list.data;

  const requestedId = Number(params.get('conversation')) || null;
  const requested = conversations?.find((c) => c.id === requestedId);
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : (requested?.type ?? 'consultation');
  const inTab = tab === 'assistant' ? [] : (conversations ?? []).filter((c) => c.type === tab);
  // Wide screens open the tab's active conversation (else its latest); phones show the list until
  // one is chosen.
  const selected =
    requested && requested.type === tab
      ? requested
      : narrow
        ? undefined
        : (inTab.find((c) => c.status === 'active') ?? inTab[0]);

  // Live: any chat event reloads the list (previews, counts, a closing).
  useLiveEvent(CHAT_EVENTS.messageCreated, () => {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  });
  useLiveEvent(CHAT_EVENTS.conversationUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  });

  // The first visit: a customer without any conversation gets one (409: it exists, reuse it).
  const autoCreated = useRef(false);
  const createConversation = create.mutate;
  useEffect(() => {
    if (!conversations || conversations.length > 0 || autoCreated.current) return;
    autoCreated.current = true;
    createConversation({ type: 'consultation' });
  }, [conversations, createConversation]);

  // Opening a conversation marks it read (and again when a message arrives while it is open).
  const marked = useRef<string | null>(null);
  const markConversationRead = markRead.mutate;
  useEffect(() => {
    if (!selected || selected.unread_count === 0) return;
    const mark = `${selected.id}:${selected.last_message_at ?? ''}`;
    if (marked.current === mark) return;
    marked.current = mark;
    markConversationRead(selected.id);
  }, [selected, markConversationRead]);

  // When the unread count moves (polled while the stream is down), the list follows.
  const unread = useChatUnreadCount().data;
  useEffect(() => {
    if (unread !== undefined) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  }, [unread, queryClient]);

  const open = (conversation: ChatConversationDto, replace = !narrow) => {
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', conversation.type);
        next.set('conversation', String(conversation.id));
        return next;
      },
      { replace, state: { fromList: !replace } },
    );
  };

  const backToList = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('conversation');
        return next;
      },
      { replace: true },
    );
  };

  const selectTab = (key: string) => {
    if (!isTab(key)) return;
    void setParams(
      (current) => {
        const next = new URLSearchParams();
        next.set('tab', key);
        // Keep a conversation of that tab open if it was.
        const kept = conversations?.find((c) => String(c.id) === current.get('conversation'));
        if (kept && kept.type === key) next.set('conversation', String(kept.id));
        return next;
      },
      { replace: true },
    );
  };

  const startNew = (type: ChatConversationType) => {
    const existing = activeOfType(conversations, type);
    if (existing) {
      open(existing);
      return;
    }
    create.mutate(
      { type },
      {
        onSuccess: (conversation) => open(conversation),
        onError: (error) => void message.error(errorText(error, M.createFailed)),
      },
    );
  };

  const count = (type: ChatConversationType) =>
    (conversations ?? []).filter((c) => c.type === type).length;
  const unreadIn = (type: ChatConversationType) =>
    (conversations ?? []).filter((c) => c.type === type).reduce((n, c) => n + c.unread_count, 0);

  const tabs = [
    ...CHAT_CONVERSATION_TYPES.map((type) => ({
      key: type,
      label: (
        <span className={styles.tabLabel}>
          {CHAT_CONVERSATION_TYPE_LABELS[type]}
          <span className={styles.tabCount}>{conversations ? count(type) : '–'}</span>
          {unreadIn(type) ? (
            <Badge count={unreadIn(type)} size="small" title={`${unreadIn(type)} chưa đọc`} />
          ) : null}
        </span>
      ),
    })),
    {
      key: 'assistant',
      label: (
        <span className={styles.tabLabel}>
          <RobotOutlined /> Trợ lý AI
        </span>
      ),
    },
  ];

  const today = formatDate(now);
  const initFailed = create.isError && conversations?.length === 0;

  let listBody;
  if (list.isPending || (create.isPending && conversations?.length === 0)) {
    listBody = <ConversationListSkeleton />;
  } else if (list.isError && !conversations) {
    listBody = (
      <div className={styles.listState}>
        <Alert
          type="error"
          showIcon
          title={M.loadConversationsFailed}
          description={errorText(list.error, M.loadConversationsFailed)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Thử lại
            </Button>
          }
        />
      </div>
    );
  } else if (initFailed) {
    listBody = (
      <div className={styles.listState}>
        <Alert
          type="error"
          showIcon
          title={M.initFailed}
          description={errorText(create.error, M.initFailed)}
          action={
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => create.mutate({ type: 'consultation' })}
            >
              Thử lại
            </Button>
          }
        />
      </div>
    );
  } else if (inTab.length === 0) {
    listBody = (
      <div className={styles.listState}>
        <Empty
          image={<MessageOutlined className={styles.emptyIcon} />}
          description={
            tab === 'service'
              ? 'Chưa có cuộc trò chuyện về dịch vụ. Hỏi salon về lịch hẹn hoặc dịch vụ bạn đã dùng.'
              : 'Chưa có cuộc trò chuyện tư vấn.'
          }
        >
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={create.isPending}
            onClick={() => startNew(tab as ChatConversationType)}
          >
            Bắt đầu trò chuyện
          </Button>
        </Empty>
      </div>
    );
  } else {
    listBody = (
      <ConversationList
        conversations={inTab}
        selectedId={selected?.id ?? null}
        onSelect={(conversation) => open(conversation)}
        today={today}
      />
    );
  }

  const showPane = !narrow || selected !== undefined;
  const showList = !narrow || selected === undefined;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>Tin nhắn</h1>
        <p className={styles.subtitle}>Trò chuyện với salon về tư vấn, lịch hẹn và dịch vụ.</p>
      </div>
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        items={tabs}
        className={styles.tabs}
        aria-label="Loại cuộc trò chuyện"
      />
      {tab === 'assistant' ? (
        <div className={styles.assistant}>{assistant}</div>
      ) : (
        <div className={styles.frame} data-testid="support-chat">
          {showList ? (
            <aside className={styles.listColumn} aria-label="Cuộc trò chuyện">
              <div className={styles.listHeader}>
                <Button
                  icon={<PlusOutlined />}
                  className={styles.newButton}
                  loading={create.isPending}
                  disabled={!conversations}
                  onClick={() => startNew(tab)}
                >
                  Cuộc trò chuyện mới
                </Button>
                <Tooltip title="Tải lại danh sách">
                  <Button
                    type="text"
                    icon={<ReloadOutlined spin={list.isFetching && !list.isPending} />}
                    aria-label="Tải lại danh sách"
                    onClick={() => void list.refetch()}
                  />
                </Tooltip>
              </div>
              {list.isError && conversations ? (
                <Alert type="warning" showIcon banner title={M.loadConversationsFailed} />
              ) : null}
              <div className={styles.listScroll}>{listBody}</div>
            </aside>
          ) : null}
          {showPane ? (
            selected ? (
              <ConversationPane
                key={selected.id}
                conversation={selected}
                onBack={narrow ? backToList : undefined}
                onStartNew={() => startNew(selected.type)}
                starting={create.isPending}
                onChanged={() => void list.refetch()}
              />
            ) : (
              <div className={styles.paneEmpty}>
                <MessageOutlined className={styles.emptyIcon} />
                <p>Chọn một cuộc trò chuyện để xem tin nhắn.</p>
              </div>
            )
          ) : null}
        </div>
      )}
    </div>
  );
}
