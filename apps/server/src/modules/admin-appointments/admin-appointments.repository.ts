import type { AppointmentStatus, DeskSort, StylistDto } from '@salon/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CustomerSearchWord } from '../../lib/customer-search.js';
import { startsWord } from '../../lib/search.sql.js';

/** One folded search word and what it can match on the customer. */
export type DeskSearchWord = CustomerSearchWord;

export interface DeskListFilter {
  /** Only these branches (a staff member's own); undefined: every branch. */
  branchIds?: readonly number[] | undefined;
  status?: AppointmentStatus | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  stylistId?: number | undefined;
  source?: 'online' | 'desk' | undefined;
  search: readonly DeskSearchWord[];
}

const SORTS: Record<DeskSort, [string, 'asc' | 'desc'][]> = {
  start_asc: [
    ['a.appointment_date', 'asc'],
    ['a.appointment_time', 'asc'],
  ],
  start_desc: [
    ['a.appointment_date', 'desc'],
    ['a.appointment_time', 'desc'],
  ],
  newest: [['a.created_at', 'desc']],
  oldest: [['a.created_at', 'asc']],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function like(column: string, fragment: string) {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(fragment)}%`} escape '\\'`;
}

/** Queries of the appointment desk; no business rules. */
export class AdminAppointmentsRepository {
  constructor(private readonly db: Db) {}

