import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../modules/auth/session-tokens.js';
import { preferredEncoding, type ContentEncoding } from './accept-encoding.js';
import type { EncodedBody } from './encoded-body.js';
import { ifNoneMatch } from './if-none-match.js';

/** Headers as Fastify hands them out (`reply.getHeaders()`). */
type ReplyHeaders = Record<string, string | number | string[] | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends kept public answers before the framework (tests read its count). */
    keptAnswersDoor: KeptAnswersDoor;
  }
}

interface DoorEntry {
  version: string;
  body: EncodedBody;
  /** What the app sent with this answer before its type and length: the 304's headers. */
  headers: OutgoingHttpHeaders;
  /** The 200's headers per encoding ('' for plain bytes), made on first use. */
  answers: Map<ContentEncoding | '', OutgoingHttpHeaders>;
}

/** Addresses remembered; junk query strings past this push out the oldest. */
const MAX_URLS = 1000;

/**
 * The storefront's kept public answers, sent straight from the HTTP server's request event,
 * before the framework: a visitor's GET of an address whose kept answer the app has sent under
 * the data version that is still current gets the same bytes and headers again (or the same
 * 304), without routing, hooks or a promise. Everything else goes to the app, which tells the
 * door each kept answer it sends (`ReplyCache`): another method, a session cookie (a signed-in
 * user's request keeps every check the app makes), a version that moved, an address not seen,
 * a compressed form not made yet.
 */
export class KeptAnswersDoor {
  readonly #byUrl = new Map<string, DoorEntry>();
  #versionNow: (() => string | undefined) | null = null;
  /** Answers sent by the door, for the tests that check it answers. */
  served = 0;

  /**
   * Starts answering. `versionNow` must give the very version the app keeps answers under, or
   * undefined when it cannot be known without a query (then the app answers).
   */
  open(versionNow: () => string | undefined): void {
    this.#versionNow = versionNow;
  }

  close(): void {
    this.#versionNow = null;
    this.#byUrl.clear();
  }

  /** The app sent the kept answer `body` for `request` (a visitor's GET) under `version`. */
  note(url: string, version: string, body: EncodedBody, headers: ReplyHeaders): void {
    if (!this.#versionNow || 'set-cookie' in headers) return;
    const known = this.#byUrl.get(url);
    if (known?.version === version && known.body === body) return;
    this.#byUrl.delete(url);
    if (this.#byUrl.size >= MAX_URLS) {
      const oldest = this.#byUrl.keys().next();
      if (!oldest.done) this.#byUrl.delete(oldest.value);
    }
    const sent: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) sent[name] = value;
    this.#byUrl.set(url, { version, body, headers: sent, answers: new Map() });
  }

  /** Answers `req` when it can; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.#versionNow || req.url === undefined) return false;
    const entry = this.#byUrl.get(req.url);
    if (!entry || hasSessionCookie(req.headers.cookie)) return false;
    if (this.#versionNow() !== entry.version) return false;
    const { body } = entry;
    if (ifNoneMatch(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, entry.headers).end();
      this.served += 1;
      return true;
    }
    const encoding = body.compressible ? preferredEncoding(req.headers['accept-encoding']) : null;
    const bytes = encoding ? body.compressedNow(encoding) : body.bytes;
    if (!bytes) return false;
    let headers = entry.answers.get(encoding ?? '');
    if (!headers) {
      headers = answerHeaders(entry.headers, encoding, bytes.length);
      entry.answers.set(encoding ?? '', headers);
    }
    res.writeHead(200, headers).end(bytes);
    this.served += 1;
    return true;
  }
}

function answerHeaders(
  headers: OutgoingHttpHeaders,
  encoding: ContentEncoding | null,
  length: number,
): OutgoingHttpHeaders {
  return {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': length,
  };
}

/** Whether a Cookie header may carry a session (a false yes only sends the request to the app). */
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts `door` in front of the app on the HTTP server Fastify made (its one request listener),
 * so the server keeps every setting Fastify gives it.
 */
export function placeInFront(door: KeptAnswersDoor, server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  const [app] = listeners;
  if (listeners.length !== 1 || !app) {
    throw new Error(
      `expected the app as the server's one request listener, found ${listeners.length}`,
    );
  }
  server.removeListener('request', app);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!door.serve(req, res)) app(req, res);
  });
}
