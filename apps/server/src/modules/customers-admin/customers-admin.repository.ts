import { SPENDING_BANDS, type CustomerListQuery, type SpendingBand } from '@salon/shared';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CustomerSearchWord } from '../../lib/customer-search.js';
import type { StaffScope } from '../chat/chat-scope.js';
import { customerBranchSql } from '../chat/customer-branch.js';

type Executor = Kysely<Database> | Transaction<Database>;

const BRANCH = customerBranchSql('u.id');
const LAST_VISIT = sql<
  string | null
>`(select max(lv.appointment_date) from appointments lv where lv.customer_user_id = u.id and lv.status = 'completed')`;
const COMPLETED_VISITS = sql<number>`(select count(*) from appointments cv where cv.customer_user_id = u.id and cv.status = 'completed')`;

/** Whole words of the e-mail: `huong` finds `huong.nguyen@…` and `nguyen` too, not `uyen`. */
function emailStartsWord(word: string) {
  const needle = word.replace(/[.@_-]/g, ' ').trim();
  const pattern = `% ${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(' ' || replace(replace(replace(replace(lower(coalesce(u.email, '')), '.', ' '), '@', ' '), '_', ' '), '-', ' ')) like ${pattern} escape '\\'`;
}

function contains(column: string, fragment: string) {
  const pattern = `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** The staff scope rule of the chat (chat-scope.ts) on a customer's branch. */
function scopeCondition(scope: StaffScope): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${BRANCH} = ${scope.branchId} or ${BRANCH} is null)`;
}

export interface CustomerFilter {
  query: CustomerListQuery;
  words: readonly CustomerSearchWord[];
  scope: StaffScope;
}

function baseQuery(executor: Executor, filter: CustomerFilter) {
  const { query: q, words, scope } = filter;
  let query = executor
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.user_id', 'u.id')
    .where('u.role', '=', 'customer')
    .where(scopeCondition(scope));
  for (const term of words) {
    query = query.where((eb) => {
      const options: Expression<SqlBool>[] = [emailStartsWord(term.word)];
      if (term.names.length > 0) options.push(eb('u.name', 'in', term.names));
      if (term.digits) options.push(contains('u.phone', term.digits));
      return eb.or(options);
    });
  }
  if (q.branch_id !== undefined) query = query.where(sql<SqlBool>`${BRANCH} = ${q.branch_id}`);
  if (q.spending !== undefined) {
    const band = SPENDING_BANDS[q.spending as SpendingBand];
    query = query.where('c.total_spent', '>=', band.min);
    if (band.max !== null) query = query.where('c.total_spent', '<', band.max);
  }
  if (q.last_visit_from) query = query.where(sql<SqlBool>`${LAST_VISIT} >= ${q.last_visit_from}`);
  if (q.last_visit_to) query = query.where(sql<SqlBool>`${LAST_VISIT} <= ${q.last_visit_to}`);
  if (q.birthday_month !== undefined) {
    const month = String(q.birthday_month).padStart(2, '0');
    query = query.where(
      sql<SqlBool>`substr(cast(u.date_of_birth as varchar(10)), 6, 2) = ${month}`,
    );
  }
  if (q.source) query = query.where('c.source', '=', q.source);
  if (q.phone_verified !== undefined) {
    query = query.where('u.phone_verified_at', q.phone_verified ? 'is not' : 'is', null);
  }
  if (q.status) query = query.where('u.status', '=', q.status);
  if (q.joined_from) query = query.where('c.join_date', '>=', q.joined_from);
  if (q.joined_to) query = query.where('c.join_date', '<=', q.joined_to);
  return query;
}

function withColumns(query: ReturnType<typeof baseQuery>) {
  return query.select([
    'u.id',
    'u.name',
    'u.email',
    'u.phone',
    'u.phone_verified_at',
    'u.status',
    'u.gender',
    'u.date_of_birth',
    'u.avatar_url',
    'u.last_login_at',
    'c.join_date',
    'c.total_spent',
    'c.source',
    'c.notes',
    'c.merged_into',
    'c.merged_at',
    LAST_VISIT.as('last_visit'),
    COMPLETED_VISITS.as('completed_visits'),
    BRANCH.as('branch_id'),
    sql<string | null>`(select bn.name from branches bn where bn.id = ${BRANCH})`.as('branch_name'),
  ]);
}

export type CustomerListRow = Awaited<ReturnType<CustomersAdminRepository['page']>>[number];

export class CustomersAdminRepository {
  constructor(readonly db: Kysely<Database>) {}

