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
 * The one place that decides "verified": a line of one of the customer's completed orders
 * (product or service), or, for a service, a completed appointment.
 */
export function customerHasBoughtOrHadItem(db: Db): VerifiedPurchaseCheck {
  return async (customerId, itemType, itemId) => {
    const bought = await db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .where('o.user_id', '=', customerId)
      .where('o.status', '=', 'completed')
      .where('i.item_type', '=', itemType)
      .where('i.item_id', '=', itemId)
      .select(sql<number>`1`.as('one'))
      .executeTakeFirst();
    if (bought) return true;
    if (itemType !== 'service') return false;
    const had = await db
      .selectFrom('appointments')
      .where('customer_user_id', '=', customerId)
      .where('service_id', '=', itemId)
      .where('status', '=', 'completed')
      .select(sql<number>`1`.as('one'))
      .executeTakeFirst();
    return had !== undefined;
  };
}

/** The customer's latest completed visit of a service that has no review yet, or null. */
export type UnreviewedVisitLookup = (
  customerId: number,
  serviceId: number,
) => Promise<number | null>;

/**
 * A review a customer writes of a service they had is the review of their latest visit not yet
 * reviewed (My appointments' 'Đánh giá' opens the service's review form): that visit then shows
 * it and offers no second review.
 */
export function customerUnreviewedVisit(db: Db): UnreviewedVisitLookup {
  return async (customerId, serviceId) => {
    const row = await db
      .selectFrom('appointments as a')
      .leftJoin('reviews as r', 'r.appointment_id', 'a.id')
      .select('a.id')
      .where('a.customer_user_id', '=', customerId)
      .where('a.service_id', '=', serviceId)
      .where('a.status', '=', 'completed')
      .where('r.id', 'is', null)
      .orderBy('a.appointment_date', 'desc')
      .orderBy('a.appointment_time', 'desc')
      .orderBy('a.id', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  };
}
