import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_WIDTHS,
  parseImageVariant,
  type ImageVariantFormat,
  type ImageWidth,
} from '@salon/shared';
import sharp from 'sharp';
import { EncodeQueue, type EncodeLimits } from './encode-queue.js';
import { contentTypeOf, type FileStorage, type StoredObject } from './file-storage.js';
import { isNeverReusedName } from './upload-names.js';

/** One encoding at a time on a 2-core server, four requests waiting at most. */
export const VARIANT_LIMITS: EncodeLimits = { concurrency: 1, maxWaiting: 4 };

/** The extensions an original may have, in the order they are looked for. */
const ORIGINAL_EXTENSIONS = ['webp', 'jpg', 'jpeg', 'png'] as const;
const ORIGINAL_NAME = /^(.+)\.(webp|jpe?g|png)$/i;

export const ORIGINAL_CACHE = 'public, max-age=604800';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export type VariantAnswer =
  /** The copy asked for, stored (made now if it was missing). */
  | { kind: 'variant'; object: StoredObject; contentType: string; cacheControl: string }
  /** Too many copies are being made: the original, not to be cached under the copy's name. */
  | { kind: 'original'; object: StoredObject; contentType: string }
  /** No such original, or it cannot be read as a picture. */
  | { kind: 'missing' };

interface VariantName {
  folder: string;
  stem: string;
  width: ImageWidth;
  format: ImageVariantFormat;
}

const variantKey = (v: VariantName) => `${v.folder}${v.stem}.w${v.width}.${v.format}`;

function split(key: string): { folder: string; name: string } {
  const cut = key.lastIndexOf('/') + 1;
  return { folder: key.slice(0, cut), name: key.slice(cut) };
}

/** Resized and re-encoded, never enlarged: a 600 px original asked at 1280 keeps 600 px. */
function encode(data: Buffer, width: ImageWidth, format: ImageVariantFormat): Promise<Buffer> {
  const image = sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 75 }).toBuffer();
}

/**
 * The responsive copies of stored pictures (see `IMAGE_WIDTHS` in @salon/shared): made in the
 * background after an upload and for the demo pictures, or on the first request of one that is
 * missing, then kept in the store beside the original and served from there. Only names of
 * that rule are made (so at most six per original), only for an original that exists, and a
 * few encodings at a time.
 */
export class ImageVariants {
  readonly #queue: EncodeQueue;
  /** Copies being made now, by key: a second request waits for the same encoding. */
  readonly #making = new Map<string, Promise<boolean>>();

  constructor(
    private readonly storage: FileStorage,
    limits: EncodeLimits = VARIANT_LIMITS,
  ) {
    this.#queue = new EncodeQueue(limits);
  }

  /** True when the key's file name is a copy's (`photo.w375.avif`). */
  static isVariantKey(key: string): boolean {
    return parseImageVariant(split(key).name) !== null;
  }

  /** The six copies' keys of an original (`a/b.webp` → `a/b.w375.avif`, …); none for others. */
  static keysOf(originalKey: string): string[] {
    const { folder, name } = split(originalKey);
    const stem = ORIGINAL_NAME.exec(name)?.[1];
    if (!stem) return [];
    return IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_VARIANT_FORMATS.map((format) => variantKey({ folder, stem, width, format })),
    );
  }

  /** Answers a request for a copy (the key must be a variant key). */
  async open(key: string): Promise<VariantAnswer> {
    const { folder, name } = split(key);
    const parsed = parseImageVariant(name);
    if (!parsed) return { kind: 'missing' };
    const wanted: VariantName = { folder, ...parsed };
    const contentType = contentTypeOf(key);
    const cacheControl = isNeverReusedName(parsed.stem) ? IMMUTABLE_CACHE : ORIGINAL_CACHE;
    const stored = await this.storage.open(key);
    if (stored) return { kind: 'variant', object: stored, contentType, cacheControl };

    const original = await this.#findOriginal(folder, parsed.stem);
    if (!original) return { kind: 'missing' };
    let making = this.#making.get(key);
    if (!making) {
      const turn = this.#queue.tryRun(() => this.#make(original, wanted));
      if (!turn) {
        const object = await this.storage.open(original);
        return object
          ? { kind: 'original', object, contentType: contentTypeOf(original) }
          : { kind: 'missing' };
      }
      making = this.#track(key, turn);
    }
    if (!(await making)) return { kind: 'missing' };
    const made = await this.storage.open(key);
    return made
      ? { kind: 'variant', object: made, contentType, cacheControl }
      : { kind: 'missing' };
  }

  /** Makes the original's missing copies in the background. */
  prepare(originalKey: string): void {
    const { folder } = split(originalKey);
    for (const key of ImageVariants.keysOf(originalKey)) {
      const parsed = parseImageVariant(split(key).name);
      if (!parsed) continue;
      this.#queue.background(async () => {
        if (this.#making.has(key) || (await this.storage.exists(key))) return;
        await this.#track(key, this.#make(originalKey, { folder, ...parsed }));
      });
    }
  }

  /** Makes, in the background, the missing copies of every original under `prefix`. */
  async prepareFolder(prefix: string): Promise<number> {
    const keys = new Set<string>();
    for await (const entry of this.storage.list(prefix)) keys.add(entry.key);
    let originals = 0;
    for (const key of keys) {
      if (ImageVariants.isVariantKey(key)) continue;
      const missing = ImageVariants.keysOf(key).some((variant) => !keys.has(variant));
      if (!missing) continue;
      originals += 1;
      this.prepare(key);
    }
    return originals;
  }

  /** Deletes every copy of an original. */
  async removeFor(originalKey: string): Promise<void> {
    await Promise.all(ImageVariants.keysOf(originalKey).map((key) => this.storage.delete(key)));
  }

  /** Waits until every encoding asked for so far is done (tests, and before closing). */
  idle(): Promise<void> {
    return this.#queue.idle();
  }

  /** Drops background work not started and waits for the encodings under way. */
  stop(): Promise<void> {
    return this.#queue.stop();
  }

  #track(key: string, work: Promise<boolean>): Promise<boolean> {
    const tracked = work.finally(() => this.#making.delete(key));
    this.#making.set(key, tracked);
    return tracked;
  }

  async #findOriginal(folder: string, stem: string): Promise<string | null> {
    for (const extension of ORIGINAL_EXTENSIONS) {
      const key = `${folder}${stem}.${extension}`;
      if (await this.storage.exists(key)) return key;
    }
    return null;
  }

  /** Encodes and stores one copy; false when the original is gone or is not a picture. */
  async #make(originalKey: string, wanted: VariantName): Promise<boolean> {
    const data = await this.storage.read(originalKey);
    if (!data) return false;
    let bytes: Buffer;
    try {
      bytes = await encode(data, wanted.width, wanted.format);
    } catch {
      return false;
    }
    const key = variantKey(wanted);
    await this.storage.put(key, bytes, { contentType: contentTypeOf(key) });
    // Deleted while it was being made: a copy must not outlive its original.
    if (!(await this.storage.exists(originalKey))) {
      await this.storage.delete(key);
      return false;
    }
    return true;
  }
}
