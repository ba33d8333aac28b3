import {
  ADMIN_NOTIFICATION_LIMITS as LIMITS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  REALTIME_EVENTS,
  TEST_NOTIFICATION_LIMITS,
  salonToday,
  searchItems,
  searchWords,
  toNationalPhone,
  type RecipientOption,
  type AdminBroadcastInput,
  type AdminNotificationBulkInput,
  type AdminNotificationBulkResult,
  type AdminNotificationCreateInput,
  type AdminNotificationDto,
  type AdminNotificationListQuery,
  type AdminNotificationStats,
  type AdminNotificationUpdateInput,
  type ApiPage,
  type NotificationUpdatedEvent,
  type Role,
} from '@salon/shared';
import type { Insertable } from 'kysely';
import { assertMayMarketTo } from '../privacy/marketing-consent.js';
import type { Db } from '../../db/database.js';
import type { NotificationTable } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { ApprovedLinks } from '../approved-links/approved-links.service.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { ADMIN_NOTIFICATIONS_CHANNEL, userChannel, type EventBus } from '../realtime/event-bus.js';
import { toAdminNotificationDto } from './notifications-admin.dto.js';
import type { NotificationsAdminRepository } from './notifications-admin.repository.js';

const BULK_SUMMARY: Record<AdminNotificationBulkInput['action'], string> = {
  mark_read: 'Đánh dấu đã đọc',
  dismiss: 'Bỏ qua',
  delete: 'Xóa',
};

const ROLE_AUDIENCE: Record<Role, string> = {
  customer: 'khách hàng',
  staff: 'nhân viên',
  manager: 'quản lý',
  admin: 'quản trị viên',
};

/** The fields of a notification the audit log compares. */
function auditedFields(n: {
  user_id: number | null;
  type: string;
  priority: string;
  title: string;
  message: string;
  action_url?: string | null;
  icon?: string | null;
  data?: unknown;
  scheduled_at?: string | null;
}): Record<string, unknown> {
  return {
    user_id: n.user_id,
    type: n.type,
    priority: n.priority,
    title: n.title,
    message: n.message,
    action_url: n.action_url ?? null,
    icon: n.icon ?? null,
    data: n.data ?? null,
    scheduled_at: n.scheduled_at ? new Date(n.scheduled_at).toISOString() : null,
  };
}

/** Who is acting in the back office. */
export interface Actor {
  id: number;
  role: Role;
}

const notFound = () => new AppError('NOTIFICATION_NOT_FOUND', M.notFound, 404);
const alreadyRead = () => new AppError('NOTIFICATION_ALREADY_READ', M.alreadyRead, 409);

/** The same instant (or both none). */
function sameTime(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

function salonDayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}

/**
 * The back-office notification manager (back-office §2.3): every notification, whoever it is
 * for. New ones are written `pending` and delivered by the `notification-delivery` job (at their
 * scheduled time), which also announces them; edits, bulk actions and deletions are announced here.
 */
