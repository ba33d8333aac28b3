import type { ReviewableType } from '@salon/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Whether a customer bought or had an item: their review of it is then marked verified. */
export type VerifiedPurchaseCheck = (
  customerId: number,
  itemType: ReviewableType,
  itemId: number,
) => Promise<boolean>;

/**
 * The one place that decides "verified": a service the customer had (a completed appointment)
 * or a product they bought (a completed order; orders are not stored yet, so no product
 * qualifies until they are).
 */
export function customerHasBoughtOrHadItem(db: Db): VerifiedPurchaseCheck {
  return async (customerId, itemType, itemId) => {
    if (itemType !== 'service') return false;
    const row = await db
      .selectFrom('appointments')
      .where('customer_user_id', '=', customerId)
      .where('service_id', '=', itemId)
      .where('status', '=', 'completed')
      .select(sql<number>`1`.as('one'))
      .executeTakeFirst();
    return row !== undefined;
  };
}
