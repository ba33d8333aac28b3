/*
 * Chat pieces shared by the customer's chat (/tin-nhan), the AI consultant and the back office:
 * - ChatBubble: one speech bubble (own right; staff/customer left with avatar and name;
 *   the assistant marked 'Trợ lý AI'); shows whatever children it is given.
 * - MessageBubble / MessageContent: a ChatMessageDto as a bubble (text, inline image, PDF link).
 * - MessageThread: a conversation's scrolling list (day lines, runs, 'Đã xem', stays at the
 *   bottom, keeps its place when older ones load, scroll-down button).
 * - ChatComposer: the text box (Enter sends, Shift+Enter new line, counter past 80 %, the file
 *   button checked against CHAT_FILE before upload).
 * - ClosedConversationNotice: what replaces the composer in a closed conversation.
 * - chat-rules: checkChatFile, sendableText, showsCounter, chatFileUrl, isImageMessage,
 *   formatFileSize, mergeMessages, messagePreview.
 */
export { ChatBubble, type ChatBubbleProps, type ChatBubbleTone } from './ChatBubble';
export { ChatComposer, type ChatComposerProps } from './ChatComposer';
export {
  ClosedConversationNotice,
  type ClosedConversationNoticeProps,
} from './ClosedConversationNotice';
export { MessageBubble, MessageContent, type MessageBubbleProps } from './MessageBubble';
export { MessageThread, type MessageThreadProps } from './MessageThread';
export {
  chatFileUrl,
  checkChatFile,
  formatFileSize,
  isImageMessage,
  mergeMessages,
  messagePreview,
  sendableText,
  showsCounter,
  type PickedFile,
} from './chat-rules';
