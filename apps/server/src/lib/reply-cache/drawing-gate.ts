/**
 * Lets at most `limit` tasks run at once; up to `maxWaiting` more wait, each at most `maxWaitMs`,
 * for a place, in the order they came. A task with no place in time does not run: the caller
 * gets `otherwise`. Unlike `ConcurrencyGate`, the work waiting is bounded, in number and in time.
 */
export class DrawingGate {
  #running = 0;
  /** Each waiting task's start; a Set keeps the order they came in. */
  readonly #waiting = new Set<() => void>();

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  async run<T>(task: () => Promise<T>, otherwise: T): Promise<T> {
    if (!(await this.#enter())) return otherwise;
    try {
      return await task();
    } finally {
      const [next] = this.#waiting;
      // The finished task's place passes straight to the next in line.
      if (next) next();
      else this.#running -= 1;
    }
  }

  async #enter(): Promise<boolean> {
    if (this.#running < this.limit) {
      this.#running += 1;
      return true;
    }
    if (this.#waiting.size >= this.maxWaiting) return false;
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer);
        this.#waiting.delete(start);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiting.delete(start);
        resolve(false);
      }, this.maxWaitMs);
      this.#waiting.add(start);
    });
  }
}
