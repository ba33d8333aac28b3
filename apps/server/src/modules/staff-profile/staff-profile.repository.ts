import type { StaffRole } from '@salon/shared';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, UserUpdate } from '../../db/schema.js';

export interface OwnProfileRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  avatar_url: string | null;
  role: StaffRole;
  status: 'active' | 'inactive';
  branch_id: number | null;
  branch_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface ActivityCounts {
  total_appointments: number;
  completed_appointments: number;
  total_orders: number;
  completed_orders: number;
  total_sales: number;
}

type Executor = Db | Transaction<Database>;

/** The signed-in team member's own row, and the counts of their work. */
export class StaffProfileRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async find(userId: number, db: Executor = this.db): Promise<OwnProfileRow | undefined> {
    const row = await db
      .selectFrom('users')
      .leftJoin('branches', 'branches.id', 'users.branch_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.phone',
        'users.gender',
        'users.date_of_birth',
        'users.avatar_url',
        'users.role',
        'users.status',
        'users.branch_id',
        'branches.name as branch_name',
        'users.created_at',
        'users.updated_at',
      ])
      .where('users.id', '=', userId)
      .where('users.role', 'in', ['staff', 'manager', 'admin'])
      .executeTakeFirst();
    return row as OwnProfileRow | undefined;
  }

  async ownerOf(
    column: 'email' | 'phone',
    value: string,
    db: Executor,
  ): Promise<number | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(column, '=', value)
      .executeTakeFirst();
    return row?.id;
  }

  async update(userId: number, values: UserUpdate, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Appointments the member served as stylist or handled (booked at the desk, or any change
   * recorded in `appointment_events` by them); orders they handled (any `order_events` row by
   * them). Their own bookings and purchases as a customer are not their work and are left out.
   */
  async activity(userId: number): Promise<ActivityCounts> {
    const appointments = await this.db
      .selectFrom('appointments as a')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string | null>(sql`case when a.status = 'completed' then 1 else 0 end`)
          .as('completed'),
      ])
      .where((eb) =>
        eb.and([
          eb.or([eb('a.customer_user_id', 'is', null), eb('a.customer_user_id', '!=', userId)]),
          eb.or([
            eb('a.stylist_id', '=', userId),
            eb('a.created_by', '=', userId),
            eb.exists(
              eb
                .selectFrom('appointment_events as e')
                .select(sql`1`.as('one'))
                .whereRef('e.appointment_id', '=', 'a.id')
                .where('e.actor_user_id', '=', userId),
            ),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();

    const orders = await this.db
      .selectFrom('orders as o')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string | null>(sql`case when o.status = 'completed' then 1 else 0 end`)
          .as('completed'),
        eb.fn
          .sum<number | string | null>(
            sql`case when o.status = 'completed' then o.total_amount else 0 end`,
          )
          .as('sales'),
      ])
      .where((eb) =>
        eb.and([
          eb.or([eb('o.user_id', 'is', null), eb('o.user_id', '!=', userId)]),
          eb.exists(
            eb
              .selectFrom('order_events as e')
              .select(sql`1`.as('one'))
              .whereRef('e.order_id', '=', 'o.id')
              .where('e.actor_user_id', '=', userId),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();

    return {
      total_appointments: Number(appointments.total),
      completed_appointments: Number(appointments.completed ?? 0),
      total_orders: Number(orders.total),
      completed_orders: Number(orders.completed ?? 0),
      total_sales: Number(orders.sales ?? 0),
    };
  }
}
