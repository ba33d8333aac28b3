import type { AppointmentStatus } from '../booking/statuses.js';
import type { DashboardPeriod } from './periods.js';

/* The filtered lists behind the dashboard's numbers (their pages read these from the address). */

function withQuery(path: string, params: Record<string, string | number | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

type Branch = number | null | undefined;

/** The desk's list of appointments in a period, of one status or all. */
export function appointmentsLink(
  period: DashboardPeriod,
  branchId: Branch,
  status?: AppointmentStatus,
): string {
  return withQuery('/admin/appointments', {
    view: 'list',
    date_from: period.from,
    date_to: period.to,
    status,
    branch: branchId ?? 'all',
  });
}

/** The desk's list of one day's appointments. */
export function appointmentsOfDayLink(date: string, branchId: Branch): string {
  return appointmentsLink({ from: date, to: date }, branchId);
}

export function ordersLink(
  period: DashboardPeriod,
  branchId: Branch,
  filters: { payment_status?: 'paid' | 'refunded' | 'pending' } = {},
): string {
  return withQuery('/admin/orders', {
    date_from: period.from,
    date_to: period.to,
    branch_id: branchId,
    payment_status: filters.payment_status,
  });
}

export function newCustomersLink(period: DashboardPeriod, branchId: Branch): string {
  return withQuery('/admin/customers', {
    joined_from: period.from,
    joined_to: period.to,
    branch_id: branchId,
  });
}

export const DASHBOARD_LINKS = {
  lowStock: '/admin/products?stock=low_stock',
  pendingReviews: '/admin/feedback?status=pending',
  unreadContacts: '/admin/contacts?status=new',
  unreadChats: '/admin/chat',
  paymentsToMatch: '/admin/payment?status=unmatched',
} as const;
