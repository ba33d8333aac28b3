import { AI_CHAT_LIMITS, CHAT_MESSAGES, type CurrentUser } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';

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

/**
 * Questions to the consultant per minute: per account for a signed-in user, per client address
 * for guests; counted in the database, so every instance counts together.
 */
export class AiChatThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Counts one question, or throws the 429 (nothing is counted then). */
  async take(user: CurrentUser | null, clientAddress: string): Promise<void> {
    const check = user
      ? { rule: PER_USER, subject: String(user.id) }
      : { rule: PER_ADDRESS, subject: clientAddress };
    const wait = await this.limits.take([check]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', CHAT_MESSAGES.aiTooMany, 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }
}
