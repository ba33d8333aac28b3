import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES as M,
  type ChatConversationDto,
  type ChatConversationUpdatedEvent,
  type ChatMessageCreatedEvent,
} from '@salon/shared';
import { Alert, App, Button, Skeleton, Tooltip } from 'antd';
import { useEffect } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { useLiveEvent, useLiveState } from '../../../lib/live-events';
import { useConversationMessages, useSendFile, useSendMessage } from '../api/messages';
import { ChatComposer } from '../components/ChatComposer';
import { ClosedConversationNotice } from '../components/ClosedConversationNotice';
import { MessageThread } from '../components/MessageThread';
import styles from './support-chat.module.css';

export interface ConversationPaneProps {
  conversation: ChatConversationDto;
  /** Under 768 px: a back button to the list. */
  onBack?: (() => void) | undefined;
  onStartNew: () => void;
  starting: boolean;
  /** The conversation may have changed (closed meanwhile): reload the list. */
  onChanged: () => void;
}

/** The open conversation's messages are asked for this often while the live stream is down. */
const POLL_MS = 5_000;

/** Who answers, under the title. */
function answeredBy(conversation: ChatConversationDto): string {
  if (conversation.handled_by === 'assistant') return 'Trợ lý AI đang trả lời';
  if (conversation.admin) return `Nhân viên: ${conversation.admin.name}`;
  return 'Nhân viên salon trả lời trong giờ làm việc';
}

/** One conversation: its header, messages, and the composer (or the closing notice). */
export function ConversationPane({
  conversation,
  onBack,
  onStartNew,
  starting,
  onChanged,
}: ConversationPaneProps) {
  const { message } = App.useApp();
  const messages = useConversationMessages(conversation.id);
  const send = useSendMessage(conversation.id, messages.append);
  const sendFile = useSendFile(conversation.id, messages.append);
  const active = conversation.status === 'active';
  const { fetchNewer, refetch } = messages;
  const live = useLiveState();

  // Live: a new message here is fetched (only what came after the last one); staff reading it
  // reloads the page of messages for its 'Đã xem'.
  useLiveEvent<ChatMessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    if (event.conversation_id === conversation.id) void fetchNewer().catch(() => undefined);
  });
  useLiveEvent<ChatConversationUpdatedEvent>(CHAT_EVENTS.conversationUpdated, (event) => {
    if (
      event.conversation_id === conversation.id &&
      event.change === 'read' &&
      event.by !== 'customer'
    )
      void refetch();
  });
  // Without the stream: the latest page every 5 s (new messages and what staff have read).
  // (Not while the first load failed: its error and 'Thử lại' stay until the reader retries.)
  const loaded = messages.data !== undefined;
  useEffect(() => {
    if (live === 'open' || !loaded) return;
    const timer = window.setInterval(() => void refetch(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, loaded, refetch]);

  const failed = (fallback: string) => (error: unknown) => {
    void message.error(errorText(error, fallback));
    // Closed meanwhile, or gone: the list tells.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onChanged();
    throw error;
  };

  const denied = messages.error instanceof ApiError && messages.error.status === 403;
  let body;
  if (messages.isPending) {
    body = (
      <div className={styles.paneState} aria-busy="true" aria-label="Đang tải tin nhắn">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      </div>
    );
  } else if (messages.isError && !messages.data) {
    body = (
      <div className={styles.paneState}>
        <Alert
          type="error"
          showIcon
          title={denied ? M.accessDenied : M.loadMessagesFailed}
          description={denied ? undefined : errorText(messages.error, M.loadMessagesFailed)}
          action={
            denied ? (
              <Button size="small" onClick={onStartNew} loading={starting}>
                Cuộc trò chuyện mới
              </Button>
            ) : (
              <Button
                size="small"
                icon={<ReloadOutlined />}
                onClick={() => void messages.refetch()}
              >
                Thử lại
              </Button>
            )
          }
        />
      </div>
    );
  } else {
    body = (
      <MessageThread
        messages={messages.data?.messages ?? []}
        viewer="customer"
        hasMore={messages.data?.has_more ?? false}
        loadingOlder={messages.loadingOlder}
        onLoadOlder={() =>
          void messages.fetchOlder().catch(() => void message.error(M.loadMessagesFailed))
        }
        label={`Tin nhắn: ${conversation.title}`}
        empty={
          active ? (
            <>
              <p className={styles.emptyTitle}>Chào bạn! Salon có thể giúp gì cho bạn?</p>
              <p className={styles.emptyText}>
                Hãy gửi câu hỏi, hình ảnh kiểu tóc bạn thích hoặc tệp PDF; nhân viên salon sẽ trả
                lời bạn sớm.
              </p>
            </>
          ) : (
            'Cuộc trò chuyện này không có tin nhắn.'
          )
        }
      />
    );
  }

  return (
    <section className={styles.pane} aria-label={conversation.title} data-testid="chat-pane">
      <header className={styles.paneHeader}>
        {onBack ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label="Quay lại danh sách"
            onClick={onBack}
          />
        ) : null}
        <div className={styles.paneTitle}>
          <h2>{conversation.title}</h2>
          <span>{active ? answeredBy(conversation) : 'Đã đóng'}</span>
        </div>
        <Tooltip title="Tải lại tin nhắn">
          <Button
            type="text"
            icon={<ReloadOutlined spin={messages.isFetching && !messages.isPending} />}
            aria-label="Tải lại tin nhắn"
            onClick={() => void messages.refetch()}
          />
        </Tooltip>
      </header>
      {messages.isError && messages.data ? (
        <Alert type="warning" showIcon banner title={M.loadMessagesFailed} />
      ) : null}
      {body}
      {active ? (
        <ChatComposer
          onSend={(text) => send(text).catch(failed(M.sendFailed))}
          onSendFile={(file) => sendFile(file).catch(failed(M.sendFileFailed))}
          disabled={!messages.data || denied}
          autoFocus={!onBack}
        />
      ) : (
        <ClosedConversationNotice
          closedAt={conversation.closed_at}
          reason={conversation.close_reason}
          onStartNew={onStartNew}
          starting={starting}
        />
      )}
    </section>
  );
}
