import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactRequestTable } from '../../db/schema.js';

export type ContactRequestRow = Selectable<ContactRequestTable>;

export class ContactsRepository {
  constructor(private readonly db: Db) {}

  insert(values: Insertable<ContactRequestTable>): Promise<ContactRequestRow> {
    return this.db
      .insertInto('contact_requests')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
