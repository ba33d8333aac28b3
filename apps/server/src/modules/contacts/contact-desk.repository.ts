import { ADMIN_PAGES, type AdminContactListQuery, salonMoment } from '@salon/shared';
import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactHistoryTable, ContactRequestTable, Database } from '../../db/schema.js';
import { matchesWords } from '../../lib/search.sql.js';

type Executor = Db | Transaction<Database>;

/** A contact with the names of its branch, assignee and replier. */
export interface DeskContactRow extends Selectable<ContactRequestTable> {
  branch_name: string | null;
  assignee_name: string | null;
  replier_name: string | null;
}

export interface HistoryRow extends Selectable<ContactHistoryTable> {
  actor_name: string | null;
}

export interface ContactFilter extends Omit<AdminContactListQuery, 'search'> {
  words: string[];
}

const DAY_MS = 86_400_000;

/** The start of a salon day, and of the day after `end`, as stored timestamps. */
function dayRange(start?: string, end?: string): { from?: string; to?: string } {
  return {
    from: start ? salonMoment(start, '00:00').toISOString() : undefined,
    to: end ? new Date(salonMoment(end, '00:00').getTime() + DAY_MS).toISOString() : undefined,
  };
}

/** The roles that may open the contacts page (ADMIN_PAGES.contacts). */
export const CONTACT_DESK_ROLES = ADMIN_PAGES.contacts.roles;

export class ContactDeskRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  #contacts(executor: Executor) {
    return executor
      .selectFrom('contact_requests as c')
      .leftJoin('branches as b', 'b.id', 'c.branch_id')
      .leftJoin('users as a', 'a.id', 'c.assigned_to')
      .leftJoin('users as r', 'r.id', 'c.replied_by')
      .selectAll('c')
      .select(['b.name as branch_name', 'a.name as assignee_name', 'r.name as replier_name']);
  }

  async list(filter: ContactFilter): Promise<{ rows: DeskContactRow[]; total: number }> {
    const { from, to } = dayRange(filter.start_date, filter.end_date);
    let base = this.db.selectFrom('contact_requests as c');
    if (filter.words.length > 0) base = base.where(matchesWords(filter.words, 'c.search_text'));
    if (filter.status) base = base.where('c.status', '=', filter.status);
    if (filter.type) base = base.where('c.type', '=', filter.type);
    if (filter.priority) base = base.where('c.priority', '=', filter.priority);
    if (filter.source) base = base.where('c.source', '=', filter.source);
    if (from) base = base.where('c.created_at', '>=', from);
    if (to) base = base.where('c.created_at', '<', to);
    const counted = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ids = await base
      .select('c.id')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page)
      .execute();
    const rows =
      ids.length === 0
        ? []
        : await this.#contacts(this.db)
            .where(
              'c.id',
              'in',
              ids.map((row) => row.id),
            )
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            .execute();
    return { rows, total: Number(counted.n) };
  }

  find(id: number, executor: Executor = this.db): Promise<DeskContactRow | undefined> {
    return this.#contacts(executor).where('c.id', '=', id).executeTakeFirst();
  }

  /** The rows of the ids, locked for the transaction where the engine can. */
  async findMany(trx: Transaction<Database>, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return trx
      .selectFrom('contact_requests')
      .select(['id', 'status', 'priority', 'assigned_to'])
      .where('id', 'in', ids as number[])
      .execute();
  }

  history(contactId: number): Promise<HistoryRow[]> {
    return this.db
      .selectFrom('contact_history as h')
      .leftJoin('users as u', 'u.id', 'h.actor_id')
      .selectAll('h')
      .select('u.name as actor_name')
      .where('h.contact_id', '=', contactId)
      .orderBy('h.id', 'asc')
      .execute();
  }

  async insert(
    trx: Transaction<Database>,
    values: Insertable<ContactRequestTable>,
  ): Promise<Selectable<ContactRequestTable>> {
    return trx
      .insertInto('contact_requests')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(
    trx: Transaction<Database>,
    ids: readonly number[],
    values: Updateable<ContactRequestTable>,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await trx
      .updateTable('contact_requests')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', 'in', ids as number[])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async addHistory(
    trx: Transaction<Database>,
    entries: Omit<Insertable<ContactHistoryTable>, 'created_at'>[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const at = new Date().toISOString();
    await trx
      .insertInto('contact_history')
      .values(entries.map((entry) => ({ ...entry, created_at: at })))
      .execute();
  }

  async delete(id: number, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .deleteFrom('contact_requests')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async statusCounts() {
    return this.db
      .selectFrom('contact_requests')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
  }

  async typeCounts() {
    return this.db
      .selectFrom('contact_requests')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type')
      .execute();
  }

  /**
   * Contacts of high and of urgent priority (as the priority filter lists them), and open
   * contacts (not resolved or closed) nobody is assigned to.
   */
  async priorityCounts() {
    const row = await this.db
      .selectFrom('contact_requests')
      .select([
        sql<number>`sum(case when priority = 'high' then 1 else 0 end)`.as('high'),
        sql<number>`sum(case when priority = 'urgent' then 1 else 0 end)`.as('urgent'),
        sql<number>`sum(case when assigned_to is null and status not in ('resolved', 'closed') then 1 else 0 end)`.as(
          'unassigned',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      high: Number(row.high ?? 0),
      urgent: Number(row.urgent ?? 0),
      unassigned: Number(row.unassigned ?? 0),
    };
  }

  firstReplies() {
    return this.db
      .selectFrom('contact_requests')
      .select(['created_at', 'first_replied_at'])
      .where('first_replied_at', 'is not', null)
      .execute() as Promise<{ created_at: string; first_replied_at: string }[]>;
  }

  /** Active team members who may open contacts, in name order. */
  staff(executor: Executor = this.db) {
    return executor
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role'])
      .where('role', 'in', CONTACT_DESK_ROLES as never)
      .where('status', '=', 'active')
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }
}
