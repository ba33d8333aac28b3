import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller bodies go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A reply body serialised once, with its ETag (a hash of its bytes, so every server answers the
 * same tag for the same content) and its compressed forms, each made once on first demand, off
 * the main thread, and kept with the body.
 */
export class EncodedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  readonly #compressed = new Map<ContentEncoding, Promise<Buffer>>();
  readonly #ready = new Map<ContentEncoding, Buffer>();

  constructor(json: string) {
    this.bytes = Buffer.from(json);
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
  }

  /** Whether the body is large enough to be sent compressed. */
  get compressible(): boolean {
    return this.bytes.length >= COMPRESS_FROM_BYTES;
  }

  compressed(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.#compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.bytes, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipped(this.bytes, { level: 9 });
      this.#compressed.set(encoding, body);
      body.then((bytes) => this.#ready.set(encoding, bytes)).catch(() => {});
    }
    return body;
  }

  /** The compressed form once it has been made; undefined before. */
  compressedNow(encoding: ContentEncoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }
}
