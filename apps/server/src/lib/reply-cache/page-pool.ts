/**
 * Kept pages under one admission rule, bounded by a count and by a size: the least recently
 * used go first when either would be passed.
 */
export class PagePool<T extends { size: number }> {
  readonly #entries = new Map<string, T>();
  #size = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: T): void {
    this.delete(key);
    if (entry.size > this.maxSize) return;
    for (const [oldest, kept] of this.#entries) {
      if (this.#entries.size < this.maxEntries && this.#size + entry.size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= kept.size;
    }
    this.#entries.set(key, entry);
    this.#size += entry.size;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  /** How many pages are kept, and their total size. */
  get usage(): { entries: number; size: number } {
    return { entries: this.#entries.size, size: this.#size };
  }
}
