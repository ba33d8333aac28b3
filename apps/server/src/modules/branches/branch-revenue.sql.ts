import { REVENUE_RULE } from '@salon/shared';
import type { Db } from '../../db/database.js';

/**
 * Every đồng a branch has earned, one row per paid item: `branch_id`, `amount`, `earned_at`
 * (an ISO timestamp), by the shared REVENUE_RULE: completed appointments at the price they were
 * booked for, on the day they were completed; orders paid and not refunded at their total (what
 * the customer paid, delivery and VAT included), on the day they were paid. Every revenue figure
 * of the branches screen follows these rows.
 */
export function revenueEntries(db: Db) {
  return db
    .selectFrom('appointments')
    .select(['branch_id', 'price as amount', 'completed_at as earned_at'])
    .where('status', '=', REVENUE_RULE.appointmentStatus)
    .where('completed_at', 'is not', null)
    .unionAll(
      db
        .selectFrom('orders')
        .select(['branch_id', 'total_amount as amount', 'paid_at as earned_at'])
        .where('payment_status', '=', REVENUE_RULE.orderPaymentStatus)
        .where('paid_at', 'is not', null),
    );
}

/** The UTC instant a salon-time day (`YYYY-MM-DD`, UTC+7, no daylight saving) begins. */
export function salonDayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}
