import {
  ORDER_MESSAGE_DELIVERY,
  ORDER_NOTIFICATION_TYPES,
  orderDetailPath,
  orderEmail,
  orderMessage,
  type OrderMessageKind,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';
import type { OrderChange } from '../orders/order-changes.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { NotificationsService } from './notifications.service.js';
import type { OrderMessagesRepository } from './order-messages.repository.js';

/** The change an order listener gets (the order lifecycle's `onChange`). */
export type OrderChangeEvent = OrderChange;

/**
 * Tells customers about their orders: an in-app notification for the customer's account and an
 * e-mail through the outbox, both written in the transaction of the change itself.
 */
export class OrderMessagesService {
  constructor(
    private readonly repository: OrderMessagesRepository,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxService,
    private readonly siteUrl: string | null,
  ) {}

  /** The order lifecycle's listener: runs inside the change's transaction. */
  async onChange(trx: Transaction<Database>, change: OrderChangeEvent): Promise<void> {
    await this.send(trx, change.kind, change.order, {
      ...ORDER_MESSAGE_DELIVERY[change.kind],
      actorUserId: change.actor_user_id,
    });
  }

  /** Writes the notification and enqueues the e-mail of one message about an order. */
  async send(
    trx: Transaction<Database>,
    kind: OrderMessageKind,
    order: OrderRow,
    options: { inApp: boolean; email: boolean; actorUserId?: number | null },
  ): Promise<void> {
    const wantsInApp = options.inApp && order.user_id !== null;
    const wantsEmail = options.email && Boolean(order.customer_email);
    if (!wantsInApp && !wantsEmail) return;

    const facts = await this.repository.facts(trx, order);
    if (wantsInApp) {
      const { title, message } = orderMessage(kind, facts);
      await this.notifications.create(trx, {
        user_id: order.user_id,
        type: ORDER_NOTIFICATION_TYPES[kind],
        priority: kind === 'cancelled' ? 'high' : 'normal',
        title,
        message,
        action_url: orderDetailPath(order.id),
        icon: 'shopping',
        data: { order_id: order.id, order_number: order.order_number, event: kind },
        is_system: false,
        created_by: options.actorUserId ?? null,
      });
    }
    if (wantsEmail && order.customer_email) {
      const companyName = await this.repository.companyName(trx);
      const mail = orderEmail(kind, facts, { companyName, siteUrl: this.siteUrl });
      await this.outbox.enqueue(trx, {
        channel: 'email',
        recipient: order.customer_email,
        template: `order.${kind}`,
        subject: mail.subject,
        body: mail.body,
        dedupe_key: `order:${order.id}:${kind}`,
        related: { type: 'order', id: order.id },
      });
    }
  }
}
