import type { ReviewableType } from '@salon/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, QuestionTable } from '../../db/schema.js';
import { matchesWords } from '../../lib/search.sql.js';
import type { ItemKey } from './reviews.repository.js';

export interface AdminQuestionFilter {
  answered?: boolean | undefined;
  itemType?: ReviewableType | undefined;
  words: string[];
}

function questionsFrom(db: Kysely<Database>) {
  return db.selectFrom('questions as q');
}
type QuestionsQuery = ReturnType<typeof questionsFrom>;

function questionColumns(db: Kysely<Database>) {
  return questionsFrom(db)
    .leftJoin('users as author', 'author.id', 'q.user_id')
    .leftJoin('users as answerer', 'answerer.id', 'q.answered_by')
    .select([
      'q.id',
      'q.item_type',
      'q.item_id',
      'q.user_id',
      'q.guest_name',
      'q.guest_email',
      'q.question',
      'q.answer',
      'q.answered_at',
      'q.is_featured',
      'q.created_at',
      'author.name as author_user_name',
      'author.email as author_user_email',
      'answerer.name as answerer_name',
    ]);
}

export type QuestionListRow = Awaited<
  ReturnType<ReturnType<typeof questionColumns>['executeTakeFirstOrThrow']>
>;
export type AdminQuestionRow = QuestionListRow & {
  item_name: string | null;
  item_slug: string | null;
};

/** Questions about services and products: queries only. */
export class QuestionsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new one in one transaction with `admit`, which may refuse it (the limits). */
  async insert(
    values: Insertable<QuestionTable>,
    admit: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await admit(trx);
      const row = await trx
        .insertInto('questions')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  findById(id: number): Promise<QuestionListRow | undefined> {
    return questionColumns(this.db).where('q.id', '=', id).executeTakeFirst();
  }

  async countAnswered(item: ItemKey): Promise<number> {
    const row = await this.#answeredOf(item)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Answered questions of an item: featured first, then the newest answers. */
  listAnswered(item: ItemKey, limit: number, offset: number): Promise<QuestionListRow[]> {
    return questionColumns(this.db)
      .where('q.item_type', '=', item.type)
      .where('q.item_id', '=', item.id)
      .where('q.answered_at', 'is not', null)
      .orderBy('q.is_featured', 'desc')
      .orderBy('q.answered_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Sets the answer. `before` runs first in the same transaction (the audit entry), so a write
   * the database refuses takes it back too. False when there is no such question.
   */
  async answer(
    id: number,
    answer: string,
    by: number,
    before?: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('questions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return false;
      await before?.(trx);
      const now = new Date().toISOString();
      await trx
        .updateTable('questions')
        .set({ answer, answered_by: by, answered_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  async countForAdmin(filter: AdminQuestionFilter): Promise<number> {
    const row = await this.#adminFiltered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Unanswered first, then the newest. */
  listForAdmin(
    filter: AdminQuestionFilter,
    limit: number,
    offset: number,
  ): Promise<AdminQuestionRow[]> {
    let query = questionColumns(this.db)
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'q.item_id').on('q.item_type', '=', 'service'),
      )
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'q.item_id').on('q.item_type', '=', 'product'),
      )
      .select((eb) => [
        eb.fn.coalesce('s.name', 'p.name').as('item_name'),
        eb.fn.coalesce('s.slug', 'p.slug').as('item_slug'),
      ]);
    if (filter.answered !== undefined) {
      query = query.where('q.answered_at', filter.answered ? 'is not' : 'is', null);
    }
    if (filter.itemType) query = query.where('q.item_type', '=', filter.itemType);
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'q.search_text'));
    return query
      .orderBy((eb) => eb.case().when('q.answered_at', 'is', null).then(0).else(1).end())
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  #answeredOf(item: ItemKey): QuestionsQuery {
    return questionsFrom(this.db)
      .where('q.item_type', '=', item.type)
      .where('q.item_id', '=', item.id)
      .where('q.answered_at', 'is not', null);
  }

  #adminFiltered(filter: AdminQuestionFilter): QuestionsQuery {
    let query = questionsFrom(this.db);
    if (filter.answered !== undefined) {
      query = query.where('q.answered_at', filter.answered ? 'is not' : 'is', null);
    }
    if (filter.itemType) query = query.where('q.item_type', '=', filter.itemType);
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'q.search_text'));
    return query;
  }
}
