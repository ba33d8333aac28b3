import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_FILE, CHAT_LIMITS, CHAT_MESSAGES } from '@salon/shared';
import { App, Button, Input, Tooltip } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { checkChatFile, sendableText, showsCounter } from './chat-rules';
import styles from './chat.module.css';

export interface ChatComposerProps {
  /**
   * Sends the trimmed text. The box empties when the promise resolves and keeps the text when it
   * rejects (the caller says what went wrong).
   */
  onSend: (text: string) => Promise<unknown>;
  /** Sends a picked file, already checked (type, size). Without it there is no file button. */
  onSendFile?: (file: File) => Promise<unknown>;
  disabled?: boolean;
  /** Typing stays possible but nothing is sent (an answer is awaited). */
  sendDisabled?: boolean;
  /** Characters allowed (trimmed); CHAT_LIMITS.messageMax unless given. */
  maxLength?: number;
  /** Said when the text is too long; CHAT_MESSAGES.messageMax unless given. */
  maxMessage?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Accessible name of the text box. */
  label?: string;
}

/**
 * The text box of a chat. Enter sends and Shift+Enter starts a new line (not while an input
 * method is composing a Vietnamese word); text of spaces only is not sent; past 80 % of the limit
 * a counter shows, and past the limit it turns red and sending stops. The paper-clip button picks
 * an image (JPG, PNG, WEBP) or a PDF, checked before anything is uploaded.
 */
export function ChatComposer({
  onSend,
  onSendFile,
  disabled = false,
  sendDisabled = false,
  maxLength = CHAT_LIMITS.messageMax,
  maxMessage = CHAT_MESSAGES.messageMax,
  placeholder = 'Nhập tin nhắn…',
  autoFocus = false,
  label = 'Tin nhắn',
}: ChatComposerProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendable = sendableText(text, maxLength);
  const tooLong = text.trim().length > maxLength;
  const counter = showsCounter(text.length, maxLength);

  const send = () => {
    if (!sendable || sending || disabled || sendDisabled) return;
    setSending(true);
    onSend(sendable)
      .then(() => setText(''))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const pick = (file: File | undefined) => {
    if (!file || !onSendFile) return;
    const refused = checkChatFile(file);
    if (refused) {
      void message.error(refused);
      return;
    }
    setUploading(true);
    onSendFile(file)
      .catch(() => undefined)
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.composer} data-testid="chat-composer">
      <div className={styles.composerRow}>
        {onSendFile ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={CHAT_FILE.accept}
              className={styles.fileInput}
              tabIndex={-1}
              aria-hidden="true"
              data-testid="chat-file-input"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Tooltip title="Gửi hình ảnh hoặc tệp PDF">
              <Button
                type="text"
                shape="circle"
                icon={<PaperClipOutlined />}
                aria-label="Gửi hình ảnh hoặc tệp PDF"
                loading={uploading}
                disabled={disabled}
                onClick={() => fileInput.current?.click()}
              />
            </Tooltip>
          </>
        ) : null}
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoSize={{ minRows: 1, maxRows: 5 }}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-label={label}
          title="Enter để gửi, Shift+Enter để xuống dòng"
          aria-invalid={tooLong}
          className={styles.input}
        />
        <Button
          type="primary"
          shape="circle"
          icon={<SendOutlined />}
          aria-label="Gửi"
          loading={sending}
          disabled={disabled || sendDisabled || !sendable}
          onClick={send}
        />
      </div>
      {counter || tooLong ? (
        <div
          className={`${styles.counter} ${tooLong ? styles.counterOver : ''}`}
          aria-live="polite"
        >
          {tooLong ? <span>{maxMessage}</span> : null}
          <span data-testid="chat-counter">
            {text.length.toLocaleString('vi-VN')}/{maxLength.toLocaleString('vi-VN')}
          </span>
        </div>
      ) : null}
    </div>
  );
}
