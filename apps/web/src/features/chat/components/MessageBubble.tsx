import { FilePdfOutlined } from '@ant-design/icons';
import type { ChatMessageDto } from '@salon/shared';
import type { ReactNode } from 'react';
import { formatTime } from '../../../lib/format-date';
import { ChatBubble } from './ChatBubble';
import { chatFileUrl, formatFileSize, isImageMessage } from './chat-rules';
import styles from './chat.module.css';

export interface MessageBubbleProps {
  message: ChatMessageDto;
  /** Who reads: their own messages are drawn on the right. */
  viewer: 'customer' | 'staff';
  /** Avatar and name (the first of a run from the same sender). */
  showSender?: boolean;
  /** Under the bubble, beside the time ('Đã xem', an answer's buttons). */
  footer?: ReactNode;
}

/** The body of a message: its text, an inline picture, or a PDF to download, with its caption. */
export function MessageContent({ message }: { message: ChatMessageDto }) {
  const url = chatFileUrl(message.file_path);
  const caption = message.content.trim();
  const showCaption = caption !== '' && caption !== message.file_name;
  if (url && isImageMessage(message)) {
    return (
      <>
        <a href={url} target="_blank" rel="noopener" className={styles.imageLink}>
          <img
            src={url}
            alt={message.file_name ?? 'Hình ảnh'}
            className={styles.image}
            loading="lazy"
          />
        </a>
        {showCaption ? <p className={styles.text}>{caption}</p> : null}
      </>
    );
  }
  if (url) {
    const size = formatFileSize(message.file_size);
    return (
      <>
        <a href={url} download={message.file_name ?? true} className={styles.file}>
          <FilePdfOutlined className={styles.fileIcon} aria-hidden="true" />
          <span className={styles.fileName}>{message.file_name ?? 'Tệp đính kèm'}</span>
          {size ? <span className={styles.fileSize}>{size}</span> : null}
        </a>
        {showCaption ? <p className={styles.text}>{caption}</p> : null}
      </>
    );
  }
  return <p className={styles.text}>{message.content}</p>;
}

/**
 * A message of the support chat as a bubble: the viewer's own on the right; staff on the left
 * with their name and avatar; the AI assistant's marked as such; a customer's (for staff) on the
 * left with the customer's name.
 */
export function MessageBubble({ message, viewer, showSender = true, footer }: MessageBubbleProps) {
  const own = message.sender_type === viewer;
  const tone = own ? 'own' : message.sender_type === 'assistant' ? 'assistant' : 'other';
  const fallbackName = message.sender_type === 'customer' ? 'Khách hàng' : 'Nhân viên salon';
  const caption = message.content.trim();
  const media =
    message.file_path !== null &&
    isImageMessage(message) &&
    (caption === '' || caption === message.file_name);
  return (
    <ChatBubble
      tone={tone}
      senderName={
        message.sender_type === 'assistant' ? undefined : (message.sender?.name ?? fallbackName)
      }
      senderAvatar={message.sender?.avatar}
      otherKind={message.sender_type === 'customer' ? 'customer' : 'staff'}
      showSender={showSender}
      time={formatTime(message.created_at)}
      footer={footer}
      media={media}
    >
      <MessageContent message={message} />
    </ChatBubble>
  );
}
