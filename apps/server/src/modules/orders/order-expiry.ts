import { ORDER_LIMITS, ORDER_MESSAGES as M } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { OrderLifecycleService } from './order-lifecycle.service.js';

/**
 * A transfer order that is still unpaid a day later is cancelled, so its stock goes back on sale
 * (the customer is told, like any cancellation). A run that meets an order paid or cancelled in
 * the meantime leaves it as it is.
 */
export class OrderExpiry {
  constructor(
    private readonly db: Db,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  async run(now: Date): Promise<number> {
    const before = new Date(now.getTime() - ORDER_LIMITS.unpaidTransferHoldHours * 3_600_000);
    const due = await this.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'pending')
      .where('payment_status', '=', 'pending')
      .where('payment_method', '=', 'transfer')
      .where('created_at', '<', before.toISOString())
      .orderBy('id')
      .limit(200)
      .execute();
    let cancelled = 0;
    for (const { id } of due) {
      try {
        await this.lifecycle.apply(id, 'cancel', { userId: null }, { reason: M.expiredUnpaid });
        cancelled += 1;
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
    }
    return cancelled;
  }
}
