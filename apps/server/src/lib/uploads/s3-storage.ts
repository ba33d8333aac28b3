import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  assertSafeKey,
  type FileStorage,
  type PutOptions,
  type StoredEntry,
  type StoredObject,
} from './file-storage.js';
import { encodeRfc3986, sha256Hex, signS3Request } from './s3-signature.js';
import type { S3Location } from './s3-url.js';

const EMPTY_HASH = sha256Hex('');
const TIMEOUT_MS = 30_000;

const xmlText = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Wasabi, …), addressed
 * path-style (`endpoint/bucket/key`) and signed with Signature Version 4. Keys are the same as
 * on the local disk, so moving is copying the folders into the bucket.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;

  constructor(private readonly location: S3Location) {}

  async put(key: string, data: Buffer, options: PutOptions): Promise<void> {
    const response = await this.#send('PUT', this.#url(key), data, {
      'content-type': options.contentType,
    });
    await this.#expectOk(response, `PUT ${key}`);
  }

  async read(key: string): Promise<Buffer | null> {
    const response = await this.#send('GET', this.#url(key));
    if (response.status === 404) return null;
    await this.#expectOk(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async open(key: string): Promise<StoredObject | null> {
    const response = await this.#send('GET', this.#url(key));
    if (response.status === 404) return null;
    await this.#expectOk(response, `GET ${key}`);
    if (!response.body) throw new Error(`S3 GET ${key}: no body`);
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      size: Number(response.headers.get('content-length') ?? 0),
      etag: response.headers.get('etag') ?? '""',
      lastModified: new Date(response.headers.get('last-modified') ?? 0),
    };
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.#send('HEAD', this.#url(key));
    if (response.status === 404) return false;
    await this.#expectOk(response, `HEAD ${key}`);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.#send('DELETE', this.#url(key));
    if (response.status === 404) return;
    await this.#expectOk(response, `DELETE ${key}`);
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    let token: string | null = null;
    do {
      const url = new URL(`${this.location.endpoint}/${encodeRfc3986(this.location.bucket)}`);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.#send('GET', url);
      await this.#expectOk(response, `LIST ${prefix}`);
      const xml = await response.text();
      for (const [, body = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1];
        const size = /<Size>(\d+)<\/Size>/.exec(body)?.[1];
        if (key !== undefined) yield { key: xmlText(key), size: Number(size ?? 0) };
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1];
      token = truncated && next ? xmlText(next) : null;
    } while (token);
  }

  #url(key: string): URL {
    assertSafeKey(key);
    const path = [this.location.bucket, ...key.split('/')].map(encodeRfc3986).join('/');
    return new URL(`${this.location.endpoint}/${path}`);
  }

  #send(
    method: string,
    url: URL,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const signed = signS3Request(
      { method, url, payloadHash: body ? sha256Hex(body) : EMPTY_HASH, now: new Date() },
      this.location,
    );
    return fetch(url, {
      method,
      headers: { ...headers, ...signed },
      ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async #expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const detail = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(detail)?.[1] ?? '';
    throw new Error(`S3 ${what}: ${response.status} ${code}`.trim());
  }
}
