import {
  FAQ_VOTE_LIMITS,
  HELP_MESSAGES,
  isFaqId,
  type FaqStats,
  type FaqVoteCount,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';
import type { HelpRepository } from './help.repository.js';

const VOTES_PER_ADDRESS: RateRule = {
  name: 'help.vote-ip',
  limit: FAQ_VOTE_LIMITS.perAddress,
  windowMs: FAQ_VOTE_LIMITS.windowMs,
};

/**
 * The help centre's "was this helpful?" votes, one per visitor and FAQ; votes per client address
 * are limited in the database, so every instance counts together.
 */
export class HelpService {
  constructor(
    private readonly repository: HelpRepository,
    private readonly limits: RateLimits,
  ) {}

  async vote(faqId: string, voterKey: string, helpful: boolean, ip: string): Promise<FaqStats> {
    if (!isFaqId(faqId)) throw new AppError('FAQ_NOT_FOUND', HELP_MESSAGES.faqNotFound, 404);
    const wait = await this.limits.take([{ rule: VOTES_PER_ADDRESS, subject: ip }]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', HELP_MESSAGES.tooManyVotes, 429, undefined, {
        'retry-after': String(wait),
      });
    }
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
