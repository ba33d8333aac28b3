import { z } from 'zod';
import { ratingCommentSchema } from '../reviews/rating-comment-schema.js';
import { BOOKING_LIMITS } from './constants.js';
import {
  MY_APPOINTMENT_STATUS_FILTERS,
  MY_APPOINTMENT_TIME_FILTERS,
  MY_APPOINTMENTS_LIMITS,
  MY_APPOINTMENTS_MESSAGES as M,
} from './customer-appointments.js';

/** `GET /api/customer/appointments`. */
export const myAppointmentsQuerySchema = z.object({
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .max(100_000, M.invalidPage)
    .default(1),
  per_page: z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(MY_APPOINTMENTS_LIMITS.maxPerPage, M.invalidPerPage)
    .default(MY_APPOINTMENTS_LIMITS.perPage),
  status: z.enum(MY_APPOINTMENT_STATUS_FILTERS, { error: M.invalidStatus }).optional(),
  time_filter: z.enum(MY_APPOINTMENT_TIME_FILTERS, { error: M.invalidTimeFilter }).optional(),
  search: z
    .string({ error: M.searchTooLong })
    .trim()
    .max(MY_APPOINTMENTS_LIMITS.searchMax, M.searchTooLong)
    .optional(),
});
export type MyAppointmentsQuery = z.output<typeof myAppointmentsQuerySchema>;

/** `POST /api/customer/appointments/:id/review`. */
export const appointmentReviewSchema = ratingCommentSchema(
  { rating: M.ratingRequired, comment: M.reviewCommentTooLong },
  BOOKING_LIMITS.appointmentReviewCommentMax,
);
export type AppointmentReviewInput = z.output<typeof appointmentReviewSchema>;
