import type { DashboardAppointment, DashboardOrder } from '@salon/shared';
import type { Db } from '../../db/database.js';

const UPCOMING = ['pending', 'confirmed'] as const;

/** The few rows and counts of the profile's overview tab. */
export class DashboardRepository {
  constructor(readonly db: Db) {}

  async upcomingAppointments(
    userId: number,
    today: string,
    limit: number,
  ): Promise<DashboardAppointment[]> {
    return this.db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .select([
        'a.id',
        's.name as service_name',
        'b.name as branch_name',
        'a.appointment_date',
        'a.appointment_time',
        'a.status',
      ])
      .where('a.customer_user_id', '=', userId)
      .where('a.status', 'in', UPCOMING)
      .where('a.appointment_date', '>=', today)
      .orderBy('a.appointment_date')
      .orderBy('a.appointment_time')
      .limit(limit)
      .execute();
  }

  async recentOrders(userId: number, limit: number): Promise<DashboardOrder[]> {
    const rows = await this.db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.id',
        'o.order_number',
        'o.created_at',
        'o.status',
        'o.payment_status',
        'o.total_amount',
        eb
          .selectFrom('order_items as oi')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.sum<number>('oi.quantity'), inner.lit(0)).as('n'),
          )
          .whereRef('oi.order_id', '=', 'o.id')
          .as('item_count'),
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      total_amount: Number(row.total_amount),
      item_count: Number(row.item_count ?? 0),
    }));
  }

  async counts(userId: number, today: string) {
    const [appointments, orders, notes] = await Promise.all([
      this.db
        .selectFrom('appointments')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('status', 'in', UPCOMING), eb('appointment_date', '>=', today)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('upcoming'),
          eb.fn
            .sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end())
            .as('completed'),
        ])
        .where('customer_user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('customer_notes')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('user_id', '=', userId)
        .where('visible_to_customer', '=', true)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      appointments: Number(appointments.total),
      upcoming_appointments: Number(appointments.upcoming ?? 0),
      completed_appointments: Number(appointments.completed ?? 0),
      orders: Number(orders.total),
      notes: Number(notes.total),
    };
  }
}
