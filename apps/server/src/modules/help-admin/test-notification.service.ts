import {
  TEST_NOTIFICATION_LIMITS as L,
  TEST_NOTIFICATION_MESSAGES as M,
  type TestNotificationInput,
  type TestNotificationResult,
} from '@salon/shared';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { TEST_NOTIFICATION_RELATED, type HelpAdminRepository } from './help-admin.repository.js';

const SENDS_PER_ADMIN: RateRule = {
  name: 'test-notification.admin',
  limit: L.perAdmin,
  windowMs: L.windowMs,
};

/**
 * /admin/test-notification: a real in-app notification to the chosen person (delivered by the
 * notification-delivery job, live to their bell) and, when SMTP is configured and they have an
 * address, an e-mail through the outbox; both written in one transaction.
 */
export class TestNotificationService {
  constructor(
    private readonly db: Db,
    private readonly repository: HelpAdminRepository,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxService,
    private readonly limits: RateLimits,
    private readonly onSendError: (error: unknown) => void,
    private readonly audit: AuditTrail,
  ) {}

  async send(input: TestNotificationInput, adminId: number): Promise<TestNotificationResult> {
    const recipient = await this.repository.user(input.user_id);
    if (!recipient) throw fieldError('user_id', M.recipientNotFound);
    const wait = await this.limits.take([{ rule: SENDS_PER_ADMIN, subject: String(adminId) }]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', M.tooMany, 429, undefined, {
        'retry-after': String(wait),
      });
    }
    const title = input.title?.trim() || M.defaultTitle;
    const message = input.message?.trim() || M.defaultMessage;
    const withEmail = this.outbox.canSendEmail && Boolean(recipient.email);
    const id = await this.db.transaction().execute(async (trx) => {
      const notificationId = await this.notifications.create(trx, {
        user_id: recipient.id,
        type: 'system_alert',
        priority: 'normal',
        title,
        message,
        data: { test: true },
        created_by: adminId,
      });
      await this.audit.record(trx, {
        action: 'send',
        resource: 'notification',
        resourceId: notificationId,
        summary: `Gửi thông báo thử #${notificationId}${withEmail ? ' (kèm e-mail)' : ''}`,
        after: { user_id: recipient.id, email: withEmail },
      });
      if (withEmail && recipient.email) {
        await this.outbox.enqueue(trx, {
          channel: 'email',
          recipient: recipient.email,
          template: 'test-notification',
          subject: title,
          body: `Xin chào ${recipient.name},\n\n${message}`,
          related: { type: TEST_NOTIFICATION_RELATED, id: notificationId },
        });
      }
      return notificationId;
    });
    if (withEmail) this.outbox.kick(this.onSendError);
    return this.result(id);
  }

  /** What became of a test send: the notification delivered or not, the e-mail's outbox line. */
  async result(notificationId: number): Promise<TestNotificationResult> {
    const notification = await this.repository.notification(notificationId);
    if (!notification || !isTestSend(notification.data)) {
      throw new AppError('TEST_SEND_NOT_FOUND', M.sendNotFound, 404);
    }
    const recipient =
      notification.user_id !== null ? await this.repository.user(notification.user_id) : undefined;
    const email = await this.repository.testEmail(notificationId);
    const base = { outbox_id: null, attempts: 0, last_error: null, sent_at: null };
    return {
      notification: { id: notification.id, delivered: notification.status !== 'pending' },
      email: email
        ? {
            status: email.status,
            outbox_id: email.id,
            recipient: email.recipient,
            attempts: email.attempts,
            last_error: email.last_error,
            sent_at: email.sent_at,
          }
        : !this.outbox.canSendEmail
          ? { status: 'not_configured', recipient: recipient?.email ?? null, ...base }
          : { status: 'no_address', recipient: null, ...base },
    };
  }
}

function isTestSend(data: unknown): boolean {
  if (typeof data !== 'string') return typeof data === 'object' && data !== null && 'test' in data;
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === 'object' && parsed !== null && 'test' in parsed;
  } catch {
    return false;
  }
}
