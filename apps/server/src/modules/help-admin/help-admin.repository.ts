import type { FeedbackListQuery } from '@salon/shared';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, HelpFeedbackTable } from '../../db/schema.js';

export type FeedbackRow = Selectable<HelpFeedbackTable> & {
  sender_name: string | null;
  sender_email: string | null;
  sender_role: string | null;
};

export interface VoteTotalsRow {
  faq_id: string;
  helpful: number;
  not_helpful: number;
  rating_count: number;
  rating_sum: number;
}

/** The back office's help screen: votes on its answers and the feedback sent from it. */
export class HelpAdminRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with this repository bound to it. */
  transaction<T>(
    work: (repository: HelpAdminRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => work(new HelpAdminRepository(trx), trx));
  }

  /** One row per person and answer: a field not given keeps its stored value. */
  async upsertVote(
    faqId: string,
    userId: number,
    change: { helpful?: number | null; rating?: number | null },
  ): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('back_office_faq_votes')
      .values({
        faq_id: faqId,
        user_id: userId,
        helpful: change.helpful ?? null,
        rating: change.rating ?? null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['faq_id', 'user_id']).doUpdateSet({
          ...(change.helpful !== undefined ? { helpful: change.helpful } : {}),
          ...(change.rating !== undefined ? { rating: change.rating } : {}),
          updated_at: now,
        }),
      )
      .execute();
  }

  async voteTotals(): Promise<VoteTotalsRow[]> {
    const rows = await this.db
      .selectFrom('back_office_faq_votes')
      .select((eb) => [
        'faq_id',
        eb.fn.countAll<number>().filterWhere('helpful', '=', 1).as('helpful'),
        eb.fn.countAll<number>().filterWhere('helpful', '=', 0).as('not_helpful'),
        eb.fn.count<number>('rating').as('rating_count'),
        eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('rating_sum'),
      ])
      .groupBy('faq_id')
      .execute();
    return rows.map((row) => ({
      faq_id: row.faq_id,
      helpful: Number(row.helpful),
      not_helpful: Number(row.not_helpful),
      rating_count: Number(row.rating_count),
      rating_sum: Number(row.rating_sum),
    }));
  }

  votesOf(userId: number) {
    return this.db
      .selectFrom('back_office_faq_votes')
      .select(['faq_id', 'helpful', 'rating'])
      .where('user_id', '=', userId)
      .execute();
  }

  async insertFeedback(values: {
    user_id: number;
    type: string;
    subject: string;
    description: string;
    priority: string | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('help_feedback')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async countFeedback(query: FeedbackListQuery): Promise<number> {
    let q = this.db.selectFrom('help_feedback').select((eb) => eb.fn.countAll<number>().as('n'));
    if (query.type) q = q.where('type', '=', query.type);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  #feedbackWithSender() {
    return this.db
      .selectFrom('help_feedback as f')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('f')
      .select(['u.name as sender_name', 'u.email as sender_email', 'u.role as sender_role']);
  }

  listFeedbackById(id: number): Promise<FeedbackRow[]> {
    return this.#feedbackWithSender().where('f.id', '=', id).execute();
  }

  listFeedback(query: FeedbackListQuery): Promise<FeedbackRow[]> {
    let q = this.#feedbackWithSender();
    if (query.type) q = q.where('f.type', '=', query.type);
    return q
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
  }

  /** The storefront help centre's support requests (stored by the contacts module). */
  async supportRequests(limit: number) {
    const [counts, recent] = await Promise.all([
      this.db
        .selectFrom('contact_requests')
        .where('source', '=', 'help')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.countAll<number>().filterWhere('status', 'in', ['new', 'in_progress']).as('open'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('contact_requests')
        .where('source', '=', 'help')
        .select(['id', 'name', 'subject', 'type', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return { total: Number(counts.total), open: Number(counts.open), recent };
  }

  /** Recurring jobs: how many are due now, running (claimed) and failing. */
  async jobCounts(now: string) {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .countAll<number>()
          .filterWhere((w) =>
            w.and([
              w('next_run_at', '<=', now),
              w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]),
            ]),
          )
          .as('due'),
        eb.fn.countAll<number>().filterWhere('locked_until', '>', now).as('running'),
        eb.fn.countAll<number>().filterWhere('last_error', 'is not', null).as('failing'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      due: Number(row.due),
      running: Number(row.running),
      failing: Number(row.failing),
    };
  }

  async outboxCounts() {
    const rows = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  notification(id: number) {
    return this.db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'status', 'created_by', 'data'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The e-mail of a test send, found by the notification it went with. */
  testEmail(notificationId: number) {
    return this.db
      .selectFrom('outbox_messages')
      .select(['id', 'recipient', 'status', 'attempts', 'last_error', 'sent_at'])
      .where('related_type', '=', TEST_NOTIFICATION_RELATED)
      .where('related_id', '=', notificationId)
      .executeTakeFirst();
  }

  user(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

/** `related_type` of a test send's e-mail in the outbox. */
export const TEST_NOTIFICATION_RELATED = 'test-notification';
