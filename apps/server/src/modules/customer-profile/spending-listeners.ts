import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppointmentChange } from '../booking/appointment-changes.js';
import type { OrderChange } from '../orders/order-changes.js';
import { refreshTotalSpent } from './total-spent.js';

/** Keeps `customers.total_spent` true when an order completes or a completed one is refunded. */
export async function refreshSpendingOnOrder(
  trx: Transaction<Database>,
  change: OrderChange,
): Promise<void> {
  if (change.order.user_id === null) return;
  if (change.kind !== 'completed' && change.kind !== 'refunded') return;
  await refreshTotalSpent(trx, change.order.user_id);
}

/** The same when an appointment is completed. */
export async function refreshSpendingOnAppointment(
  trx: Transaction<Database>,
  change: AppointmentChange,
): Promise<void> {
  if (change.kind !== 'completed' || change.appointment.customer_user_id === null) return;
  await refreshTotalSpent(trx, change.appointment.customer_user_id);
}
