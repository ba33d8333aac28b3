/**
 * Answers of pure reads, kept while the data they were read from has not changed. Before every
 * use the cache asks for the data version (one query that reads no table); a new version empties
 * it. An answer is only ever stored under a version read before it was computed, so it is never
 * older than its version. Concurrent requests for the same key share one computation.
 */
export class VersionedCache {
  #version: string | null = null;
  readonly #entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly maxEntries = 500,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.readVersion();
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    const cached = this.#entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;

    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = compute();
    this.#entries.set(key, entry);
    entry.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry;
  }
}