  #filtered(filter: DeskListFilter) {
    let query = this.db.selectFrom('appointments as a');
    if (filter.branchIds) {
      query = query.where('a.branch_id', 'in', filter.branchIds.length ? filter.branchIds : [0]);
    }
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.dateFrom) query = query.where('a.appointment_date', '>=', filter.dateFrom);
    if (filter.dateTo) query = query.where('a.appointment_date', '<=', filter.dateTo);
    if (filter.source) query = query.where('a.source', '=', filter.source);
    if (filter.stylistId !== undefined) {
      const stylistId = filter.stylistId;
      query = query.where((eb) =>
        eb.or([
          eb('a.stylist_id', '=', stylistId),
          eb.exists(
            eb
              .selectFrom('appointment_slots as s')
              .select('s.id')
              .whereRef('s.appointment_id', '=', 'a.id')
              .where('s.stylist_id', '=', stylistId),
          ),
        ]),
      );
    }
    for (const term of filter.search) {
      query = query.where((eb) => {
        const options: Expression<SqlBool>[] = [
          like('a.code', term.word.toUpperCase()),
          eb(
            'a.service_id',
            'in',
            eb.selectFrom('services').select('id').where(startsWord('search_text', term.word)),
          ),
        ];
        if (term.names.length > 0) options.push(eb('a.customer_name', 'in', term.names));
        if (term.digits) options.push(like('a.customer_phone', term.digits));
        return eb.or(options);
      });
    }
    return query;
  }

  async count(filter: DeskListFilter): Promise<number> {
    const row = await this.#filtered(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async pageIds(filter: DeskListFilter, sort: DeskSort, limit: number, offset: number) {
    let query = this.#filtered(filter).select('a.id');
    for (const [column, direction] of SORTS[sort])
      query = query.orderBy(sql.ref(column), direction);
    const rows = await query.orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
    return rows.map((row) => row.id);
  }

  /** Every customer name on the appointments of these branches, for diacritic-free matching. */
  async customerNames(branchIds?: readonly number[]): Promise<string[]> {
    let query = this.db.selectFrom('appointments').select('customer_name').distinct();
    if (branchIds) query = query.where('branch_id', 'in', branchIds.length ? branchIds : [0]);
    const rows = await query.execute();
    return rows.map((row) => row.customer_name);
  }

  /** Ids of a branch's appointments on the dates, in time order. */
  async idsOnDates(branchId: number, dates: readonly string[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('appointments')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('appointment_date', 'in', dates)
      .orderBy('appointment_date')
      .orderBy('appointment_time')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The stylists holding each live appointment's time (finished ones have released theirs). */
  async stylistIdsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .selectFrom('appointment_slots')
      .select(['appointment_id', 'stylist_id'])
      .distinct()
      .where('appointment_id', 'in', ids)
      .orderBy('appointment_id')
      .orderBy('stylist_id')
      .execute();
    for (const row of rows) {
      const list = result.get(row.appointment_id) ?? [];
      list.push(row.stylist_id);
      result.set(row.appointment_id, list);
    }
    return result;
  }

  /** Where an appointment is and what it is, for the access check and the rules. */
  findHead(id: number) {
    return this.db
      .selectFrom('appointments')
      .select([
        'id',
        'branch_id',
        'status',
        'appointment_date',
        'appointment_time',
        'stylist_id',
        'created_by',
        'customer_user_id',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findBranch(id: number) {
    return this.db
      .selectFrom('branches')
      .select(['id', 'name', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Active stylists of a branch (or of every branch), best rated first. */
  async stylists(branchId?: number): Promise<(StylistDto & { branch_id: number | null })[]> {
    let query = this.db
      .selectFrom('users as u')
      .innerJoin('staff_profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.name',
        'u.avatar_url',
        'u.branch_id',
        'p.title',
        'p.rating',
        'p.experience_years',
        'p.specialties',
      ])
      .where('u.status', '=', 'active')
      .where('p.is_stylist', '=', true);
    if (branchId !== undefined) query = query.where('u.branch_id', '=', branchId);
    const rows = await query.orderBy('u.name_key').orderBy('u.id').execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_url,
      title: row.title,
      rating: row.rating === null ? null : Number(row.rating),
      experience_years: Number(row.experience_years),
      specialties: parseList(row.specialties),
      branch_id: row.branch_id,
    }));
  }

  /** Working-hour rows of a branch: its general ones and those of the dates. */
  workingHours(branchId: number, dates: readonly string[]) {
    return this.db
      .selectFrom('working_hours')
      .select(['date', 'time', 'is_available'])
      .where('branch_id', '=', branchId)
      .where((eb) => eb.or([eb('date', 'is', null), eb('date', 'in', dates)]))
      .execute();
  }

  /** Holidays of the branch and of every branch entered on or before the last date. */
  holidays(branchId: number, lastDate: string) {
    return this.db
      .selectFrom('holidays')
      .select(['branch_id', 'date', 'name', 'description', 'recurring_type'])
      .where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branchId)]))
      .where('date', '<=', lastDate)
      .execute();
  }

  /** Who created an appointment and the customer account it belongs to. */
  async people(createdBy: number | null, customerUserId: number | null) {
    const ids = [createdBy, customerUserId].filter((id): id is number => id !== null);
    if (ids.length === 0) return new Map<number, PersonRow>();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Customer accounts whose phone or e-mail contains the text (digits for phones). */
  findCustomers(digits: string | null, text: string, limit: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email'])
      .where('role', '=', 'customer')
      .where('status', '=', 'active')
      .where((eb) => {
        const options: Expression<SqlBool>[] = [like('email', text.toLowerCase())];
        if (digits) options.push(like('phone', digits));
        return eb.or(options);
      })
      .orderBy('name_key')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  findCustomer(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'phone', 'email', 'role', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async photoCounts(
    appointmentId: number,
    db: Db = this.db,
  ): Promise<{ before: number; after: number }> {
    const rows = await db
      .selectFrom('appointment_photos')
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .where('appointment_id', '=', appointmentId)
      .groupBy('kind')
      .execute();
    const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0);
    return { before: count('before'), after: count('after') };
  }

  insertPhotos(
    db: Db,
    rows: {
      appointment_id: number;
      kind: 'before' | 'after';
      url: string;
      thumbnail_url: string;
      created_by: number;
    }[],
  ) {
    if (rows.length === 0) return Promise.resolve();
    return db.insertInto('appointment_photos').values(rows).execute();
  }

  findPhoto(appointmentId: number, photoId: number) {
    return this.db
      .selectFrom('appointment_photos')
      .select(['id', 'kind', 'url', 'thumbnail_url'])
      .where('id', '=', photoId)
      .where('appointment_id', '=', appointmentId)
      .executeTakeFirst();
  }

  async deletePhoto(photoId: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('appointment_photos').where('id', '=', photoId).execute();
  }

  setStaffNote(db: Db, id: number, note: string) {
    return db
      .updateTable('appointments')
      .set({ staff_note: note, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

export interface PersonRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
