import {
  guestAuthorSchema,
  isStaffRole,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type CurrentUser,
} from '@salon/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';

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

/**
 * Guests post reviews and questions without an account, so their posts are limited per client
 * address (customers are known and answerable for what they post).
 */
export class GuestPostThrottle {
  readonly #limiter: SlidingWindowLimiter;

  constructor(
    limit: number = REVIEW_LIMITS.guestPostsPerWindow,
    windowMs: number = REVIEW_LIMITS.guestPostWindowMs,
  ) {
    this.#limiter = new SlidingWindowLimiter(limit, windowMs);
  }

  /** Throws 429 with Retry-After when this guest address has posted too much. */
  check(user: CurrentUser | null, clientAddress: string): void {
    if (user) return;
    const wait = this.#limiter.retryAfterSeconds(clientAddress);
    if (wait > 0) {
      throw new AppError('TOO_MANY_POSTS', REVIEW_MESSAGES.tooManyPosts(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  record(user: CurrentUser | null, clientAddress: string): void {
    if (!user) this.#limiter.record(clientAddress);
  }
}
