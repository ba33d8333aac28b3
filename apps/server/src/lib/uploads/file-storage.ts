import type { Readable } from 'node:stream';

/** One stored file, opened for streaming. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** A quoted validator that changes whenever the bytes do (for ETag / If-None-Match). */
  etag: string;
  lastModified: Date;
}

export interface StoredEntry {
  key: string;
  size: number;
}

export interface PutOptions {
  contentType: string;
  /** Readable by the server only (local disk: mode 0600); the bucket is private anyway. */
  private?: boolean;
}

/**
 * Where every file the app keeps lives: uploaded pictures and documents (`uploads/…`, served at
 * /api/storage/), chat files (`chat-files/…`) and personal-data archives
 * (`privacy-archives/…`). Keys are relative paths with forward slashes; the local disk under
 * DATA_DIR by default, any S3-compatible bucket when S3_URL is set.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, options: PutOptions): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size and validators, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, ending in `/`). */
  list(prefix: string): AsyncIterable<StoredEntry>;
}

/** True for a key that stays inside the store: no absolute path, no `..`, no backslash. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  gz: 'application/gzip',
};

/** The content type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
