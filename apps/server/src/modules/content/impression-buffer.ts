/**
 * Slider impressions, added up in memory and written in one go: the home page reports what it
 * showed on every view, and a write per view would also empty the catalogue's cache each time.
 */
export class ImpressionBuffer {
  #pending = new Map<number, number>();

  add(ids: Iterable<number>): void {
    for (const id of ids) this.#pending.set(id, (this.#pending.get(id) ?? 0) + 1);
  }

  get size(): number {
    return this.#pending.size;
  }

  /** Hands over what was added so far and starts again. */
  take(): Map<number, number> {
    const taken = this.#pending;
    this.#pending = new Map();
    return taken;
  }

  /** Puts back counts a failed write could not store. */
  restore(counts: Map<number, number>): void {
    for (const [id, count] of counts) this.#pending.set(id, (this.#pending.get(id) ?? 0) + count);
  }
}
