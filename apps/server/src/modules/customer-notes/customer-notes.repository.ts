import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CustomerNoteTable } from '../../db/schema.js';

export interface NoteRow {
  id: number;
  kind: 'staff' | 'doctor';
  content: string;
  visible_to_customer: boolean | number;
  images: string | null;
  attachments: string | null;
  appointment_id: number | null;
  created_at: string;
  author_name: string | null;
}

/** A note as the API shows it, with its author's name (`users as a` joined). */
const NOTE_COLUMNS = [
  'n.id',
  'n.kind',
  'n.content',
  'n.visible_to_customer',
  'n.images',
  'n.attachments',
  'n.appointment_id',
  'n.created_at',
  'a.name as author_name',
] as const;

export class CustomerNotesRepository {
  constructor(readonly db: Db) {}

  #query(userId: number, visibleOnly: boolean) {
    let query = this.db.selectFrom('customer_notes as n').where('n.user_id', '=', userId);
    if (visibleOnly) query = query.where('n.visible_to_customer', '=', true);
    return query;
  }

  async count(userId: number, visibleOnly: boolean): Promise<number> {
    const row = await this.#query(userId, visibleOnly)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(
    userId: number,
    visibleOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<NoteRow[]> {
    return this.#query(userId, visibleOnly)
      .leftJoin('users as a', 'a.id', 'n.author_id')
      .select(NOTE_COLUMNS)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async customerExists(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('role', '=', 'customer')
      .executeTakeFirst();
    return row !== undefined;
  }

  async appointmentOf(userId: number, appointmentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', appointmentId)
      .where('customer_user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(values: Insertable<CustomerNoteTable>): Promise<number> {
    const row = await this.db
      .insertInto('customer_notes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async one(id: number): Promise<NoteRow> {
    return this.db
      .selectFrom('customer_notes as n')
      .leftJoin('users as a', 'a.id', 'n.author_id')
      .select(NOTE_COLUMNS)
      .where('n.id', '=', id)
      .executeTakeFirstOrThrow();
  }
}
