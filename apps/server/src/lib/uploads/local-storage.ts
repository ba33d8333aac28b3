import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertSafeKey,
  type FileStorage,
  type PutOptions,
  type StoredEntry,
  type StoredObject,
} from './file-storage.js';

const TEMP_MARK = '.partial-';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files under DATA_DIR, at the key's path (`uploads/products/…` → DATA_DIR/uploads/products/…),
 * as before there was a storage interface. A file is written beside its place and renamed into
 * it, so a reader never sees half of one.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  /** Where a key lives on disk. */
  pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.#root, ...key.split('/'));
  }

  async put(key: string, data: Buffer, options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}${TEMP_MARK}${randomBytes(6).toString('hex')}`;
    await writeFile(temp, data, options.private ? { mode: 0o600 } : {});
    await rename(temp, file);
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file),
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const folder = this.pathOf(prefix.replace(/\/$/, ''));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    const files = entries
      .filter((entry) => entry.isFile() && !entry.name.includes(TEMP_MARK))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      yield { key: path.relative(this.#root, file).split(path.sep).join('/'), size: info.size };
    }
  }
}
