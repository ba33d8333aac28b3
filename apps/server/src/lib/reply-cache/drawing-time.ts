/**
 * The share of the event loop's time spent on drawings that are not kept, over about the last
 * second: the time during which at least one such drawing was under way (drawings overlap while
 * they wait for their data; their CPU is one thread's). Past `maxShare`, new drawings are
 * refused until it falls: visitors from many addresses at once, each within its own budget,
 * cannot take the whole loop from kept pages and the API.
 */
export class DrawingTime {
  #running = 0;
  #busySince = 0;
  /** Busy time in the current and the previous window. */
  #current = 0;
  #previous = 0;
  #windowStart: number;

  constructor(
    readonly maxShare: number,
    readonly windowMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#windowStart = now();
  }

  /** Whether a new drawing may start now. */
  allows(): boolean {
    return this.share() <= this.maxShare;
  }

  /** Estimated busy share of the last window (the previous one weighed by how much it overlaps). */
  share(): number {
    const now = this.#roll();
    const into = (now - this.#windowStart) / this.windowMs;
    const ongoing = this.#running > 0 ? now - this.#busySince : 0;
    return (this.#previous * (1 - into) + this.#current + ongoing) / this.windowMs;
  }

  /** Runs `draw`, counting the time it is under way. */
  async measure<T>(draw: () => Promise<T>): Promise<T> {
    const now = this.#roll();
    if (this.#running++ === 0) this.#busySince = now;
    try {
      return await draw();
    } finally {
      const end = this.#roll();
      if (--this.#running === 0) this.#current += end - this.#busySince;
    }
  }

  /** Moves on to the window the clock is in (a busy period is split at each boundary). */
  #roll(): number {
    const now = this.now();
    const windows = Math.floor((now - this.#windowStart) / this.windowMs);
    if (windows <= 0) return now;
    const end = this.#windowStart + this.windowMs;
    const busyToEnd = this.#running > 0 ? end - this.#busySince : 0;
    // Past one whole window, the previous one was busy throughout or not at all.
    this.#previous =
      windows === 1 ? this.#current + busyToEnd : this.#running > 0 ? this.windowMs : 0;
    this.#current = 0;
    this.#windowStart += windows * this.windowMs;
    if (this.#running > 0) this.#busySince = this.#windowStart;
    return now;
  }
}
