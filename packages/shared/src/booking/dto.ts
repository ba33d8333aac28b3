import type { HolidayRecurringType, SlotGroup } from './constants.js';
import type { AppointmentStatus } from './statuses.js';

/** A stylist as customers and the desk see them. */
export interface StylistDto {
  id: number;
  name: string;
  avatar_url: string | null;
  title: string | null;
  rating: number | null;
  experience_years: number;
  specialties: string[];
}

/** One start time of `GET /api/public/time-slots` (storefront §3 Time slot). */
export interface TimeSlot {
  time: string;
  group: SlotGroup;
  available: boolean;
  /**
   * Why a slot cannot be taken: past, full, no_staff, closes (runs past closing), yours (the
   * signed-in customer already has an appointment then).
   */
  reason: 'past' | 'full' | 'no_staff' | 'closes' | 'yours' | null;
  /** The free stylists, named (their profiles come with the branch's stylist list). */
  available_staff: { id: number; name: string }[];
  available_staff_count: number;
  required_staff_count: number;
  /**
   * Customers who can still book this start: the service's capacity left, bounded by the free
   * stylists (each customer takes required_staff_count of them); 0 when not available.
   */
  places_left: number;
  service_slot_info: {
    max_slots_per_time_slot: number;
    total_appointments_in_slot: number;
  };
}

export interface HolidayDto {
  id: number;
  branch_id: number | null;
  branch_name: string | null;
  date: string;
  name: string;
  description: string | null;
  is_recurring: boolean;
  recurring_type: HolidayRecurringType;
  recurring_type_label: string;
}

/** `GET /api/public/time-slots` data. */
export interface TimeSlotsData {
  date: string;
  branch_id: number;
  service_id: number;
  /** Why the whole day cannot be booked: then time_slots is empty (or all past for past_date). */
  closed: 'holiday' | 'past_date' | 'too_far' | null;
  /** The holiday on that date, if any: then time_slots is empty. */
  holiday: Pick<HolidayDto, 'name' | 'description' | 'date'> | null;
  time_slots: TimeSlot[];
  booking_advance_days: number;
  /** The service's length, which every start is judged for. */
  duration_minutes: number;
}

/** `POST /api/appointments` body (guests send customer_info; a customer's comes from the account). */
export interface BookingRequest {
  service_id: number;
  branch_id: number;
  appointment_date: string;
  appointment_time: string;
  customer_info?: { name: string; phone: string; email?: string | null | undefined } | undefined;
  notes?: string | null | undefined;
  rebook_of?: number | null | undefined;
}

/** `POST /api/appointments` data. */
export interface BookingResult {
  appointment: AppointmentSummary;
  /** True when a new account was made for a guest (its password also goes out by SMS). */
  account_created: boolean;
  /** The phone as the customer typed it (digits), to show on the success page for a new account. */
  login_phone: string | null;
  /**
   * The new account's random password, in this answer only (shown once on the success page);
   * null on a replayed answer and for bookings made at the desk (the SMS carries it).
   */
  initial_password: string | null;
}

/** An appointment in lists (customer-account §3 Appointment (list)) and on the desk. */
export interface AppointmentSummary {
  id: number;
  code: string;
  status: AppointmentStatus;
  status_label: string;
  service_id: number;
  branch_id: number;
  appointment_date: string;
  appointment_time: string;
  end_time: string;
  duration_minutes: number;
  price: number;
  notes: string | null;
  service: {
    id: number;
    name: string;
    duration_minutes: number;
    price: number;
    image_url: string | null;
  };
  branch: { id: number; name: string; phone: string; address: string };
  stylist: { id: number; name: string; avatar_url: string | null } | null;
  customer: { user_id: number | null; name: string; phone: string; email: string | null };
  source: 'online' | 'desk';
  created_at: string;
  /** What the signed-in customer may do now (false for staff views). */
  can_reschedule: boolean;
  can_cancel: boolean;
  can_rebook: boolean;
  can_review: boolean;
}

export interface AppointmentPhoto {
  id: number;
  kind: 'before' | 'after';
  url: string;
  thumbnail_url: string | null;
}

export interface AppointmentEventDto {
  action: 'created' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'no_show';
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  previous_start: string | null;
  note: string | null;
  actor_name: string | null;
  created_at: string;
}

/** `GET /api/customer/appointments/:id` and the desk's detail (customer-account §2 Appointment detail). */
export interface AppointmentDetail extends AppointmentSummary {
  staff_note: string | null;
  payment_method: string | null;
  cancel_reason: string | null;
  confirmed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  no_show_at: string | null;
  service: AppointmentSummary['service'] & { description: string | null };
  stylist: StylistDto | null;
  branch: AppointmentSummary['branch'] & { image_url: string | null };
  before_images: AppointmentPhoto[];
  after_images: AppointmentPhoto[];
  events: AppointmentEventDto[];
  /** The customer's review of this appointment, if written. */
  review: {
    id: number;
    rating: number;
    content: string;
    status: string;
    created_at: string;
  } | null;
}

export interface WorkingHourDto {
  id: number;
  branch_id: number;
  branch_name: string;
  /** null: the branch's general hours. */
  date: string | null;
  time: string;
  is_available: boolean;
}
