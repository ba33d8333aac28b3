import { AI_CHAT_LIMITS, CHAT_MESSAGES, type CurrentUser } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateCheck, RateLimits, RateRule } from '../../lib/rate-limits.js';

const PER_USER: RateRule = {
  name: 'ai-chat.user',
  limit: AI_CHAT_LIMITS.perMinute,
  windowMs: 60_000,
};
const PER_ADDRESS: RateRule = {
  name: 'ai-chat.ip',
  limit: AI_CHAT_LIMITS.perMinutePerAddress,
  windowMs: 60_000,
};

function refuseAfter(wait: number): void {
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', CHAT_MESSAGES.aiTooMany, 429, undefined, {
      'retry-after': String(wait),
    });
  }
}

/**
 * Questions to the consultant per minute: per account for a signed-in user, per client address
 * for guests; counted in the database, so every instance counts together.
 */
export class AiChatThrottle {
  constructor(private readonly limits: RateLimits) {}

  #check(user: CurrentUser | null, clientAddress: string): RateCheck {
    return user
      ? { rule: PER_USER, subject: String(user.id) }
      : { rule: PER_ADDRESS, subject: clientAddress };
  }

  /** Refuses early (before answering) a client that has asked enough. Reads only. */
  async check(user: CurrentUser | null, clientAddress: string): Promise<void> {
    refuseAfter(await this.limits.retryAfter([this.#check(user, clientAddress)]));
  }

  /**
   * Counts the question in the transaction that stores it (a question not stored counts
   * nothing), or throws the 429 when the client has asked enough meanwhile.
   */
  async take(
    trx: Transaction<Database>,
    user: CurrentUser | null,
    clientAddress: string,
  ): Promise<void> {
    refuseAfter(await this.limits.take([this.#check(user, clientAddress)], trx));
  }
}
