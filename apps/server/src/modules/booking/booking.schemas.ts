import {
  APPOINTMENT_STATUSES,
  type AppointmentSummary,
  type BookingResult,
  type StylistDto,
  type TimeSlot,
  type TimeSlotsData,
} from '@salon/shared';
import { z } from 'zod';
import { success } from '../catalog/catalog.schemas.js';

/* Reply schemas of the booking routes (they document the API and shape what is sent). */

export const stylistSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  title: z.string().nullable(),
  rating: z.number().nullable(),
  experience_years: z.number(),
  specialties: z.array(z.string()),
}) satisfies z.ZodType<StylistDto>;

const timeSlotSchema = z.object({
  time: z.string(),
  group: z.enum(['morning', 'afternoon', 'evening']),
  available: z.boolean(),
  reason: z.enum(['past', 'full', 'no_staff', 'closes', 'yours']).nullable(),
  available_staff: z.array(z.object({ id: z.number(), name: z.string() })),
  available_staff_count: z.number(),
  required_staff_count: z.number(),
  places_left: z.number(),
  service_slot_info: z.object({
    max_slots_per_time_slot: z.number(),
    total_appointments_in_slot: z.number(),
  }),
}) satisfies z.ZodType<TimeSlot>;

export const timeSlotsReply = success(
  z.object({
    date: z.string(),
    branch_id: z.number(),
    service_id: z.number(),
    closed: z.enum(['holiday', 'past_date', 'too_far']).nullable(),
    holiday: z
      .object({ name: z.string(), description: z.string().nullable(), date: z.string() })
      .nullable(),
    time_slots: z.array(timeSlotSchema),
    booking_advance_days: z.number(),
    duration_minutes: z.number(),
  }) satisfies z.ZodType<TimeSlotsData>,
);

export const holidaysReply = success(
  z.array(
    z.object({
      date: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      branch_id: z.number().nullable(),
    }),
  ),
);

export const appointmentSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  status_label: z.string(),
  service_id: z.number(),
  branch_id: z.number(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number(),
  price: z.number(),
  notes: z.string().nullable(),
  service: z.object({
    id: z.number(),
    name: z.string(),
    duration_minutes: z.number(),
    price: z.number(),
    image_url: z.string().nullable(),
  }),
  branch: z.object({ id: z.number(), name: z.string(), phone: z.string(), address: z.string() }),
  stylist: z
    .object({ id: z.number(), name: z.string(), avatar_url: z.string().nullable() })
    .nullable(),
  customer: z.object({
    user_id: z.number().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  source: z.enum(['online', 'desk']),
  created_at: z.string(),
  can_reschedule: z.boolean(),
  can_cancel: z.boolean(),
  can_rebook: z.boolean(),
  can_review: z.boolean(),
}) satisfies z.ZodType<AppointmentSummary>;

export const bookingReply = success(
  z.object({
    appointment: appointmentSummarySchema,
    account_created: z.boolean(),
    login_phone: z.string().nullable(),
    initial_password: z.string().nullable(),
  }) satisfies z.ZodType<BookingResult>,
).extend({ message: z.string() });
