import type { CurrentUser } from '../auth/user.js';
import type { AppointmentStatus } from '../booking/statuses.js';
import type { OrderStatus, PaymentStatus } from '../orders/statuses.js';
import type { CustomerProductDto, CustomerProductStats } from './customer-products.js';
import type { ProfileUpdateReason } from './profile-status.js';

/** `GET /api/auth/check-profile-status`. */
export interface ProfileStatus {
  needs_update: boolean;
  reasons: ProfileUpdateReason[];
  user_info: Pick<CurrentUser, 'id' | 'name' | 'email' | 'phone' | 'gender' | 'date_of_birth'>;
}

export interface CustomerRecord {
  join_date: string;
  /**
   * What the customer has spent at the salon: completed orders (total paid) plus completed
   * appointments (their price). Recomputed whenever either completes or an order is refunded.
   */
  total_spent: number;
}

/** `GET /api/customer/profile`. */
export interface CustomerProfile {
  user: CurrentUser;
  customer: CustomerRecord | null;
}

export interface DashboardAppointment {
  id: number;
  service_name: string;
  branch_name: string;
  appointment_date: string;
  appointment_time: string;
  status: AppointmentStatus;
}

export interface DashboardOrder {
  id: number;
  order_number: string;
  created_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_amount: number;
  item_count: number;
}

/** `GET /api/customer/dashboard`: the overview tab. */
export interface CustomerDashboard {
  upcoming_appointments: DashboardAppointment[];
  recent_orders: DashboardOrder[];
  products: CustomerProductDto[];
  counts: {
    appointments: number;
    upcoming_appointments: number;
    completed_appointments: number;
    orders: number;
    active_products: number;
    notes: number;
  };
  product_stats: CustomerProductStats;
  customer: CustomerRecord | null;
}

/** How many items each overview list shows (customer-account §2 Profile). */
export const DASHBOARD_LIST_SIZE = 3;
