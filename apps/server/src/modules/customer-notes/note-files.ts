import {
  CUSTOMER_NOTE_LIMITS,
  CUSTOMER_NOTE_MESSAGES as M,
  type CustomerNoteAttachment,
  type CustomerNoteImage,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import { detectImageType } from '../../lib/uploads/image-type.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';

const PDF_MAGIC = Buffer.from('%PDF-');

function isPdf(buffer: Buffer): boolean {
  return buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** A name safe to show and to offer as a download: no path, no control characters. */
function displayName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}"<>]/gu, '').trim();
  return (clean || fallback).slice(0, CUSTOMER_NOTE_LIMITS.attachmentNameMax);
}

function invalidAttachment(): AppError {
  return new AppError('INVALID_ATTACHMENT', M.attachmentInvalid, 422, {
    attachments: [M.attachmentInvalid],
  });
}

/**
 * The pictures and documents of a treatment note, kept under uploads/notes. Pictures go
 * through the image store (checked and re-encoded); an attachment is a PDF (checked by its
 * first bytes and stored as is) or a picture (re-encoded like the others).
 */
export class NoteFiles {
  constructor(private readonly images: ImageStore) {}

  async saveImages(files: UploadedFile[]): Promise<CustomerNoteImage[]> {
    const saved: CustomerNoteImage[] = [];
    for (const file of files)
      saved.push(await this.images.save(file.buffer, 'notes', { field: 'images' }));
    return saved;
  }

  /** Checks every attachment first, so a bad one in the list leaves no file behind. */
  async saveAttachments(files: UploadedFile[]): Promise<CustomerNoteAttachment[]> {
    for (const file of files) {
      if (!isPdf(file.buffer) && !detectImageType(file.buffer)) throw invalidAttachment();
    }
    const saved: CustomerNoteAttachment[] = [];
    for (const [index, file] of files.entries()) {
      const name = displayName(file.filename, `tep-dinh-kem-${index + 1}`);
      if (isPdf(file.buffer)) {
        saved.push({ path: await this.images.saveDocument(file.buffer, 'notes', 'pdf'), name });
      } else {
        const image = await this.images.save(file.buffer, 'notes', { field: 'attachments' });
        saved.push({ path: image.url, name });
      }
    }
    return saved;
  }

  async removeAll(urls: string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.images.remove(url)));
  }
}
