import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { preferredEncoding } from './accept-encoding.js';
import { EncodedBody } from './encoded-body.js';
import { ifNoneMatch } from './if-none-match.js';
import type { KeptAnswersDoor } from './kept-answers-door.js';

/** The 304 a kept reply answers to a matching `If-None-Match`, for the API description. */
export const notModifiedSchema = z.null().describe('Không đổi so với ETag đã gửi (If-None-Match)');

export interface CachedAnswer<T> {
  /** What the answer is kept under, within its route (the query, the id…). */
  key: string;
  /** The route's 200 schema: the answer is encoded through it once, as any reply would be. */
  schema: z.ZodType<T>;
  /** Reads the answer; a failure (a 404, say) is sent as usual and nothing is kept. */
  answer: () => Promise<T>;
}

interface Entry {
  version: string;
  body: EncodedBody;
}

/**
 * Public answers kept as the bytes they are sent as. Each request reads the data version (one
 * query that reads no table, DataVersionRepository): while it is the one a body was made under,
 * the body goes out as it is, brotli or gzip as the client accepts (each compressed once), or a
 * 304 when the client already has it; a new version (any write, on any server sharing the
 * database) makes the next request read and encode the answer again. A body is only kept under a
 * version read before it was computed, so it is never older than its version; when the bytes come
 * out the same, the body made before (and its compressed forms) is kept. Concurrent requests for
 * the same answer share one computation.
 */
export class ReplyCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Entry>>();

  /**
   * `door`, when given, is told of each answer sent to a GET, so that it can send it again
   * before the framework while the version holds (kept-answers-door.ts).
   */
  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly maxEntries = 300,
    private readonly door?: KeptAnswersDoor,
  ) {}

  /** Sends the kept answer of `key` (route + key), computing it when the version moved. */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    { key, schema, answer }: CachedAnswer<T>,
  ): Promise<void> {
    const version = await this.readVersion();
    const fullKey = `${request.routeOptions.url ?? ''} ${key}`;
    const kept = this.#entries.get(fullKey);
    const entry =
      kept?.version === version ? kept : await this.#compute(fullKey, version, schema, answer);
    const { body } = entry;
    void reply
      .header('etag', body.etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, no-cache');
    if (request.method === 'GET') this.door?.note(request.url, version, body, reply.getHeaders());
    if (ifNoneMatch(request.headers['if-none-match'], body.etag)) {
      void reply.code(304).send();
      return;
    }
    void reply.type('application/json; charset=utf-8');
    const encoding = body.compressible
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
    if (!encoding) void reply.send(body.bytes);
    else void reply.header('content-encoding', encoding).send(await body.compressed(encoding));
  }

  #compute<T>(
    fullKey: string,
    version: string,
    schema: z.ZodType<T>,
    answer: () => Promise<T>,
  ): Promise<Entry> {
    const pendingKey = `${version} ${fullKey}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = (async () => {
        const body = new EncodedBody(JSON.stringify(schema.encode(await answer())));
        const before = this.#entries.get(fullKey);
        const entry = { version, body: before?.body.etag === body.etag ? before.body : body };
        this.#keep(fullKey, entry);
        return entry;
      })().finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  #keep(fullKey: string, entry: Entry): void {
    this.#entries.delete(fullKey);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(fullKey, entry);
  }
}
