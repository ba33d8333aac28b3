import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InvoiceRequestTable } from '../../db/schema.js';

export type InvoiceRequestRow = Selectable<InvoiceRequestTable>;

export interface InvoiceRequestFilter {
  status?: InvoiceRequestRow['status'] | undefined;
  orderId?: number | undefined;
  /** Only orders of these branches (staff); undefined: all. */
  branchIds?: readonly number[] | undefined;
}

/** VAT invoice requests; no business rules. */
export class InvoiceRequestsRepository {
  constructor(private readonly db: Db) {}

  ofOrder(orderId: number) {
    return this.db
      .selectFrom('invoice_requests')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  /** The new row, or null when the order already has one (the unique order_id decides). */
  async insert(values: Insertable<InvoiceRequestTable>): Promise<InvoiceRequestRow | null> {
    const row = await this.db
      .insertInto('invoice_requests')
      .values(values)
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  #admin(filter: InvoiceRequestFilter) {
    let query = this.db
      .selectFrom('invoice_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('users as u', 'u.id', 'r.handled_by');
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
    if (filter.branchIds) query = query.where('o.branch_id', 'in', [...filter.branchIds, -1]);
    return query;
  }

  async count(filter: InvoiceRequestFilter): Promise<number> {
    const row = await this.#admin(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(filter: InvoiceRequestFilter, limit: number, offset: number) {
    return this.#admin(filter)
      .selectAll('r')
      .select([
        'o.order_number',
        'o.customer_name',
        'o.total_amount',
        'o.branch_id',
        'u.name as handled_by_name',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  find(id: number, filter: InvoiceRequestFilter) {
    return this.#admin(filter)
      .selectAll('r')
      .select([
        'o.order_number',
        'o.customer_name',
        'o.total_amount',
        'o.branch_id',
        'o.user_id',
        'u.name as handled_by_name',
      ])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  /** Settles a pending request; false when it was no longer pending. */
  async settle(
    db: Db,
    id: number,
    values: {
      status: 'issued' | 'rejected';
      invoice_number: string | null;
      reject_reason: string | null;
      handled_by: number;
    },
  ): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await db
      .updateTable('invoice_requests')
      .set({ ...values, handled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
