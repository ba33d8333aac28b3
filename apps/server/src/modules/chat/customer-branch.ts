import { sql, type RawBuilder } from 'kysely';

/**
 * A customer's branch, the one rule for chat and the customer records: the branch of their
 * account, else the branch of their latest appointment (by date, time, then id), else none.
 * `userId` is the SQL reference of the customer's user id (e.g. `u.id`), or the id itself.
 */
export function customerBranchSql(userId: string | number): RawBuilder<number | null> {
  const id = typeof userId === 'number' ? sql`${userId}` : sql.ref(userId);
  return sql<number | null>`coalesce(
    (select bu.branch_id from users bu where bu.id = ${id}),
    (select ba.branch_id from appointments ba where ba.customer_user_id = ${id}
      order by ba.appointment_date desc, ba.appointment_time desc, ba.id desc limit 1))`;
}
