import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactRequestTable, Database } from '../../db/schema.js';

export type ContactRequestRow = Selectable<ContactRequestTable>;

export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a request in one transaction with `admit`, which may refuse it (the limits), and
   * `stored`, which tells the team (its timeline and bells exist only if the request does).
   */
  insert(
    values: Insertable<ContactRequestTable>,
    admit: (trx: Transaction<Database>) => Promise<void>,
    stored?: (trx: Transaction<Database>, row: ContactRequestRow) => Promise<void>,
  ): Promise<ContactRequestRow> {
    return this.db.transaction().execute(async (trx) => {
      await admit(trx);
      const row = await trx
        .insertInto('contact_requests')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      await stored?.(trx, row);
      return row;
    });
  }
}
