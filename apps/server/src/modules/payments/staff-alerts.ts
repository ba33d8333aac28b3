import { PAYMENT_MESSAGES as M } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { BlockedOrderAttempt } from '../orders/order-placement.service.js';
import type { PaymentsRepository } from './payments.repository.js';

type Trx = Transaction<Database>;

export interface PaymentAlert {
  title: string;
  message: string;
  /** What it is about, kept with the notification (`kind`, ids). */
  data: Record<string, unknown>;
}

/** How long the same checkout alert is not repeated (a customer retrying a refused order). */
const REPEAT_WINDOW_MS = 3_600_000;

/**
 * Tells the people of the payments screen (managers and admins) what needs them: a transfer
 * that looks like a second payment, a high-risk payment that was blocked. A notification to
 * each, high priority, linking to the payments screen, written in the caller's transaction.
 */
export class PaymentStaffAlerts {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(trx: Trx, alert: PaymentAlert): Promise<number> {
    const staff = await this.repository.paymentStaffIds(trx);
    for (const userId of staff) {
      await this.notifications.create(trx, {
        user_id: userId,
        type: 'system_alert',
        priority: 'high',
        title: alert.title,
        message: alert.message,
        action_url: '/admin/payment',
        icon: 'alert',
        data: alert.data,
        is_system: true,
      });
    }
    return staff.length;
  }

  /** An order refused at checkout; the same one retried within the hour is told once. */
  async blockedCheckout(trx: Trx, attempt: BlockedOrderAttempt): Promise<void> {
    const message = M.alertHighRiskCheckout(
      attempt.customer_name,
      attempt.customer_phone,
      attempt.total_amount,
      attempt.risk.score,
    );
    const since = new Date(this.clock().getTime() - REPEAT_WINDOW_MS).toISOString();
    const told = await trx
      .selectFrom('notifications')
      .select('id')
      .where('title', '=', M.alertHighRiskTitle)
      .where('message', '=', message)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (told) return;
    await this.send(trx, {
      title: M.alertHighRiskTitle,
      message,
      data: {
        kind: 'high_risk_checkout',
        user_id: attempt.user_id,
        customer_phone: attempt.customer_phone,
        amount: attempt.total_amount,
        risk_score: attempt.risk.score,
        reasons: attempt.risk.reasons,
      },
    });
  }
}
