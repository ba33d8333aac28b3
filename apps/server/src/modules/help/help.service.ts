import {
  FAQ_VOTE_LIMITS,
  HELP_MESSAGES,
  isFaqId,
  type FaqStats,
  type FaqVoteCount,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';
import type { HelpRepository } from './help.repository.js';

/** The help centre's "was this helpful?" votes, one per visitor and FAQ. */
export class HelpService {
  readonly #limiter = new SlidingWindowLimiter(
    FAQ_VOTE_LIMITS.perAddress,
    FAQ_VOTE_LIMITS.windowMs,
  );

  constructor(private readonly repository: HelpRepository) {}

  async vote(faqId: string, voterKey: string, helpful: boolean, ip: string): Promise<FaqStats> {
    if (!isFaqId(faqId)) throw new AppError('FAQ_NOT_FOUND', HELP_MESSAGES.faqNotFound, 404);
    const wait = this.#limiter.retryAfterSeconds(ip);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', HELP_MESSAGES.tooManyVotes, 429, undefined, {
        'Retry-After': String(wait),
      });
    }
    this.#limiter.record(ip);
    await this.repository.upsertVote(faqId, voterKey, helpful);
    return this.stats(voterKey);
  }

  async stats(voterKey: string | null): Promise<FaqStats> {
    const [totals, mine] = await Promise.all([
      this.repository.totals(),
      voterKey ? this.repository.votesOf(voterKey) : Promise.resolve([]),
    ]);
    const counts: Record<string, FaqVoteCount> = {};
    for (const row of totals) {
      if (isFaqId(row.faq_id)) {
        counts[row.faq_id] = { helpful: row.helpful, not_helpful: row.not_helpful };
      }
    }
    return {
      counts,
      my_votes: Object.fromEntries(mine.map((vote) => [vote.faq_id, vote.is_helpful])),
    };
  }
}
