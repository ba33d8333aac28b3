type Task = () => Promise<void>;

export interface EncodeLimits {
  /** Encodings at once (AVIF keeps a core busy for up to a second). */
  concurrency: number;
  /** Requests that may wait for a turn; more are refused rather than queued. */
  maxWaiting: number;
}

/**
 * Runs CPU-heavy encodings a few at a time. A request's encoding waits in a short line and is
 * refused when the line is full (the caller answers otherwise); work made in the background
 * (after an upload, for the demo pictures) runs only when no request waits, and is never refused.
 */
export class EncodeQueue {
  #running = 0;
  readonly #waiting: Task[] = [];
  #background: Task[] = [];
  #idle: (() => void)[] = [];

  constructor(private readonly limits: EncodeLimits) {}

  /** Runs `work` in its turn, or answers null at once when too many wait already. */
  tryRun<T>(work: () => Promise<T>): Promise<T> | null {
    if (
      this.#running >= this.limits.concurrency &&
      this.#waiting.length >= this.limits.maxWaiting
    ) {
      return null;
    }
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => work().then(resolve, reject));
      this.#next();
    });
  }

  /** Runs `work` when nothing else waits; its failure is the work's own business. */
  background(work: () => Promise<void>): void {
    this.#background.push(work);
    this.#next();
  }

  /** Forgets the background work not started, and waits for what runs (closing the app). */
  async stop(): Promise<void> {
    this.#background = [];
    await this.idle();
  }

  /** Resolves once nothing runs or waits. */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#waiting.length === 0 && this.#background.length === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #next(): void {
    while (this.#running < this.limits.concurrency) {
      const task = this.#waiting.shift() ?? this.#background.shift();
      if (!task) break;
      this.#running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.#running -= 1;
          this.#next();
        });
    }
    if (this.#running === 0 && this.#waiting.length === 0 && this.#background.length === 0) {
      for (const resolve of this.#idle.splice(0)) resolve();
    }
  }
}
