import {
  UNREAD_NOTIFICATION_STATUSES,
  notificationReadState,
  type NotificationListQuery,
  type NotificationStats,
} from '@salon/shared';
import { sql, type ExpressionBuilder, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, NotificationRow, NotificationTable } from '../../db/schema.js';

type Eb = ExpressionBuilder<Database, 'notifications'>;
type Executor = Db | Transaction<Database>;

/** What a user sees of their own: not dismissed, and not scheduled for later. */
function visibleTo(eb: Eb, userId: number, now: string) {
  return eb.and([
    eb('user_id', '=', userId),
    eb('status', '!=', 'dismissed'),
    eb.or([eb('scheduled_at', 'is', null), eb('scheduled_at', '<=', now)]),
  ]);
}

const unread = (eb: Eb) => eb('status', 'in', UNREAD_NOTIFICATION_STATUSES);

/** When a notification appears to its user: its scheduled time, else its creation. */
const shownAt = sql<string>`coalesce(scheduled_at, created_at)`;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(executor: Executor, values: Insertable<NotificationTable>): Promise<number> {
    const row = await executor
      .insertInto('notifications')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  #filtered(userId: number, query: NotificationListQuery, now: string) {
    let select = this.db.selectFrom('notifications').where((eb) => visibleTo(eb, userId, now));
    const state = query.unread_only ? 'unread' : notificationReadState(query.status);
    if (state === 'unread') select = select.where(unread);
    else if (state === 'read') select = select.where('status', '=', 'read');
    if (query.type) select = select.where('type', '=', query.type);
    return select;
  }

  async count(userId: number, query: NotificationListQuery, now: string): Promise<number> {
    const row = await this.#filtered(userId, query, now)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first; with `unreadFirst`, the unread ones come before the rest. */
  async list(
    userId: number,
    query: NotificationListQuery,
    now: string,
  ): Promise<NotificationRow[]> {
    let select = this.#filtered(userId, query, now).selectAll();
    if (query.sort === 'unread_first') {
      select = select.orderBy((eb) => eb.case().when(unread(eb)).then(0).else(1).end(), 'asc');
    }
    return select
      .orderBy(shownAt, 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
  }

  async unreadCount(userId: number, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .where((eb) => visibleTo(eb, userId, now))
      .where(unread)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Counts of what the user sees, in one pass. */
  async stats(userId: number, now: string): Promise<NotificationStats> {
    const row = await this.db
      .selectFrom('notifications')
      .where((eb) => visibleTo(eb, userId, now))
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when(unread(eb)).then(1).else(0).end()).as('unread'),
        eb.fn.sum(eb.case().when('status', '=', 'read').then(1).else(0).end()).as('read'),
        eb.fn.sum(eb.case().when('priority', '=', 'urgent').then(1).else(0).end()).as('urgent'),
      ])
      .executeTakeFirstOrThrow();
    // SUM of no rows is null; PostgreSQL returns counts and sums as strings.
    return {
      total: Number(row.total),
      unread: Number(row.unread ?? 0),
      read: Number(row.read ?? 0),
      urgent: Number(row.urgent ?? 0),
    };
  }

  async find(userId: number, id: number, now: string): Promise<NotificationRow | undefined> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => visibleTo(eb, userId, now))
      .executeTakeFirst();
  }

  /** Marks unread ones read; returns how many changed. `id` limits it to one. */
  async markRead(userId: number, now: string, id?: number): Promise<number> {
    let update = this.db
      .updateTable('notifications')
      .set({ status: 'read', read_at: now, updated_at: now })
      .where((eb) => visibleTo(eb, userId, now))
      .where(unread);
    if (id !== undefined) update = update.where('id', '=', id);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(userId: number, id: number, now: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where((eb) => visibleTo(eb, userId, now))
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Deletes every read one the user sees; returns how many. */
  async deleteRead(userId: number, now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('notifications')
      .where((eb) => visibleTo(eb, userId, now))
      .where('status', '=', 'read')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
