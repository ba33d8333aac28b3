import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactRequestTable, Database } from '../../db/schema.js';

export type ContactRequestRow = Selectable<ContactRequestTable>;

export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a request in one transaction with `admit`, which may refuse it (the limits). */
  insert(
    values: Insertable<ContactRequestTable>,
    admit: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<ContactRequestRow> {
    return this.db.transaction().execute(async (trx) => {
      await admit(trx);
      return trx
        .insertInto('contact_requests')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
}
