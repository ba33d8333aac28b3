/**
 * Counts events per key within a sliding window, in memory. Used for login throttling; a
 * single server process is the unit (several instances each count their own).
 */
export class SlidingWindowLimiter {
  readonly #events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before the key may act again; 0 when it may act now. */
  retryAfterSeconds(key: string): number {
    const events = this.#recent(key);
    if (events.length < this.limit) return 0;
    const oldest = events[events.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const events = this.#recent(key);
    events.push(this.now());
    this.#events.set(key, events);
    if (this.#events.size > 10_000) this.#prune();
  }

  reset(key: string): void {
    this.#events.delete(key);
  }

  #recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.#events.get(key) ?? []).filter((time) => time > since);
  }

  #prune(): void {
    for (const key of this.#events.keys()) {
      if (this.#recent(key).length === 0) this.#events.delete(key);
    }
  }
}
