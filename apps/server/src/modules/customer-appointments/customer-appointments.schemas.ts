import {
  APPOINTMENT_STATUSES,
  type AppointmentDetail,
  type MyAppointmentStats,
} from '@salon/shared';
import { z } from 'zod';
import { appointmentSummarySchema } from '../booking/booking.schemas.js';

export { appointmentSummarySchema };

/* Reply schemas of the customer's appointments (validated on the way out, shown in OpenAPI). */

const status = z.enum(APPOINTMENT_STATUSES);

const photo = z.object({
  id: z.number(),
  kind: z.enum(['before', 'after']),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});

export const appointmentDetailSchema = appointmentSummarySchema.extend({
  staff_note: z.string().nullable(),
  payment_method: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  no_show_at: z.string().nullable(),
  service: appointmentSummarySchema.shape.service.extend({ description: z.string().nullable() }),
  stylist: z
    .object({
      id: z.number(),
      name: z.string(),
      avatar_url: z.string().nullable(),
      title: z.string().nullable(),
      rating: z.number().nullable(),
      experience_years: z.number(),
      specialties: z.array(z.string()),
    })
    .nullable(),
  branch: appointmentSummarySchema.shape.branch.extend({ image_url: z.string().nullable() }),
  before_images: z.array(photo),
  after_images: z.array(photo),
  events: z.array(
    z.object({
      action: z.enum(['created', 'confirmed', 'rescheduled', 'cancelled', 'completed', 'no_show']),
      from_status: status.nullable(),
      to_status: status,
      previous_start: z.string().nullable(),
      note: z.string().nullable(),
      actor_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  review: z
    .object({
      id: z.number(),
      rating: z.number(),
      content: z.string(),
      status: z.string(),
      created_at: z.string(),
    })
    .nullable(),
}) satisfies z.ZodType<AppointmentDetail>;

export const myAppointmentStatsSchema = z.object({
  total: z.number(),
  scheduled: z.number(),
  upcoming: z.number(),
  by_status: z.object({
    pending: z.number(),
    confirmed: z.number(),
    completed: z.number(),
    cancelled: z.number(),
    no_show: z.number(),
  }),
}) satisfies z.ZodType<MyAppointmentStats>;
