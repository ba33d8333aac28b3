import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CHAT_LIMITS, CHAT_MESSAGES as M, UPLOAD_MESSAGES } from '@salon/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { isSafeKey, type FileStorage } from '../../lib/uploads/file-storage.js';
import { detectImageType } from '../../lib/uploads/image-type.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';

const PDF_MAGIC = Buffer.from('%PDF-');
const IMAGE_MAX_SIDE = 1600;
const NAME_MAX = 200;

/** A checked file, ready to be written: a re-encoded picture or a PDF as sent. */
export interface PreparedChatFile {
  kind: 'image' | 'file';
  buffer: Buffer;
  mime: 'image/webp' | 'application/pdf';
  /** The name shown and offered for download. */
  name: string;
}

/** A stored file, as the serving route needs it. */
export interface StoredChatFile {
  body: Readable;
  mime: string;
  name: string;
  size: number;
}

function isPdf(buffer: Buffer): boolean {
  return buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** A name safe to show and to offer as a download: no path, no control characters. */
function displayName(filename: string, extension: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}"<>]/gu, '').trim();
  const stem = (clean.replace(/\.[^.]*$/, '') || fallback).slice(0, NAME_MAX - extension.length);
  return `${stem}${extension}`;
}

export function fileTypeNotAllowed(): AppError {
  return new AppError('CHAT_FILE_TYPE_NOT_ALLOWED', M.fileTypeNotAllowed, 415, {
    file: [M.fileTypeNotAllowed],
  });
}

const ROOT = 'chat-files/';

/**
 * Chat files live under chat-files/ in the file store, outside the public uploads: they are served
 * only through `GET /api/chat/files/:id` to the conversation's customer and the staff who can
 * see it. The type is read from the content, never the name: JPEG, PNG and WEBP pictures are
 * decoded and re-encoded as WebP (metadata and anything hidden in them dropped), a PDF is kept
 * as sent and always served as a download; anything else is refused.
 */
export class ChatFiles {
  constructor(private readonly storage: FileStorage) {}

  /** Checks and converts the file, without writing anything. */
  async prepare(upload: UploadedFile): Promise<PreparedChatFile> {
    if (upload.buffer.length > CHAT_LIMITS.fileMaxBytes) {
      throw new AppError('FILE_TOO_LARGE', M.fileTooLarge, 413, { file: [M.fileTooLarge] });
    }
    if (isPdf(upload.buffer)) {
      return {
        kind: 'file',
        buffer: upload.buffer,
        mime: 'application/pdf',
        name: displayName(upload.filename, '.pdf', 'tai-lieu'),
      };
    }
    if (!detectImageType(upload.buffer)) throw fileTypeNotAllowed();
    let buffer: Buffer;
    try {
      buffer = await sharp(upload.buffer, { failOn: 'error', limitInputPixels: 40_000_000 })
        .rotate()
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('INVALID_IMAGE', UPLOAD_MESSAGES.unreadable, 422, {
        file: [UPLOAD_MESSAGES.unreadable],
      });
    }
    return {
      kind: 'image',
      buffer,
      mime: 'image/webp',
      name: displayName(upload.filename, '.webp', 'hinh-anh'),
    };
  }

  /** Writes the file; returns its path relative to the chat folder (what the row keeps). */
  async write(prepared: PreparedChatFile): Promise<string> {
    const now = new Date();
    const dir = [String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0')];
    const extension = prepared.mime === 'application/pdf' ? 'pdf' : 'webp';
    const relative = `${dir.join('/')}/${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(ROOT + relative, prepared.buffer, {
      contentType: prepared.mime,
      private: true,
    });
    return relative;
  }

  async remove(relative: string): Promise<void> {
    const key = this.keyOf(relative);
    if (key) await this.storage.delete(key);
  }

  /** The stored file behind a row's path, or null when it is outside the folder or gone. */
  async open(
    relative: string,
    mime: string | null,
    name: string | null,
  ): Promise<StoredChatFile | null> {
    const key = this.keyOf(relative);
    const stored = key ? await this.storage.open(key) : null;
    if (!stored) return null;
    return {
      body: stored.body,
      mime: mime ?? 'application/octet-stream',
      name: name ?? relative.split('/').pop() ?? 'tep',
      size: stored.size,
    };
  }

  /** The store key of a row's path, or null when it would leave the chat folder. */
  keyOf(relative: string): string | null {
    const key = ROOT + relative;
    return isSafeKey(key) ? key : null;
  }
}
