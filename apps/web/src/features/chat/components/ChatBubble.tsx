import { CustomerServiceOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import styles from './chat.module.css';

/** Who a bubble belongs to: the reader (right), a person on the other side, or the assistant. */
export type ChatBubbleTone = 'own' | 'other' | 'assistant';

export interface ChatBubbleProps {
  tone: ChatBubbleTone;
  /** Name shown above the bubble (left side only); the assistant's is 'Trợ lý AI' unless given. */
  senderName?: string | undefined;
  senderAvatar?: string | null | undefined;
  /** Draw the avatar and the name (the first message of a run); later ones only keep the gap. */
  showSender?: boolean;
  /** Whether the other side is staff (headset avatar) or a customer (person avatar). */
  otherKind?: 'staff' | 'customer';
  /** `HH:mm` (or any short text) under the bubble. */
  time?: string | undefined;
  /** Under the bubble, after the time: 'Đã xem', buttons of an answer… */
  footer?: ReactNode;
  children: ReactNode;
  /** A picture alone: no padding or colour around it. */
  media?: boolean;
  /** For tests and screen readers: `data-testid` of the row. */
  testId?: string;
}

/**
 * One speech bubble of a chat: the reader's own on the right, the other side on the left with
 * their avatar and name, the AI assistant on the left marked 'Trợ lý AI'. Purely visual: it
 * shows what it is given (text, a picture, a file link, buttons).
 */
export function ChatBubble({
  tone,
  senderName,
  senderAvatar,
  showSender = true,
  otherKind = 'staff',
  time,
  footer,
  children,
  media = false,
  testId = 'chat-message',
}: ChatBubbleProps) {
  const own = tone === 'own';
  const assistant = tone === 'assistant';
  // The assistant is named 'Trợ lý AI'; under another name it still carries the tag.
  const name = assistant ? (senderName ?? 'Trợ lý AI') : senderName;
  const tagged = assistant && senderName !== undefined;
  return (
    <div
      className={`${styles.row} ${own ? styles.rowOwn : styles.rowOther}`}
      data-testid={testId}
      data-tone={tone}
    >
      {own ? null : (
        <div className={styles.avatarSlot} aria-hidden="true">
          {showSender ? (
            <Avatar
              size={32}
              src={assistant ? undefined : (senderAvatar ?? undefined)}
              icon={
                assistant ? (
                  <RobotOutlined />
                ) : otherKind === 'staff' ? (
                  <CustomerServiceOutlined />
                ) : (
                  <UserOutlined />
                )
              }
              className={assistant ? styles.assistantAvatar : styles.otherAvatar}
            />
          ) : null}
        </div>
      )}
      <div className={styles.column}>
        {!own && showSender && name ? (
          <div className={styles.sender}>
            {name}
            {tagged ? <span className={styles.assistantTag}>Trợ lý AI</span> : null}
          </div>
        ) : null}
        <div
          className={`${styles.bubble} ${
            media
              ? styles.bubbleMedia
              : own
                ? styles.bubbleOwn
                : assistant
                  ? styles.bubbleAssistant
                  : styles.bubbleOther
          }`}
        >
          {children}
        </div>
        {time || footer ? (
          <div className={`${styles.meta} ${own ? styles.metaOwn : ''}`}>
            {time ? <span className={styles.time}>{time}</span> : null}
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
