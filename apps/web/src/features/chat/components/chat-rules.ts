import { CHAT_FILE, CHAT_LIMITS, CHAT_MESSAGES, type ChatMessageDto } from '@salon/shared';

/** What the composer knows of a picked file (a `File` has all three). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const IMAGE_MIME = new Set(CHAT_FILE.imageTypes.map((type) => `image/${type}`));
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const PDF_EXTENSION = /\.pdf$/i;

/**
 * Checks a file before it is sent (the server checks its content again): an image (JPG, PNG,
 * WEBP) or a PDF of at most CHAT_LIMITS.fileMaxBytes. Returns the message to show, or null.
 */
export function checkChatFile(file: PickedFile): string | null {
  const type = file.type.toLowerCase();
  const allowed =
    IMAGE_MIME.has(type) ||
    type === 'application/pdf' ||
    // Some systems give no type: the name decides.
    (type === '' && (IMAGE_EXTENSIONS.test(file.name) || PDF_EXTENSION.test(file.name)));
  if (!allowed) return CHAT_MESSAGES.fileTypeNotAllowed;
  if (file.size > CHAT_LIMITS.fileMaxBytes) return CHAT_MESSAGES.fileTooLarge;
  return null;
}

/** The text the composer would send: trimmed; null when it is blank or too long. */
export function sendableText(text: string, max: number = CHAT_LIMITS.messageMax): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

/** The counter shows once the text passes CHAT_LIMITS.counterFromRatio of the limit. */
export function showsCounter(length: number, max: number = CHAT_LIMITS.messageMax): boolean {
  return length > max * CHAT_LIMITS.counterFromRatio;
}

/** Where a message's file is served (`/api/storage/…`, whatever form the path was given in). */
export function chatFileUrl(path: string | null): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/api/storage/${path.replace(/^\/+/, '')}`;
}

/** A file message's picture can be shown inline; anything else is a download. */
export function isImageMessage(
  message: Pick<ChatMessageDto, 'message_type' | 'file_name' | 'file_path'>,
): boolean {
  if (message.message_type === 'image') return true;
  if (message.message_type !== 'file') return false;
  return IMAGE_EXTENSIONS.test(message.file_name ?? message.file_path ?? '');
}

/** 1,2 MB / 340 KB: a file's size as Vietnamese readers write it. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes >= 1024 * 1024) {
    return `${(bytes / 1024 / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('vi-VN')} KB`;
}

/**
 * Two lists of one conversation's messages as one: oldest first, each message once (the later
 * copy wins: a re-read one carries its new `read_at`).
 */
export function mergeMessages(
  current: readonly ChatMessageDto[],
  incoming: readonly ChatMessageDto[],
): ChatMessageDto[] {
  const byId = new Map<number, ChatMessageDto>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The one-line preview of a conversation's last message. */
export function messagePreview(
  latest: { content: string; message_type: string; sender_type: string } | null,
  viewer: 'customer' | 'staff',
): string {
  if (!latest) return 'Chưa có tin nhắn';
  const own = latest.sender_type === viewer ? 'Bạn: ' : '';
  const caption = latest.content.trim();
  if (latest.message_type === 'image') return `${own}[Hình ảnh]${caption ? ` ${caption}` : ''}`;
  if (latest.message_type === 'file') return `${own}[Tệp]${caption ? ` ${caption}` : ''}`;
  return `${own}${caption.replace(/\s+/g, ' ')}`;
}
