import type { Db } from '../../db/database.js';

export interface FaqVoteTotals {
  faq_id: string;
  helpful: number;
  not_helpful: number;
}

export class HelpRepository {
  constructor(private readonly db: Db) {}

  /** One vote per voter and FAQ: a second vote replaces the first. */
  async upsertVote(faqId: string, voterKey: string, helpful: boolean): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('faq_votes')
      .values({ faq_id: faqId, voter_key: voterKey, is_helpful: helpful, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['faq_id', 'voter_key']).doUpdateSet({ is_helpful: helpful, updated_at: now }),
      )
      .execute();
  }

  async totals(): Promise<FaqVoteTotals[]> {
    const rows = await this.db
      .selectFrom('faq_votes')
      .select((eb) => [
        'faq_id',
        eb.fn.countAll<number>().filterWhere('is_helpful', '=', true).as('helpful'),
        eb.fn.countAll<number>().filterWhere('is_helpful', '=', false).as('not_helpful'),
      ])
      .groupBy('faq_id')
      .execute();
    return rows.map((row) => ({
      faq_id: row.faq_id,
      helpful: Number(row.helpful),
      not_helpful: Number(row.not_helpful),
    }));
  }

  async votesOf(voterKey: string): Promise<{ faq_id: string; is_helpful: boolean }[]> {
    return this.db
      .selectFrom('faq_votes')
      .select(['faq_id', 'is_helpful'])
      .where('voter_key', '=', voterKey)
      .execute();
  }
}
