import type { Db } from '../../db/database.js';

/**
 * Every đồng a branch has earned, one row per paid item: `branch_id`, `amount`, `earned_at`
 * (an ISO timestamp). Completed appointments at the price they were booked for, and completed
 * shop orders at their total (what the customer paid, delivery and VAT included), each on the
 * day it was completed. Every revenue figure of the back office follows these rows.
 */
export function revenueEntries(db: Db) {
  return db
    .selectFrom('appointments')
    .select(['branch_id', 'price as amount', 'completed_at as earned_at'])
    .where('status', '=', 'completed')
    .where('completed_at', 'is not', null)
    .unionAll(
      db
        .selectFrom('orders')
        .select(['branch_id', 'total_amount as amount', 'completed_at as earned_at'])
        .where('status', '=', 'completed')
        .where('completed_at', 'is not', null),
    );
}

/** The UTC instant a salon-time day (`YYYY-MM-DD`, UTC+7, no daylight saving) begins. */
export function salonDayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}
