import type { PrivacyRequestListQuery } from '@salon/shared';
import { PRIVACY_PAGE_SIZE } from '@salon/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PrivacyRequestTable } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type PrivacyRequestRow = Selectable<PrivacyRequestTable>;
export interface AdminPrivacyRequestRow extends PrivacyRequestRow {
  customer_name: string;
  customer_email: string | null;
  handled_by_name: string | null;
}

/** Queries of the personal-data requests and the consent log; no rules. */
export class PrivacyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  forUser(userId: number): Promise<PrivacyRequestRow[]> {
    return this.db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  find(id: number, executor: Executor = this.db): Promise<PrivacyRequestRow | undefined> {
    return executor
      .selectFrom('privacy_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  byTokenHash(hash: string, executor: Executor = this.db): Promise<PrivacyRequestRow | undefined> {
    return executor
      .selectFrom('privacy_requests')
      .selectAll()
      .where('archive_token_hash', '=', hash)
      .executeTakeFirst();
  }

  openOfType(userId: number, type: string, executor: Executor = this.db) {
    return executor
      .selectFrom('privacy_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', type as PrivacyRequestRow['type'])
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
  }

  #adminBase(query: PrivacyRequestListQuery, now: string) {
    let base = this.db
      .selectFrom('privacy_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as h', 'h.id', 'r.handled_by');
    if (query.status) base = base.where('r.status', '=', query.status);
    if (query.type) base = base.where('r.type', '=', query.type);
    if (query.overdue === 'true') {
      base = base.where('r.status', 'in', ['pending', 'processing']).where('r.due_at', '<', now);
    }
    return base;
  }

  async adminPage(query: PrivacyRequestListQuery, now: string) {
    const total = await this.#adminBase(query, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.#adminBase(query, now)
      .selectAll('r')
      .select(['u.name as customer_name', 'u.email as customer_email', 'h.name as handled_by_name'])
      .orderBy('r.id', 'desc')
      .limit(PRIVACY_PAGE_SIZE)
      .offset((query.page - 1) * PRIVACY_PAGE_SIZE)
      .execute();
    return { rows: rows as AdminPrivacyRequestRow[], total: Number(total.n) };
  }

  async consentPage(page: number) {
    const total = await this.db
      .selectFrom('consent_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('consent_events as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .selectAll('c')
      .select(['u.name as customer_name'])
      .orderBy('c.id', 'desc')
      .limit(PRIVACY_PAGE_SIZE)
      .offset((page - 1) * PRIVACY_PAGE_SIZE)
      .execute();
    return { rows, total: Number(total.n) };
  }

  latestConsent(userId: number, executor: Executor = this.db) {
    return executor
      .selectFrom('consent_events')
      .select(['given', 'occurred_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'marketing')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
