import { UPLOAD_MESSAGES } from '@salon/shared';
import sharp from 'sharp';
import { AppError } from '../app-error.js';
import { isSafeKey, type FileStorage } from './file-storage.js';
import { detectImageType } from './image-type.js';
import type { ImageVariants } from './image-variants.js';
import { newUploadName } from './upload-names.js';

export interface StoredImage {
  /** Served URL of the re-encoded image, e.g. `/api/storage/reviews/2026/11/ab12.webp`. */
  url: string;
  /** Served URL of a small copy for lists and thumbnails. */
  thumbnail_url: string;
}

export interface SaveImageOptions {
  /** Longest side of the stored image, in pixels. */
  maxSize?: number;
  /** Longest side of the thumbnail. */
  thumbnailSize?: number;
  /** Field named in the 422 when the file is not an image. */
  field?: string;
}

/** Folders under uploads/ that modules write to. */
export type UploadFolder =
  | 'reviews'
  | 'sliders'
  | 'products'
  | 'services'
  | 'avatars'
  | 'content'
  | 'appointments'
  | 'notes'
  | 'branding';

const STORAGE_PREFIX = '/api/storage/';
/** Where the files served at /api/storage/ are kept in the store. */
export const UPLOADS_KEY_PREFIX = 'uploads/';

/** The store key behind a URL we serve (`/api/storage/a/b.webp` → `uploads/a/b.webp`), or null. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(STORAGE_PREFIX)) return null;
  const key = UPLOADS_KEY_PREFIX + url.slice(STORAGE_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

/** The URL a stored upload is served at. */
export function uploadUrlOf(key: string): string {
  return STORAGE_PREFIX + key.slice(UPLOADS_KEY_PREFIX.length);
}

function monthFolder(folder: UploadFolder): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${UPLOADS_KEY_PREFIX}${folder}/${now.getUTCFullYear()}/${month}/`;
}

/**
 * Keeps uploaded files in the file store under uploads/ (served at /api/storage/). Every image
 * is checked by content, then decoded and re-encoded as WebP by sharp: metadata (GPS, camera)
 * is dropped and whatever else the file carried cannot survive. Its responsive copies are made
 * in the background once it is stored.
 */
export class ImageStore {
  constructor(
    private readonly storage: FileStorage,
    private readonly variants: ImageVariants,
  ) {}

  async save(
    buffer: Buffer,
    folder: UploadFolder,
    options: SaveImageOptions = {},
  ): Promise<StoredImage> {
    const field = options.field ?? 'image';
    if (!detectImageType(buffer)) throw notImage(field);
    const maxSize = options.maxSize ?? 1600;
    const thumbSize = options.thumbnailSize ?? 480;
    let full: Buffer;
    let thumb: Buffer;
    try {
      const source = sharp(buffer, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
      full = await source
        .clone()
        .resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      thumb = await source
        .clone()
        .resize(thumbSize, thumbSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      throw new AppError('INVALID_IMAGE', UPLOAD_MESSAGES.unreadable, 422, {
        [field]: [UPLOAD_MESSAGES.unreadable],
      });
    }
    const base = monthFolder(folder) + newUploadName();
    const contentType = 'image/webp';
    await this.storage.put(`${base}.webp`, full, { contentType });
    await this.storage.put(`${base}-thumb.webp`, thumb, { contentType });
    this.variants.prepare(`${base}.webp`);
    return { url: uploadUrlOf(`${base}.webp`), thumbnail_url: uploadUrlOf(`${base}-thumb.webp`) };
  }

  /** Stores a document as sent (a PDF already checked by its caller); answers its URL. */
  async saveDocument(buffer: Buffer, folder: UploadFolder, extension: 'pdf'): Promise<string> {
    const key = `${monthFolder(folder)}${newUploadName()}.${extension}`;
    await this.storage.put(key, buffer, { contentType: 'application/pdf' });
    return uploadUrlOf(key);
  }

  /**
   * Removes a file this store saved, with its responsive copies (and an image's thumbnail and
   * its copies); other URLs are left alone.
   */
  async remove(url: string): Promise<void> {
    const key = uploadKeyOf(url);
    if (!key) return;
    const keys = [key];
    if (key.endsWith('.webp') && !key.endsWith('-thumb.webp')) {
      keys.push(key.replace(/\.webp$/, '-thumb.webp'));
    }
    for (const each of keys) {
      await this.storage.delete(each);
      await this.variants.removeFor(each);
    }
  }
}

function notImage(field: string): AppError {
  return new AppError('NOT_AN_IMAGE', UPLOAD_MESSAGES.notImage, 422, {
    [field]: [UPLOAD_MESSAGES.notImage],
  });
}
