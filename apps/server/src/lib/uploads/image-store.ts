import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@salon/shared';
import sharp from 'sharp';
import { AppError } from '../app-error.js';
import { detectImageType } from './image-type.js';

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

/** Folders under DATA_DIR/uploads that modules write to. */
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

/**
 * Keeps uploaded images under DATA_DIR/uploads (served at /api/storage/). Every image is checked
 * by content, then decoded and re-encoded as WebP by sharp: metadata (GPS, camera) is dropped
 * and whatever else the file carried cannot survive.
 */
export class ImageStore {
  readonly #root: string;

  constructor(dataDir: string) {
    this.#root = path.join(dataDir, 'uploads');
  }

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
    const now = new Date();
    const dir = [
      folder,
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
    ];
    const name = randomBytes(12).toString('hex');
    await mkdir(path.join(this.#root, ...dir), { recursive: true });
    await writeFile(path.join(this.#root, ...dir, `${name}.webp`), full);
    await writeFile(path.join(this.#root, ...dir, `${name}-thumb.webp`), thumb);
    const base = `${STORAGE_PREFIX}${dir.join('/')}/${name}`;
    return { url: `${base}.webp`, thumbnail_url: `${base}-thumb.webp` };
  }

  /** Removes an image this store saved (and its thumbnail); other URLs are left alone. */
  async remove(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (!file) return;
    await rm(file, { force: true });
    if (file.endsWith('.webp') && !file.endsWith('-thumb.webp')) {
      await rm(file.replace(/\.webp$/, '-thumb.webp'), { force: true });
    }
  }

  /** The file behind a URL we serve, or null for anything outside the uploads folder. */
  fileOf(url: string): string | null {
    if (!url.startsWith(STORAGE_PREFIX)) return null;
    const relative = url.slice(STORAGE_PREFIX.length);
    const file = path.resolve(this.#root, ...relative.split('/'));
    return file.startsWith(this.#root + path.sep) ? file : null;
  }
}

function notImage(field: string): AppError {
  return new AppError('NOT_AN_IMAGE', UPLOAD_MESSAGES.notImage, 422, {
    [field]: [UPLOAD_MESSAGES.notImage],
  });
}
