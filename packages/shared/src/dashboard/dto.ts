import type { AppointmentStatus } from '../booking/statuses.js';
import type { DashboardPeriod } from './periods.js';

/** A figure of the period beside the same figure of the previous period. */
export interface Compared {
  current: number;
  previous: number;
}

export interface DashboardOccupancy {
  id: number;
  name: string;
  /** Minutes of appointments (not cancelled) in the period; a branch counts each stylist needed. */
  booked_minutes: Compared;
  /** Minutes the branch (times its active stylists) or the stylist could work in the period. */
  working_minutes: Compared;
}

export interface DashboardTopItem {
  id: number;
  name: string;
  /** Completed appointments (services) or units sold in paid orders (products). */
  count: number;
  /** Đồng earned by them. */
  revenue: number;
}

export interface DashboardTimelineItem {
  id: number;
  code: string;
  appointment_time: string;
  end_time: string;
  customer_name: string;
  service_name: string;
  stylist_name: string | null;
  branch_id: number;
  branch_name: string;
  status: AppointmentStatus;
}

/** `GET /api/admin/dashboard`: every figure for the period and for the previous one. */
export interface DashboardDto {
  branch_id: number | null;
  period: DashboardPeriod;
  previous_period: DashboardPeriod;
  /** The salon's today, for the timeline and the "today" links. */
  today: string;
  appointments: Record<AppointmentStatus, Compared> & { total: Compared };
  revenue: {
    /** Completed appointments at their price, on the day they were completed. */
    appointments: Compared;
    /** Orders whose money came in during the period (their paid day). */
    orders_paid: Compared;
    /** Orders refunded during the period (their refund day), subtracted. */
    orders_refunded: Compared;
    /** appointments + orders_paid − orders_refunded. */
    net: Compared;
  };
  /** Completed appointments and paid orders: the tickets the average is taken over. */
  tickets: Compared;
  /** (appointments + orders_paid) ÷ tickets, rounded to the đồng; 0 without tickets. */
  average_ticket: Compared;
  customers: {
    /** Customer accounts that joined in the period (at the branch: that have booked or ordered there). */
    new: Compared;
    /** Different phones served in the period (completed visit or paid order) also served before it. */
    returning: Compared;
  };
  occupancy: { branches: DashboardOccupancy[]; stylists: DashboardOccupancy[] };
  top_services: DashboardTopItem[];
  top_products: DashboardTopItem[];
  /** Appointments per day of the period and of the previous period, for the chart. */
  daily: { date: string; appointments: number; revenue: number }[];
  previous_daily: { date: string; appointments: number; revenue: number }[];
  attention: {
    low_stock_products: number;
    pending_reviews: number;
    unread_contacts: number;
    unread_chats: number;
    payments_to_match: number;
  };
  timeline: DashboardTimelineItem[];
}
