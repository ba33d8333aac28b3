import {
  guestAuthorSchema,
  isStaffRole,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type CurrentUser,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';

/** Who wrote a review or question: a signed-in customer, or a guest with a name and e-mail. */
export interface PostAuthor {
  user_id: number | null;
  guest_name: string | null;
  guest_email: string | null;
  name: string;
}

/**
 * Validates a review or question together with the guest's name and e-mail when nobody is
 * signed in, so every field error comes back at once. Staff accounts do not post as customers.
 */
export function parseAuthoredInput<T extends z.ZodObject>(
  schema: T,
  user: CurrentUser | null,
  input: unknown,
): { fields: z.output<T>; author: PostAuthor } {
  if (user && isStaffRole(user.role)) {
    throw new AppError('FORBIDDEN', REVIEW_MESSAGES.staffCannotPost, 403);
  }
  if (user) {
    return {
      fields: parseInput(schema, input),
      author: { user_id: user.id, guest_name: null, guest_email: null, name: user.name },
    };
  }
  const parsed = parseInput(schema.extend(guestAuthorSchema.shape), input) as z.output<T> &
    z.output<typeof guestAuthorSchema>;
  return {
    fields: parsed,
    author: {
      user_id: null,
      guest_name: parsed.guest_name,
      guest_email: parsed.guest_email,
      name: parsed.guest_name,
    },
  };
}

const GUEST_POSTS: RateRule = {
  name: 'review.guest-ip',
  limit: REVIEW_LIMITS.guestPostsPerWindow,
  windowMs: REVIEW_LIMITS.guestPostWindowMs,
};

const GUEST_REVIEWS_PER_EMAIL: RateRule = {
  name: 'review.guest-email',
  limit: REVIEW_LIMITS.guestReviewsPerEmail,
  windowMs: REVIEW_LIMITS.guestReviewEmailWindowMs,
};

/**
 * Guests post reviews and questions without an account, so their posts are limited per client
 * address (customers are known and answerable for what they post), and a guest's reviews per
 * e-mail they are signed with, whatever the address; in the database so every instance counts
 * together.
 */
export class GuestPostThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Refuses early (before reading the post and its images) a guest address that posted enough. */
  async check(user: CurrentUser | null, clientAddress: string): Promise<void> {
    if (user) return;
    refuseAfter(await this.limits.retryAfter([{ rule: GUEST_POSTS, subject: clientAddress }]));
  }

  /** Refuses early (before storing its images) a guest review signed with a spent e-mail. */
  async checkReviewer(author: PostAuthor): Promise<void> {
    if (author.guest_email === null) return;
    refuseEmailAfter(await this.limits.retryAfter([emailCheck(author.guest_email)]));
  }

  /**
   * Counts a guest's post in the transaction that stores it (a post not stored counts nothing),
   * or throws the 429 when the address has posted enough meanwhile; a review (`reviewer` given)
   * counts on its e-mail too, and is refused when the e-mail has reviewed enough.
   */
  async take(
    trx: Transaction<Database>,
    user: CurrentUser | null,
    clientAddress: string,
    reviewer?: PostAuthor,
  ): Promise<void> {
    if (user) return;
    refuseAfter(await this.limits.take([{ rule: GUEST_POSTS, subject: clientAddress }], trx));
    // In the same transaction: refused here, the address's count above is rolled back too.
    if (reviewer?.guest_email) {
      refuseEmailAfter(await this.limits.take([emailCheck(reviewer.guest_email)], trx));
    }
  }
}

function emailCheck(email: string) {
  return { rule: GUEST_REVIEWS_PER_EMAIL, subject: email.trim().toLowerCase() };
}

function refuseAfter(wait: number): void {
  if (wait > 0) {
    throw new AppError('TOO_MANY_POSTS', REVIEW_MESSAGES.tooManyPosts(wait), 429, undefined, {
      'retry-after': String(wait),
    });
  }
}

function refuseEmailAfter(wait: number): void {
  if (wait > 0) {
    throw new AppError(
      'GUEST_EMAIL_REVIEW_LIMIT',
      REVIEW_MESSAGES.tooManyReviewsForEmail(wait),
      429,
      undefined,
      { 'retry-after': String(wait) },
    );
  }
}
