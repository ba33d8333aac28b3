import { REALTIME_EVENTS, REALTIME_LIMITS, type NotificationCreatedEvent } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { NotificationRow } from '../../db/schema.js';
import { ADMIN_NOTIFICATIONS_CHANNEL, userChannel, type EventBus } from '../realtime/event-bus.js';
import { toNotificationDto } from './notifications.dto.js';

const CHUNK = 100;

/**
 * Delivers notifications when they are due: a new one at once, a scheduled one at its time.
 * Delivery turns `pending` into `sent` with a conditional update, so each is delivered exactly
 * once however many server instances run the job, and it runs after the creating transaction
 * committed, so a pushed notification is always there when the page fetches it.
 */
export class NotificationDelivery {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  /** Returns how many were delivered by this run. */
  async deliverDue(now: Date = new Date()): Promise<number> {
    const at = now.toISOString();
    const due = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('scheduled_at', 'is', null), eb('scheduled_at', '<=', at)]))
      .orderBy('id')
      .limit(REALTIME_LIMITS.deliveryBatchSize)
      .execute();
    const delivered: NotificationRow[] = [];
    for (let i = 0; i < due.length; i += CHUNK) {
      const ids = due.slice(i, i + CHUNK).map((row) => row.id);
      const rows = await this.db
        .updateTable('notifications')
        .set({ status: 'sent', updated_at: at })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .returningAll()
        .execute();
      delivered.push(...rows);
    }
    for (const row of delivered.sort((a, b) => a.id - b.id)) {
      if (row.user_id === null) continue;
      const data: NotificationCreatedEvent = { notification: toNotificationDto(row) };
      this.bus.publish({
        channel: userChannel(row.user_id),
        event: REALTIME_EVENTS.notificationCreated,
        data,
      });
    }
    if (delivered.length) {
      this.bus.publish({
        channel: ADMIN_NOTIFICATIONS_CHANNEL,
        event: REALTIME_EVENTS.adminNotificationCreated,
        data: { count: delivered.length },
      });
    }
    return delivered.length;
  }
}
