import type { AppointmentStatus } from '../booking/statuses.js';
import type { Gender } from '../auth/roles.js';
import type { OrderStatus, PaymentStatus } from '../orders/statuses.js';
import type { CustomerNoteDto } from '../profile/customer-notes.js';
import type { CustomerProductDto } from '../profile/customer-products.js';
import type { CustomerSource } from './rules.js';

/** A line of the back office's customer list. */
export interface AdminCustomerListItem {
  id: number;
  name: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
  phone_verified: boolean;
  status: 'active' | 'inactive';
  source: CustomerSource;
  gender: Gender | null;
  date_of_birth: string | null;
  /** The salon day the customer joined. */
  join_date: string;
  total_spent: number;
  /** The salon day of the latest completed appointment; null: none yet. */
  last_visit: string | null;
  completed_visits: number;
  /** The customer's branch (their own, else their latest appointment's: the chat's rule). */
  branch_id: number | null;
  branch_name: string | null;
  /** Set when this account was merged into another one. */
  merged_into: number | null;
}

export interface AdminCustomerVisit {
  id: number;
  code: string;
  appointment_date: string;
  appointment_time: string;
  status: AppointmentStatus;
  price: number;
  service_id: number;
  service_name: string;
  stylist_id: number | null;
  stylist_name: string | null;
  branch_id: number;
  branch_name: string;
}

export interface AdminCustomerOrder {
  id: number;
  order_number: string;
  created_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_amount: number;
  branch_name: string;
  items_count: number;
}

export interface AdminCustomerFavourite {
  id: number;
  name: string;
  /** Completed appointments with it. */
  count: number;
}

export interface AdminCustomerChat {
  id: number;
  title: string;
  type: string;
  status: string;
  last_message_at: string | null;
  created_at: string;
}

export interface AdminCustomerContact {
  id: number;
  subject: string;
  type: string;
  status: string;
  created_at: string;
}

/** GET /api/admin/customers/:id */
export interface AdminCustomerDetail {
  customer: AdminCustomerListItem & {
    avatar_url: string | null;
    notes: string | null;
    last_login_at: string | null;
    merged_at: string | null;
    merged_into_name: string | null;
  };
  stats: {
    appointments: number;
    completed_visits: number;
    cancelled: number;
    no_shows: number;
    orders: number;
  };
  visits: AdminCustomerVisit[];
  orders: AdminCustomerOrder[];
  favourite_services: AdminCustomerFavourite[];
  favourite_stylists: AdminCustomerFavourite[];
  /** The latest treatment notes (internal ones too), with their photos. */
  notes: CustomerNoteDto[];
  notes_total: number;
  products: CustomerProductDto[];
  chats: AdminCustomerChat[];
  contacts: AdminCustomerContact[];
  /** Accounts that were merged into this one. */
  merged_accounts: { id: number; name: string; merged_at: string | null }[];
}

/** What a merge moves (or would move): rows per table and column, only those with rows. */
export interface CustomerMergeCounts {
  /** `table.column` → rows. */
  moves: Record<string, number>;
  total: number;
}

export interface CustomerMergePreview extends CustomerMergeCounts {
  kept: AdminCustomerListItem;
  duplicate: AdminCustomerListItem;
}

export interface CustomerMergeResult extends CustomerMergeCounts {
  kept_id: number;
  duplicate_id: number;
}
