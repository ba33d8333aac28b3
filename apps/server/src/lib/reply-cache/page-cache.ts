import { EncodedBody } from './encoded-body.js';
import { PagePool } from './page-pool.js';

/** A page as the server bundle drew it, whole. */
export type DrawnHtml =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** False when a part of it failed to draw or to load its data: it is sent, not kept. */
      whole: boolean;
    };

/** What to send for a page: kept bytes, or a drawing that is not kept (a 404, a redirect). */
export type PageAnswer = { kind: 'kept'; body: EncodedBody } | DrawnHtml | null;

export interface PageRequest {
  /** What the drawing depends on besides the data: the site's address and the page's URL. */
  base: string;
  url: string;
  /** Whether the URL is one of the site's own addresses, without a query string. */
  ownAddress: () => Promise<boolean>;
  /** Draws the page (null: not a page the server draws). */
  draw: () => Promise<DrawnHtml | null>;
}

interface KeptPage {
  version: string;
  body: EncodedBody;
  /** The bytes and, roughly, the compressed forms made of them. */
  size: number;
}

/** How long a page may be kept when nothing was written: pages show the day and the time. */
const PAGE_MAX_AGE_MS = 60_000;

const MB = 1024 * 1024;
/** The site's own pages: every fixed page and item, at about 100 KB each before compression. */
const OWN_POOL = { entries: 500, size: 64 * MB };
/** Every other address: the lists' filters and pages, aliases; a visitor may make up any. */
const OTHER_POOL = { entries: 100, size: 12 * MB };
/**
 * How many site addresses (`PUBLIC_URL`, else the Host a request names) the own pool serves: the
 * first ones seen. Without PUBLIC_URL, a made-up Host header past these gets the small pool.
 */
const OWN_BASES = 4;

/**
 * Server-drawn pages kept as bytes (with their ETag, brotli and gzip made once) while the data
 * version and the minute stay the same: a page is never older than the last write (on any server
 * sharing the database) nor than a minute. Only whole 200 pages are kept. The site's own
 * addresses (the fixed pages' paths, the items' canonical ones) have a pool of their own; every
 * other URL (query strings, aliases, odd spellings, anything a visitor can vary at will) shares a
 * small one, so a flood of made-up addresses churns that pool only. Concurrent requests for the same page share one drawing.
 */
export class PageCache {
  readonly #own = new PagePool<KeptPage>(OWN_POOL.entries, OWN_POOL.size);
  readonly #other = new PagePool<KeptPage>(OTHER_POOL.entries, OTHER_POOL.size);
  readonly #pending = new Map<string, Promise<PageAnswer>>();
  readonly #ownBases = new Set<string>();

  constructor(
    /** Changes with any write that may show on a page (the data version, the settings'). */
    private readonly dataVersion: () => Promise<string>,
  ) {}

  async page({ base, url, ownAddress, draw }: PageRequest): Promise<PageAnswer> {
    const key = `${base} ${url}`;
    const version = `${await this.dataVersion()}@${Math.floor(Date.now() / PAGE_MAX_AGE_MS)}`;
    const kept = this.#own.get(key) ?? this.#other.get(key);
    if (kept?.version === version) return { kind: 'kept', body: kept.body };
    const pendingKey = `${version} ${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      const own = async () => (await ownAddress()) && this.#ownBase(base);
      pending = this.#draw(key, version, own, draw).finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  async #draw(
    key: string,
    version: string,
    ownAddress: () => Promise<boolean>,
    draw: () => Promise<DrawnHtml | null>,
  ): Promise<PageAnswer> {
    const drawn = await draw();
    if (drawn?.kind !== 'page' || drawn.status !== 200 || !drawn.whole) return drawn;
    const body = new EncodedBody(drawn.html);
    const pool = (await ownAddress()) ? this.#own : this.#other;
    this.#own.delete(key);
    this.#other.delete(key);
    pool.set(key, { version, body, size: Math.ceil(body.bytes.length * 1.5) });
    return { kind: 'kept', body };
  }

  #ownBase(base: string): boolean {
    if (this.#ownBases.has(base)) return true;
    if (this.#ownBases.size >= OWN_BASES) return false;
    this.#ownBases.add(base);
    return true;
  }
}
