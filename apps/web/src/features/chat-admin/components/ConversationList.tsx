import { CHAT_LIMITS, CHAT_MESSAGES, type ChatConversationDto } from '@salon/shared';
import { Alert, Avatar, Badge, Button, Empty, Skeleton } from 'antd';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format-date';
import { customerName, latestMessagePreview, listTimeLabel } from '../chat-logic';
import { AssistantTag, ChatStatusTag, PriorityTag } from './chat-tags';
import styles from './chat-admin.module.css';

export interface ConversationListProps {
  conversations: ChatConversationDto[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Something narrows the list (the empty state says so). */
  filtered: boolean;
}

/** The conversations of the left column: skeleton while loading, error, empty, the rows. */
export function ConversationList({
  conversations,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  onMore,
  filtered,
}: ConversationListProps) {
  if (loading) {
    return (
      <div className={styles.listState} aria-busy="true" data-testid="chat-list-loading">
        {Array.from({ length: CHAT_LIMITS.listSkeletonRows }, (_, i) => (
          <Skeleton key={i} avatar active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
        ))}
      </div>
    );
  }
  if (error && conversations.length === 0) {
    return (
      <div className={styles.listState}>
        <Alert
          type="error"
          showIcon
          title={CHAT_MESSAGES.loadConversationsFailed}
          description={errorText(error, CHAT_MESSAGES.loadConversationsFailed)}
          action={
            <Button size="small" onClick={onRetry}>
              Thử lại
            </Button>
          }
        />
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <div className={styles.listState}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            filtered ? 'Không có cuộc trò chuyện nào phù hợp' : 'Chưa có cuộc trò chuyện nào'
          }
        />
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Danh sách cuộc trò chuyện" data-testid="chat-list">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            onSelect={() => onSelect(conversation.id)}
          />
        </li>
      ))}
      {hasMore ? (
        <li className={styles.more}>
          <Button onClick={onMore} loading={loadingMore}>
            Xem thêm
          </Button>
        </li>
      ) : null}
    </ul>
  );
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ChatConversationDto;
  selected: boolean;
  onSelect: () => void;
}) {
  const name = customerName(conversation);
  const unread = conversation.unread_count;
  const time = listTimeLabel(conversation.last_message_at ?? conversation.created_at, {
    time: formatTime,
    date: formatDate,
  });
  return (
    <button
      type="button"
      className={`${styles.item} ${unread > 0 ? styles.unread : ''}`}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      data-testid="chat-list-item"
      data-conversation-id={conversation.id}
      data-unread={unread}
    >
      <Avatar src={conversation.customer?.avatar ?? undefined} alt="">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <span className={styles.itemBody}>
        <span className={styles.itemTop}>
          <span className={styles.name}>{name}</span>
          <span className={styles.time}>{time}</span>
        </span>
        <span className={styles.previewRow}>
          <span className={styles.preview}>{latestMessagePreview(conversation)}</span>
          {unread > 0 ? (
            <Badge count={unread} overflowCount={99} title={`${unread} tin nhắn chưa đọc`} />
          ) : null}
        </span>
        <span className={styles.itemMeta}>
          <PriorityTag priority={conversation.priority} />
          {conversation.handled_by === 'assistant' ? <AssistantTag /> : null}
          {conversation.status !== 'active' ? <ChatStatusTag status={conversation.status} /> : null}
          <span>
            {conversation.admin ? `Phụ trách: ${conversation.admin.name}` : 'Chưa phân công'}
          </span>
        </span>
      </span>
    </button>
  );
}
