import { PRIVACY_MESSAGES as M } from '@salon/shared';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';

/** Whether a customer's latest marketing consent says yes (no row: never given). */
export async function hasMarketingConsent(db: Kysely<Database>, userId: number): Promise<boolean> {
  const latest = await db
    .selectFrom('consent_events')
    .select('given')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'marketing')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return Boolean(latest?.given);
}

/** Refuses a promotional message to a customer who has not agreed to receive one. */
export async function assertMayMarketTo(db: Kysely<Database>, userId: number): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.role !== 'customer') return;
  if (!(await hasMarketingConsent(db, userId))) {
    throw new AppError('NO_MARKETING_CONSENT', M.noMarketingConsent, 409, {
      user_id: [M.noMarketingConsent],
    });
  }
}
