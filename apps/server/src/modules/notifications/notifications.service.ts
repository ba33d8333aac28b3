import {
  NOTIFICATION_MESSAGES as M,
  REALTIME_EVENTS,
  type NotificationUpdatedEvent,
  type ApiPage,
  type NotificationDto,
  type NotificationListQuery,
  type NotificationStats,
  type NotificationPriority,
  type NotificationType,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { userChannel, type EventBus } from '../realtime/event-bus.js';
import { toPage } from '../catalog/catalog.dto.js';
import { toNotificationDto } from './notifications.dto.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** What another module gives to create a notification. */
export interface NewNotification {
  /** null: a system notification for the back office. */
  user_id: number | null;
  type: NotificationType;
  priority?: NotificationPriority;
  title: string;
  message: string;
  action_url?: string | null;
  icon?: string | null;
  data?: Record<string, unknown> | null;
  is_system?: boolean;
  /** Not shown before this time. */
  scheduled_at?: Date | string | null;
  created_by?: number | null;
}

const notFound = () => new AppError('NOTIFICATION_NOT_FOUND', M.notFound, 404);

/** In-app notifications: created inside other modules' transactions, read by their owner. */
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly clock: () => Date = () => new Date(),
    /** Tells the user's other tabs and devices what changed. */
    private readonly bus: EventBus | null = null,
  ) {}

  /** Writes a notification with the caller's transaction, so it exists only if the change does. */
  async create(trx: Transaction<Database>, input: NewNotification): Promise<number> {
    const scheduled = input.scheduled_at ? new Date(input.scheduled_at).toISOString() : null;
    return this.repository.insert(trx, {
      user_id: input.user_id,
      type: input.type,
      priority: input.priority ?? 'normal',
      title: input.title,
      message: input.message,
      action_url: input.action_url ?? null,
      icon: input.icon ?? null,
      data: input.data ? JSON.stringify(input.data) : null,
      is_system: input.is_system ?? input.user_id === null,
      scheduled_at: scheduled,
      created_by: input.created_by ?? null,
      read_at: null,
    });
  }

  async list(userId: number, query: NotificationListQuery): Promise<ApiPage<NotificationDto>> {
    const now = this.#now();
    const [total, rows] = await Promise.all([
      this.repository.count(userId, query, now),
      this.repository.list(userId, query, now),
    ]);
    return toPage(rows.map(toNotificationDto), total, query.page, query.per_page);
  }

  async unreadCount(userId: number): Promise<number> {
    return this.repository.unreadCount(userId, this.#now());
  }

  async stats(userId: number): Promise<NotificationStats> {
    return this.repository.stats(userId, this.#now());
  }

  /** Marks one read (already read is fine); someone else's or a missing one is 404. */
  async markRead(userId: number, id: number): Promise<NotificationDto> {
    const now = this.#now();
    const changed = await this.repository.markRead(userId, now, id);
    const row = await this.repository.find(userId, id, now);
    if (!row) throw notFound();
    if (changed) await this.#announce(userId);
    return toNotificationDto(row);
  }

  /** Returns how many were unread. */
  async markAllRead(userId: number): Promise<number> {
    const changed = await this.repository.markRead(userId, this.#now());
    if (changed) await this.#announce(userId);
    return changed;
  }

  async delete(userId: number, id: number): Promise<void> {
    if (!(await this.repository.delete(userId, id, this.#now()))) throw notFound();
    await this.#announce(userId);
  }

  /** Deletes every read one; returns how many (0 is not an error). */
  async deleteRead(userId: number): Promise<number> {
    const deleted = await this.repository.deleteRead(userId, this.#now());
    if (deleted) await this.#announce(userId);
    return deleted;
  }

  async #announce(userId: number): Promise<void> {
    if (!this.bus) return;
    const data: NotificationUpdatedEvent = { unread: await this.unreadCount(userId) };
    this.bus.publish({
      channel: userChannel(userId),
      event: REALTIME_EVENTS.notificationUpdated,
      data,
    });
  }

  #now(): string {
    return this.clock().toISOString();
  }
}
