/**
 * Lets at most `limit` tasks run at once; the others wait their turn in the order they came.
 * For CPU-heavy work on the thread pool (password hashing): bounded to fewer threads than the
 * machine has cores, it leaves a core to the event loop, so other requests are not starved.
 */
export class ConcurrencyGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad gate limit ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The finished task's place passes straight to the next in line.
      if (next) next();
      else this.#running -= 1;
    }
  }
}
