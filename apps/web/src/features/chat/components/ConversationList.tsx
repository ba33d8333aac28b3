import { CustomerServiceOutlined, RobotOutlined } from '@ant-design/icons';
import { CHAT_LIMITS, type ChatConversationDto } from '@salon/shared';
import { Avatar, Badge, Skeleton } from 'antd';
import { formatDate, formatTime } from '../../../lib/format-date';
import { messagePreview } from './chat-rules';
import styles from './conversation-list.module.css';

export interface ConversationListProps {
  conversations: readonly ChatConversationDto[];
  selectedId: number | null;
  onSelect: (conversation: ChatConversationDto) => void;
  /** Whose list: a preview of one's own last message starts with 'Bạn: '. */
  viewer?: 'customer' | 'staff';
  /** Today's date as formatDate writes it: today's messages show their time, older ones the day. */
  today: string;
}

/** When the last message came: its time today, else its date (both on the salon's clock). */
function when(conversation: ChatConversationDto, today: string): string {
  const at = conversation.last_message_at ?? conversation.created_at;
  const day = formatDate(at);
  return day === today ? formatTime(at) : day;
}

/** Skeleton rows while the list loads. */
export function ConversationListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Đang tải cuộc trò chuyện">
      {Array.from({ length: CHAT_LIMITS.listSkeletonRows }, (_, index) => (
        <Skeleton key={index} avatar active title={false} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/**
 * Conversations as rows: who answers (the assigned staff member, or the assistant), the title,
 * the last message, its time, the unread count, and 'Đã đóng' on a closed one.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  viewer = 'customer',
  today,
}: ConversationListProps) {
  return (
    <ul className={styles.list} aria-label="Danh sách cuộc trò chuyện">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        const unread = conversation.unread_count;
        const closed = conversation.status !== 'active';
        const assistant = conversation.handled_by === 'assistant';
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className={`${styles.item} ${selected ? styles.selected : ''}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(conversation)}
              data-testid="chat-conversation"
              data-conversation-id={conversation.id}
            >
              <Badge count={unread} size="small" offset={[-2, 2]}>
                <Avatar
                  size={40}
                  src={assistant ? undefined : (conversation.admin?.avatar ?? undefined)}
                  icon={assistant ? <RobotOutlined /> : <CustomerServiceOutlined />}
                  className={assistant ? styles.assistantAvatar : styles.avatar}
                />
              </Badge>
              <span className={styles.body}>
                <span className={styles.top}>
                  <span className={`${styles.title} ${unread ? styles.unread : ''}`}>
                    {conversation.title}
                  </span>
                  <span className={styles.time}>{when(conversation, today)}</span>
                </span>
                <span className={styles.bottom}>
                  <span className={`${styles.preview} ${unread ? styles.unread : ''}`}>
                    {messagePreview(conversation.latest_message, viewer)}
                  </span>
                  {closed ? <span className={styles.closedTag}>Đã đóng</span> : null}
                  {unread ? (
                    <span className={styles.srOnly}>{`${unread} tin nhắn chưa đọc`}</span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
