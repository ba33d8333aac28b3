/**
 * How much of something each visitor may have: `perMinute`, refilled evenly (one every
 * 60/perMinute seconds) up to `perMinute` at once, so a visitor may spend it in a burst.
 * Kept in memory for at most `maxVisitors`, the least recently served forgotten first (they
 * start again with a full budget).
 */
export class VisitorBudget {
  readonly #buckets = new Map<string, { left: number; at: number }>();

  constructor(
    readonly perMinute: number,
    readonly maxVisitors: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Takes one from the visitor's budget; false, taking nothing, when none is left. */
  take(visitor: string): boolean {
    const now = this.now();
    const bucket = this.#buckets.get(visitor);
    const left = bucket
      ? Math.min(
          this.perMinute,
          bucket.left + (Math.max(0, now - bucket.at) * this.perMinute) / 60_000,
        )
      : this.perMinute;
    if (left < 1) {
      // From now on, also when the clock was set back: refilling goes on from here.
      if (bucket) Object.assign(bucket, { left, at: now });
      return false;
    }
    this.#buckets.delete(visitor);
    if (this.#buckets.size >= this.maxVisitors) {
      const [oldest] = this.#buckets.keys();
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    this.#buckets.set(visitor, { left: left - 1, at: now });
    return true;
  }
}

/**
 * Who a client address stands for: the address itself, or for IPv6 its /64 network, the
 * smallest a provider gives one customer (a phone, a home), who may use any address in it.
 */
export function visitorOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.7).
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4?.[1]) return v4[1];
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [
          ...front,
          ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
          ...back,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