export class NotificationsAdminService {
  constructor(
    private readonly db: Db,
    private readonly repository: NotificationsAdminRepository,
    private readonly notifications: NotificationsService,
    private readonly bus: EventBus,
    private readonly emailConfigured: boolean,
    private readonly audit: AuditTrail,
    private readonly links: ApprovedLinks,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(query: AdminNotificationListQuery): Promise<ApiPage<AdminNotificationDto>> {
    const [total, rows] = await Promise.all([
      this.repository.count(query),
      this.repository.list(query),
    ]);
    return toPage(rows.map(toAdminNotificationDto), total, query.page, query.per_page);
  }

  async stats(): Promise<AdminNotificationStats> {
    const now = this.clock();
    const today = salonToday(now);
    const dayStart = salonDayStart(today);
    const nextDayStart = new Date(Date.parse(dayStart) + 86_400_000).toISOString();
    const [counts, recent, byType, byPriority, outbox] = await Promise.all([
      this.repository.counts(now.toISOString(), dayStart, nextDayStart),
      this.repository.recent(LIMITS.recentSize),
      this.repository.byType(),
      this.repository.byPriority(),
      this.repository.outboxCounts(),
    ]);
    return {
      ...counts,
      recent_notifications: recent.map(toAdminNotificationDto),
      by_type: Object.fromEntries(byType.map((row) => [row.key, row.n])),
      by_priority: Object.fromEntries(byPriority.map((row) => [row.key, row.n])),
      outbox: { email_configured: this.emailConfigured, ...outbox },
    };
  }

  /**
   * People a notification can go to, by name, phone or e-mail: diacritics ignored, word starts
   * only, name hits first, at most `TEST_NOTIFICATION_LIMITS.recipientResults`.
   */
  async searchRecipients(term: string): Promise<RecipientOption[]> {
    const users = await this.repository.activeUsers();
    return searchItems(users, searchWords(term), (user) => ({
      name: user.name,
      text: [user.email],
      codes: user.phone ? [user.phone, toNationalPhone(user.phone)] : [],
    }))
      .slice(0, TEST_NOTIFICATION_LIMITS.recipientResults)
      .map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone ? toNationalPhone(user.phone) : null,
        role: user.role,
      }));
  }

  async detail(id: number): Promise<AdminNotificationDto> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    return toAdminNotificationDto(row);
  }

  /** Writes it `pending`; the delivery job sends it now or at `scheduled_at`. */
  async create(input: AdminNotificationCreateInput, actor: Actor): Promise<AdminNotificationDto> {
    await this.#requireRecipient(input.user_id);
    // Law 91/2025: promotions only to customers who agreed (the profile's consent switch).
    if (input.type === 'promotional' && input.user_id !== null) {
      await assertMayMarketTo(this.db, input.user_id);
    }
    await this.links.assertLink(input.action_url, 'action_url');
    const id = await this.db.transaction().execute(async (trx) => {
      const created = await this.notifications.create(trx, {
        user_id: input.user_id,
        type: input.type,
        priority: input.priority,
        title: input.title,
        message: input.message,
        action_url: input.action_url,
        icon: input.icon,
        data: input.data,
        is_system: input.is_system || input.user_id === null,
        scheduled_at: input.scheduled_at,
        created_by: actor.id,
      });
      await this.audit.record(trx, {
        action: 'create',
        resource: 'notification',
        resourceId: created,
        summary: `Tạo thông báo #${created}`,
        after: auditedFields(input),
      });
      return created;
    });
    return this.detail(id);
  }

  /**
   * Edits an unread notification. Its recipient and time may change only before delivery; a new
   * `scheduled_at` then reschedules it (the delivery job reads the column).
   */
  async update(id: number, input: AdminNotificationUpdateInput): Promise<AdminNotificationDto> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    if (row.status === 'read' || row.status === 'dismissed') throw alreadyRead();
    const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at).toISOString() : null;
    const userChanged = input.user_id !== row.user_id;
    const timeChanged = !sameTime(scheduledAt, row.scheduled_at);
    if (row.status !== 'pending') {
      if (userChanged) throw fieldError('user_id', M.alreadyDelivered, 'NOTIFICATION_DELIVERED');
      if (timeChanged) {
        throw fieldError('scheduled_at', M.alreadyDelivered, 'NOTIFICATION_DELIVERED');
      }
    }
    if (userChanged) await this.#requireRecipient(input.user_id);
    await this.links.assertLink(input.action_url, 'action_url');
    const changed = await this.db.transaction().execute(async (trx) => {
      const updated = await this.repository.updateUnread(
        id,
        {
          user_id: input.user_id,
          type: input.type,
          priority: input.priority,
          title: input.title,
          message: input.message,
          action_url: input.action_url,
          icon: input.icon,
          data: input.data ? JSON.stringify(input.data) : null,
          is_system: input.is_system || input.user_id === null,
          scheduled_at: scheduledAt,
          updated_at: this.clock().toISOString(),
        },
        userChanged || timeChanged,
        trx,
      );
      if (updated) {
        await this.audit.record(trx, {
          action: 'update',
          resource: 'notification',
          resourceId: id,
          summary: `Sửa thông báo #${id}`,
          before: auditedFields({
            ...row,
            data: row.data ? (JSON.parse(row.data) as unknown) : null,
          }),
          after: auditedFields({ ...input, scheduled_at: scheduledAt }),
        });
      }
      return updated;
    });
    // Read, dismissed or delivered between the check and the write.
    if (!changed) throw alreadyRead();
    await this.#announce(1, row.status === 'sent' ? [row.user_id] : []);
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    const deleted = await this.db.transaction().execute(async (trx) => {
      const row = await this.repository.delete(id, trx);
      if (row) {
        await this.audit.record(trx, {
          action: 'delete',
          resource: 'notification',
          resourceId: id,
          summary: `Xóa thông báo #${id}`,
        });
      }
      return row;
    });
    if (!deleted) throw notFound();
    await this.#announce(1, [deleted.user_id]);
  }

  async bulk(input: AdminNotificationBulkInput): Promise<AdminNotificationBulkResult> {
    const changed = await this.db.transaction().execute(async (trx) => {
      const rows = await this.repository.bulk(
        input.action,
        input.notification_ids,
        this.clock().toISOString(),
        trx,
      );
      await this.audit.record(
        trx,
        rows.map((row) => ({
          action: input.action === 'delete' ? ('delete' as const) : ('status' as const),
          resource: 'notification' as const,
          resourceId: row.id,
          summary: `${BULK_SUMMARY[input.action]} thông báo #${row.id} (thao tác hàng loạt)`,
        })),
      );
      return rows;
    });
    if (changed.length)
      await this.#announce(
        changed.length,
        changed.map((row) => row.user_id),
      );
    return { affected_count: changed.length };
  }

  /**
   * One notification per active user of the audience, all in one transaction (so a failure
   * sends none), inserted in batches. Only managers and admins address staff roles.
   */
  async broadcast(input: AdminBroadcastInput, actor: Actor): Promise<number> {
    if (input.audience === 'role' && actor.role === 'staff') {
      throw new AppError('FORBIDDEN', M.roleBroadcastForbidden, 403);
    }
    const role: Role = input.audience === 'customers' ? 'customer' : (input.role ?? 'customer');
    const type = input.audience === 'customers' ? 'customer_broadcast' : 'role_broadcast';
    const data = JSON.stringify({ ...input.data, broadcast_to: role });
    await this.links.assertLink(input.action_url, 'action_url');
    return this.db.transaction().execute(async (trx) => {
      const userIds = await this.repository.activeUserIds(role, trx);
      if (!userIds.length) throw fieldError('audience', M.noRecipients, 'NO_RECIPIENTS');
      for (let i = 0; i < userIds.length; i += LIMITS.broadcastBatchSize) {
        const rows: Insertable<NotificationTable>[] = userIds
          .slice(i, i + LIMITS.broadcastBatchSize)
          .map((userId) => ({
            user_id: userId,
            type,
            priority: input.priority,
            title: input.title,
            message: input.message,
            icon: input.icon,
            action_url: input.action_url,
            data,
            is_system: false,
            scheduled_at: null,
            read_at: null,
            created_by: actor.id,
          }));
        await this.repository.insertMany(trx, rows);
      }
      await this.audit.record(trx, {
        action: 'send',
        resource: 'broadcast',
        summary: `Gửi thông báo hàng loạt tới ${userIds.length} ${ROLE_AUDIENCE[role]}`,
        after: {
          audience: input.audience,
          role,
          recipients: userIds.length,
          title: input.title,
          action_url: input.action_url ?? null,
        },
      });
      return userIds.length;
    });
  }

  async #requireRecipient(userId: number | null): Promise<void> {
    if (userId !== null && !(await this.repository.userExists(userId))) {
      throw fieldError('user_id', M.userNotFound);
    }
  }

  /** Tells the back office, and each touched recipient's open pages, after the change. */
  async #announce(count: number, userIds: (number | null)[]): Promise<void> {
    this.bus.publish({
      channel: ADMIN_NOTIFICATIONS_CHANNEL,
      event: REALTIME_EVENTS.adminNotificationUpdated,
      data: { count },
    });
    for (const userId of new Set(userIds)) {
      if (userId === null) continue;
      const data: NotificationUpdatedEvent = {
        unread: await this.notifications.unreadCount(userId),
      };
      this.bus.publish({
        channel: userChannel(userId),
        event: REALTIME_EVENTS.notificationUpdated,
        data,
      });
    }
  }
}
