import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import styles from './chat.module.css';

export interface ClosedConversationNoticeProps {
  closedAt: string | null;
  reason: string | null;
  /** Starts a new conversation; without it no button is shown (the back office). */
  onStartNew?: () => void;
  starting?: boolean;
  /** Replaces the default line under the notice. */
  children?: ReactNode;
}

/** Where the composer was: the conversation is closed, when and why, and a way to start anew. */
export function ClosedConversationNotice({
  closedAt,
  reason,
  onStartNew,
  starting = false,
  children,
}: ClosedConversationNoticeProps) {
  return (
    <div className={styles.closed} role="status" data-testid="chat-closed">
      <LockOutlined className={styles.closedIcon} aria-hidden="true" />
      <div className={styles.closedText}>
        <strong>Cuộc trò chuyện đã đóng{closedAt ? ` lúc ${formatDateTime(closedAt)}` : ''}</strong>
        {reason ? <span>Lý do: {reason}</span> : null}
        {children ??
          (onStartNew ? <span>Bạn cần hỗ trợ thêm? Hãy bắt đầu cuộc trò chuyện mới.</span> : null)}
      </div>
      {onStartNew ? (
        <Button type="primary" icon={<PlusOutlined />} loading={starting} onClick={onStartNew}>
          Bắt đầu cuộc trò chuyện mới
        </Button>
      ) : null}
    </div>
  );
}
