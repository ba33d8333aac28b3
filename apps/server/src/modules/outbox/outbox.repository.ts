import type { OutboxChannel, OutboxListQuery } from '@salon/shared';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, OutboxMessageRow, OutboxMessageTable } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Adds a message; with a dedupe_key already stored nothing is added and null comes back. */
  async insert(executor: Executor, values: Insertable<OutboxMessageTable>): Promise<number | null> {
    const row = await executor
      .insertInto('outbox_messages')
      .values(values)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  #filtered(query: OutboxListQuery) {
    let select = this.db.selectFrom('outbox_messages');
    if (query.status) select = select.where('status', '=', query.status);
    if (query.channel) select = select.where('channel', '=', query.channel);
    return select;
  }

  async count(query: OutboxListQuery): Promise<number> {
    const row = await this.#filtered(query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async list(query: OutboxListQuery): Promise<OutboxMessageRow[]> {
    return this.#filtered(query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
  }

  /** The latest messages of the channel that were tried at least once, newest first. */
  async latestAttempts(
    channel: OutboxChannel,
    limit: number,
  ): Promise<Pick<OutboxMessageRow, 'status'>[]> {
    return this.db
      .selectFrom('outbox_messages')
      .select('status')
      .where('channel', '=', channel)
      .where('attempts', '>', 0)
      .where('status', '!=', 'sending')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async find(id: number): Promise<OutboxMessageRow | undefined> {
    return this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Messages of the channels that can be delivered, waiting to go: pending and due, or stuck in
   * sending since before `staleBefore`.
   */
  async dueIds(
    channels: readonly OutboxChannel[],
    now: string,
    staleBefore: string,
    limit: number,
  ): Promise<number[]> {
    if (channels.length === 0) return [];
    const rows = await this.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('channel', 'in', channels)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'pending'),
            eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
          ]),
          eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Takes one message for sending: a conditional UPDATE that only one sender can win, so a
   * message is never handed to the mail server twice at once.
   */
  async claim(id: number, now: string, staleBefore: string): Promise<OutboxMessageRow | null> {
    const result = await this.db
      .updateTable('outbox_messages')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'pending'),
            eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
          ]),
          eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return (await this.find(id)) ?? null;
  }

  async markSent(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('outbox_messages')
      .set({
        status: 'sent',
        // Delivered: the secret is not needed any more, not even sealed.
        secret_sealed: null,
        sent_at: now,
        last_error: null,
        next_attempt_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async markFailedAttempt(
    id: number,
    values: { now: string; error: string; nextAttemptAt: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('outbox_messages')
      .set({
        status: values.nextAttemptAt ? 'pending' : 'failed',
        last_error: values.error,
        next_attempt_at: values.nextAttemptAt,
        updated_at: values.now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Puts a message not yet sent back in the queue with a fresh set of attempts. */
  /** Runs `work` in one transaction, with a repository on it. */
  transaction<T>(work: (repository: OutboxRepository, trx: Transaction<Database>) => Promise<T>) {
    return this.db.transaction().execute((trx) => work(new OutboxRepository(trx), trx));
  }

  async requeue(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox_messages')
      .set({ status: 'pending', attempts: 0, next_attempt_at: null, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
