import { CHAT_LIMITS as L, CHAT_MESSAGES as M } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateCheck, RateLimits, RateRule } from '../../lib/rate-limits.js';

const MINUTE = 60_000;

/** The chat's rules in the shared limiter (exported for tests that fill a window). */
export const CHAT_RATE_RULES = {
  message: { name: 'chat.message', limit: L.messagesPerMinute, windowMs: MINUTE },
  file: { name: 'chat.file', limit: L.filesPerHour, windowMs: 60 * MINUTE },
  conversation: {
    name: 'chat.conversation',
    limit: L.conversationsPerDay,
    windowMs: 24 * 60 * MINUTE,
  },
} satisfies Record<string, RateRule>;
const RULES = CHAT_RATE_RULES;

function tooMany(wait: number, message: string): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, 429, undefined, {
    'retry-after': String(wait),
  });
}

/**
 * The chat's limits, kept in the database so every instance counts together: messages (text or
 * file) per user per minute, files per user per hour, new conversations per customer per day.
 * Each is taken in the caller's transaction, so a refused or failed request counts nothing.
 */
export class ChatThrottle {
  constructor(private readonly limits: RateLimits) {}

  async message(trx: Transaction<Database>, userId: number): Promise<void> {
    const wait = await this.limits.take([this.#check('message', userId)], trx);
    if (wait > 0) throw tooMany(wait, M.tooManyMessages);
  }

  /** A file is a message too: both limits, the file's message when the file limit is the one. */
  async file(trx: Transaction<Database>, userId: number): Promise<void> {
    const files = this.#check('file', userId);
    const fileWait = await this.limits.retryAfter([files], trx);
    if (fileWait > 0) throw tooMany(fileWait, M.tooManyFiles);
    const wait = await this.limits.take([this.#check('message', userId), files], trx);
    if (wait > 0) throw tooMany(wait, M.tooManyMessages);
  }

  /** A new conversation (with its first message, when there is one). */
  async conversation(
    trx: Transaction<Database>,
    userId: number,
    withMessage: boolean,
  ): Promise<void> {
    const conversations = this.#check('conversation', userId);
    const wait = await this.limits.retryAfter([conversations], trx);
    if (wait > 0) throw tooMany(wait, M.tooManyConversations);
    const checks = withMessage ? [conversations, this.#check('message', userId)] : [conversations];
    const both = await this.limits.take(checks, trx);
    if (both > 0) throw tooMany(both, M.tooManyMessages);
  }

  #check(rule: keyof typeof RULES, userId: number): RateCheck {
    return { rule: RULES[rule], subject: String(userId) };
  }
}