  async count(filter: CustomerFilter): Promise<number> {
    const row = await baseQuery(this.db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(filter: CustomerFilter, limit: number, offset: number) {
    const { sort } = filter.query;
    const order = filter.query.order ?? (sort === 'name' ? 'asc' : 'desc');
    const dir = sql.raw(order);
    let query = withColumns(baseQuery(this.db, filter));
    if (sort === 'name') query = query.orderBy(sql`u.name_key ${dir}`);
    else if (sort === 'total_spent') query = query.orderBy(sql`c.total_spent ${dir}`);
    else if (sort === 'last_visit') {
      // Never visited: last, whichever the direction (the engines place nulls differently).
      query = query.orderBy(sql`(${LAST_VISIT} is null)`).orderBy(sql`${LAST_VISIT} ${dir}`);
    } else query = query.orderBy(sql`c.join_date ${dir}`);
    return query
      .orderBy(sql`u.id ${dir}`)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** One customer account inside the scope, or undefined. */
  async find(id: number, scope: StaffScope, executor: Executor = this.db) {
    const filter = {
      query: {
        page: 1,
        per_page: 1,
        sort: 'joined' as const,
        q: undefined,
        phone_verified: undefined,
      },
      words: [],
      scope,
    };
    return withColumns(baseQuery(executor, filter).where('u.id', '=', id)).executeTakeFirst();
  }

  /** The role and merge state of any user, for the merge's checks. */
  async account(id: number, executor: Executor = this.db) {
    return executor
      .selectFrom('users as u')
      .leftJoin('customers as c', 'c.user_id', 'u.id')
      .select(['u.id', 'u.role', 'u.name', 'u.email', 'u.phone', 'u.status', 'c.merged_into'])
      .where('u.id', '=', id)
      .executeTakeFirst();
  }

  async customerNames(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('name')
      .distinct()
      .where('role', '=', 'customer')
      .execute();
    return rows.map((row) => row.name);
  }

  async visits(userId: number, limit: number) {
    return this.db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .leftJoin('users as st', 'st.id', 'a.stylist_id')
      .select([
        'a.id',
        'a.code',
        'a.appointment_date',
        'a.appointment_time',
        'a.status',
        'a.price',
        'a.service_id',
        's.name as service_name',
        'a.stylist_id',
        'st.name as stylist_name',
        'a.branch_id',
        'b.name as branch_name',
      ])
      .where('a.customer_user_id', '=', userId)
      .orderBy('a.appointment_date', 'desc')
      .orderBy('a.appointment_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }

  async appointmentStats(userId: number) {
    const rows = await this.db
      .selectFrom('appointments')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('customer_user_id', '=', userId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  async orders(userId: number, limit: number) {
    return this.db
      .selectFrom('orders as o')
      .innerJoin('branches as b', 'b.id', 'o.branch_id')
      .select([
        'o.id',
        'o.order_number',
        'o.created_at',
        'o.status',
        'o.payment_status',
        'o.total_amount',
        'b.name as branch_name',
        sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = o.id)`.as(
          'items_count',
        ),
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
  }

  async orderCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Services or stylists of the customer's completed appointments, most often first. */
  async favourites(userId: number, kind: 'service' | 'stylist', limit: number) {
    const query =
      kind === 'service'
        ? this.db
            .selectFrom('appointments as a')
            .innerJoin('services as x', 'x.id', 'a.service_id')
            .select(['x.id', 'x.name', 'x.name_key'])
        : this.db
            .selectFrom('appointments as a')
            .innerJoin('users as x', 'x.id', 'a.stylist_id')
            .select(['x.id', 'x.name', 'x.name_key']);
    const rows = await query
      .select((eb) => eb.fn.countAll().as('n'))
      .where('a.customer_user_id', '=', userId)
      .where('a.status', '=', 'completed')
      .groupBy(['x.id', 'x.name', 'x.name_key'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('x.name_key')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
  }

  async chats(userId: number, limit: number) {
    return this.db
      .selectFrom('chat_conversations')
      .select(['id', 'title', 'type', 'status', 'last_message_at', 'created_at'])
      .where('customer_id', '=', userId)
      .orderBy(sql`coalesce(last_message_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The customer's contact requests: sent signed in, or from their e-mail or phone. */
  async contacts(user: { id: number; email: string | null; phone: string | null }, limit: number) {
    return this.db
      .selectFrom('contact_requests')
      .select(['id', 'subject', 'type', 'status', 'created_at'])
      .where((eb) =>
        eb.or([
          eb('customer_id', '=', user.id),
          ...(user.email ? [eb('email', '=', user.email)] : []),
          ...(user.phone ? [eb('phone', '=', user.phone)] : []),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async mergedAccounts(userId: number) {
    return this.db
      .selectFrom('customers as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.name', 'c.merged_at'])
      .where('c.merged_into', '=', userId)
      .orderBy('c.merged_at', 'desc')
      .execute();
  }

  async userName(id: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name ?? null;
  }

  /** Another account holding the e-mail or phone. */
  async otherWith(column: 'email' | 'phone', value: string, userId: number, executor: Executor) {
    return executor
      .selectFrom('users')
      .select('id')
      .where(column, '=', value)
      .where('id', '!=', userId)
      .executeTakeFirst();
  }
}
