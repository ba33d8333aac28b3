import { ArrowDownOutlined } from '@ant-design/icons';
import { CHAT_LIMITS, type ChatMessageDto } from '@salon/shared';
import { Button } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format-date';
import { MessageBubble } from './MessageBubble';
import styles from './chat.module.css';

export interface MessageThreadProps {
  /** Oldest first. */
  messages: readonly ChatMessageDto[];
  /** Whose page it is: their messages go right, and 'Đã xem' is shown under their last one. */
  viewer: 'customer' | 'staff';
  /** Older messages exist: a 'Xem tin nhắn cũ hơn' button calls `onLoadOlder`. */
  hasMore?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Buttons under a message (the AI assistant's actions). */
  renderFooter?: (message: ChatMessageDto) => ReactNode;
  /** Shown when there is no message yet. */
  empty?: ReactNode;
  /** Always first, above the messages (a welcome line). */
  intro?: ReactNode;
  /** After the last message (a 'typing…' line). */
  children?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

const dayOf = (message: ChatMessageDto) => formatLongDate(message.created_at);

/**
 * The messages of one conversation, scrolling inside their own box: a day line where the salon's
 * day changes, runs from one sender grouped under one avatar, 'Đã xem' under the viewer's last
 * message once the other side read it. It stays at the bottom as messages arrive (unless the
 * reader scrolled up: then a button brings them down), and keeps its place when older ones load.
 */
export function MessageThread({
  messages,
  viewer,
  hasMore = false,
  loadingOlder = false,
  onLoadOlder,
  renderFooter,
  empty,
  intro,
  children,
  label = 'Tin nhắn',
}: MessageThreadProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  const [farFromBottom, setFarFromBottom] = useState(false);

  const first = messages[0]?.id;
  const last = messages.at(-1);
  const lastId = last?.id;
  const lastIsOwn = last?.sender_type === viewer;

  const scrollToBottom = () => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && lastId === before.last) {
      // Older messages came in above: keep what the reader was looking at in place.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (
      lastId !== before.last &&
      (atBottom.current || lastIsOwn || before.last === undefined)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last: lastId, height: element.scrollHeight };
  }, [first, lastId, lastIsOwn]);

  // A typing line or a late picture grows the box: follow it while at the bottom.
  useLayoutEffect(() => {
    if (atBottom.current) scrollToBottom();
  }, [children]);

  // Whatever grows (a picture, a late font, the composer taking lines) keeps the bottom in view
  // while the reader is there.
  useEffect(() => {
    const element = box.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    atBottom.current = distance <= CHAT_LIMITS.scrollButtonPx;
    setFarFromBottom(!atBottom.current);
  };

  let lastOwnIndex = -1;
  messages.forEach((message, index) => {
    if (message.sender_type === viewer) lastOwnIndex = index;
  });

  return (
    <div className={styles.threadFrame}>
      <div
        ref={box}
        className={styles.thread}
        onScroll={onScroll}
        onLoadCapture={() => {
          if (atBottom.current) scrollToBottom();
        }}
        role="log"
        aria-label={label}
        aria-live="polite"
        data-testid="chat-thread"
      >
        <div ref={content} className={styles.threadContent}>
          {hasMore && onLoadOlder ? (
            <div className={styles.older}>
              <Button size="small" loading={loadingOlder} onClick={onLoadOlder}>
                Xem tin nhắn cũ hơn
              </Button>
            </div>
          ) : null}
          {intro}
          {messages.length === 0 && empty ? (
            <div className={styles.threadEmpty}>{empty}</div>
          ) : null}
          {messages.map((message, index) => {
            const before = messages[index - 1];
            const newDay = !before || dayOf(before) !== dayOf(message);
            const sameRun =
              !newDay &&
              before?.sender_type === message.sender_type &&
              (before.sender?.id ?? null) === (message.sender?.id ?? null);
            const seen = index === lastOwnIndex && message.read_at !== null;
            const footer = renderFooter?.(message);
            return (
              <Fragment key={message.id}>
                {newDay ? (
                  <div className={styles.day} role="separator">
                    <span>{dayOf(message)}</span>
                  </div>
                ) : null}
                <MessageBubble
                  message={message}
                  viewer={viewer}
                  showSender={!sameRun}
                  footer={
                    seen || footer ? (
                      <>
                        {seen ? (
                          <span className={styles.seen} data-testid="chat-seen">
                            Đã xem
                          </span>
                        ) : null}
                        {footer}
                      </>
                    ) : undefined
                  }
                />
              </Fragment>
            );
          })}
          {children}
        </div>
      </div>
      {farFromBottom ? (
        <Button
          className={styles.toBottom}
          shape="circle"
          icon={<ArrowDownOutlined />}
          aria-label="Xuống tin nhắn mới nhất"
          onClick={() => {
            const element = box.current;
            element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
          }}
        />
      ) : null}
    </div>
  );
}
