import { PRODUCT_EXPIRY_REMINDER as R, formatViDate, salonToday } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { NotificationsService } from '../notifications/notifications.service.js';

/** `YYYY-MM-DD` plus some days. */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Reminds customers of products whose use ends within the next days (today included, not
 * past), once per product: `expiry_reminded_at` is claimed with a conditional UPDATE in the
 * same transaction that writes the notifications, so two runs (the daily job and the button,
 * or two servers) remind each product once. The delivery job then delivers and announces them.
 */
export class ProductExpiryReminders {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsService,
  ) {}

  /** Returns how many reminders were written. */
  async run(now: Date = new Date(), createdBy: number | null = null): Promise<number> {
    const today = salonToday(now);
    const last = plusDays(today, R.withinDays);
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('customer_products as cp')
        .innerJoin('users as u', 'u.id', 'cp.user_id')
        .select('cp.id')
        .where('cp.status', '=', 'active')
        .where('cp.expiry_reminded_at', 'is', null)
        .where('cp.usage_end_date', '>=', today)
        .where('cp.usage_end_date', '<=', last)
        .where('u.status', '=', 'active')
        .where('u.role', '=', 'customer')
        .execute();
      if (!due.length) return 0;
      const claimed = await trx
        .updateTable('customer_products')
        .set({ expiry_reminded_at: at, updated_at: at })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .where('expiry_reminded_at', 'is', null)
        .returning(['id', 'user_id', 'product_id', 'product_name', 'usage_end_date'])
        .execute();
      for (const product of claimed.sort((a, b) => a.id - b.id)) {
        await this.notifications.create(trx, {
          user_id: product.user_id,
          type: 'product_expiry',
          priority: 'normal',
          title: R.title,
          message: R.message(product.product_name, formatViDate(product.usage_end_date)),
          action_url: R.actionUrl,
          icon: R.icon,
          data: {
            customer_product_id: product.id,
            product_id: product.product_id,
            usage_end_date: product.usage_end_date,
          },
          created_by: createdBy,
        });
      }
      return claimed.length;
    });
  }
}
