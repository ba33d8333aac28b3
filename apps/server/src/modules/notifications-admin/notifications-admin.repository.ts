import {
  UNREAD_NOTIFICATION_STATUSES,
  type AdminNotificationBulkAction,
  type AdminNotificationListQuery,
  type NotificationPriority,
  type NotificationType,
  type Role,
} from '@salon/shared';
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, NotificationTable } from '../../db/schema.js';
import type { AdminNotificationRow } from './notifications-admin.dto.js';

type Executor = Db | Transaction<Database>;
type Eb = ExpressionBuilder<Database & { u: Database['users'] }, 'notifications' | 'u'>;

const unread = (eb: ExpressionBuilder<Database, 'notifications'>) =>
  eb('notifications.status', 'in', UNREAD_NOTIFICATION_STATUSES);

/** `%word%` for LIKE, with the wildcards of the search text escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every notification, for the back office (no per-user visibility rules). */
export class NotificationsAdminRepository {
  constructor(private readonly db: Db) {}

  #withRecipient(executor: Executor = this.db) {
    return executor
      .selectFrom('notifications')
      .leftJoin('users as u', 'u.id', 'notifications.user_id')
      .selectAll('notifications')
      .select([
        'u.name as recipient_name',
        'u.email as recipient_email',
        'u.phone as recipient_phone',
        'u.role as recipient_role',
      ]);
  }

  #filtered(query: AdminNotificationListQuery) {
    let select = this.#withRecipient();
    if (query.status) select = select.where('notifications.status', '=', query.status);
    if (query.type) select = select.where('notifications.type', '=', query.type);
    if (query.priority) select = select.where('notifications.priority', '=', query.priority);
    if (query.search) {
      const pattern = likePattern(query.search);
      select = select.where((eb: Eb) =>
        eb.or([
          eb(sql`lower(u.name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(u.email)`, 'like', sql`${pattern} escape '\\'`),
          eb('u.phone', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return select;
  }

  async count(query: AdminNotificationListQuery): Promise<number> {
    const row = await this.#filtered(query)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first (back-office §9). */
  async list(query: AdminNotificationListQuery): Promise<AdminNotificationRow[]> {
    return await this.#filtered(query)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
  }

  async recent(limit: number): Promise<AdminNotificationRow[]> {
    return await this.#withRecipient()
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit)
      .execute();
  }

  async find(id: number, executor: Executor = this.db): Promise<AdminNotificationRow | undefined> {
    return await this.#withRecipient(executor)
      .where('notifications.id', '=', id)
      .executeTakeFirst();
  }

  /** Active accounts, for the recipient picker to search (it folds and ranks in code). */
  activeUsers() {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone', 'role'])
      .where('status', '=', 'active')
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  async userExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Updates a notification only while it is still unread (`onlyPending`: still undelivered);
   * returns false when it was read, dismissed or delivered in the meantime.
   */
  async updateUnread(
    id: number,
    values: Updateable<NotificationTable>,
    onlyPending: boolean,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('notifications')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', onlyPending ? ['pending'] : UNREAD_NOTIFICATION_STATUSES)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes; returns the recipient's id (undefined when there was no such notification). */
  async delete(
    id: number,
    executor: Executor = this.db,
  ): Promise<{ user_id: number | null } | undefined> {
    return executor
      .deleteFrom('notifications')
      .where('id', '=', id)
      .returning('user_id')
      .executeTakeFirst();
  }

  /** Applies a bulk action; returns the recipients of the rows it changed. */
  async bulk(
    action: AdminNotificationBulkAction,
    ids: number[],
    now: string,
    executor: Executor = this.db,
  ): Promise<{ id: number; user_id: number | null }[]> {
    if (action === 'delete') {
      return executor
        .deleteFrom('notifications')
        .where('id', 'in', ids)
        .returning(['id', 'user_id'])
        .execute();
    }
    if (action === 'mark_read') {
      return executor
        .updateTable('notifications')
        .set({ status: 'read', read_at: now, updated_at: now })
        .where('id', 'in', ids)
        .where(unread)
        .returning(['id', 'user_id'])
        .execute();
    }
    return executor
      .updateTable('notifications')
      .set({ status: 'dismissed', updated_at: now })
      .where('id', 'in', ids)
      .where('status', '!=', 'dismissed')
      .returning(['id', 'user_id'])
      .execute();
  }

  /** Active users of a role: a broadcast's recipients. */
  async activeUserIds(role: Role, executor: Executor): Promise<number[]> {
    const rows = await executor
      .selectFrom('users')
      .select('id')
      .where('role', '=', role)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async insertMany(
    trx: Transaction<Database>,
    rows: Insertable<NotificationTable>[],
  ): Promise<void> {
    if (rows.length) await trx.insertInto('notifications').values(rows).execute();
  }

  /* --- statistics ------------------------------------------------------------------------ */

  async counts(now: string, dayStart: string, nextDayStart: string) {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when(unread(eb)).then(1).else(0).end()).as('unread'),
        eb.fn.sum(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
        eb.fn
          .sum(
            eb
              .case()
              .when(eb.and([eb('status', '=', 'pending'), eb('scheduled_at', '<=', now)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('overdue'),
        eb.fn
          .sum(
            eb
              .case()
              .when(
                eb.and([
                  eb('status', '=', 'pending'),
                  eb('scheduled_at', '>', now),
                  eb('scheduled_at', '>=', dayStart),
                  eb('scheduled_at', '<', nextDayStart),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('due_today'),
        eb.fn
          .sum(
            eb
              .case()
              .when(eb.and([unread(eb), eb('priority', 'in', ['high', 'urgent'])]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('high_priority'),
        eb.fn
          .sum(eb.case().when('is_system', '=', true).then(1).else(0).end())
          .as('system_notifications'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      unread: Number(row.unread ?? 0),
      pending: Number(row.pending ?? 0),
      overdue: Number(row.overdue ?? 0),
      due_today: Number(row.due_today ?? 0),
      high_priority: Number(row.high_priority ?? 0),
      system_notifications: Number(row.system_notifications ?? 0),
    };
  }

  async byType(): Promise<{ key: NotificationType; n: number }[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .select((eb) => ['type as key', eb.fn.countAll().as('n')])
      .groupBy('type')
      .execute();
    return rows.map((row) => ({ key: row.key, n: Number(row.n) }));
  }

  async byPriority(): Promise<{ key: NotificationPriority; n: number }[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .select((eb) => ['priority as key', eb.fn.countAll().as('n')])
      .groupBy('priority')
      .execute();
    return rows.map((row) => ({ key: row.key, n: Number(row.n) }));
  }

  async outboxCounts(): Promise<{ waiting: number; failed: number }> {
    const row = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => [
        eb.fn
          .sum(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end())
          .as('waiting'),
        eb.fn.sum(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      ])
      .executeTakeFirstOrThrow();
    return { waiting: Number(row.waiting ?? 0), failed: Number(row.failed ?? 0) };
  }
}
