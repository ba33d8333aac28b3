import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateCheck, RateLimits, RateRule } from '../../lib/rate-limits.js';

const RULES = {
  phone: { name: 'contact.phone', limit: L.perPhone, windowMs: L.windowMs },
  email: { name: 'contact.email', limit: L.perEmail, windowMs: L.windowMs },
  address: { name: 'contact.ip', limit: L.perAddress, windowMs: L.windowMs },
} satisfies Record<string, RateRule>;

/** Who sends a message: the phone and e-mail written on it (or the account's), and from where. */
export interface ContactSender {
  ip: string;
  /** National form (`0912345678`), as the forms keep it. */
  phone: string | null;
  email: string | null;
}

/**
 * The contact page and the help centre's form share these limits, kept in the database so every
 * instance counts together: a few messages per phone and per e-mail (one customer), and many per
 * client address (a shop, a family or a carrier's NAT is one address for many customers).
 */
export class ContactThrottle {
  constructor(private readonly limits: RateLimits) {}

  /**
   * Counts the message on every limit, in the caller's transaction (a message not stored counts
   * nothing), or throws the 429 and counts nothing when any limit is reached.
   */
  async take(trx: Transaction<Database>, sender: ContactSender): Promise<void> {
    const checks: RateCheck[] = [{ rule: RULES.address, subject: sender.ip }];
    if (sender.phone) checks.push({ rule: RULES.phone, subject: sender.phone });
    if (sender.email) checks.push({ rule: RULES.email, subject: sender.email.toLowerCase() });
    const wait = await this.limits.take(checks, trx);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', M.tooManyRequests(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }
}
