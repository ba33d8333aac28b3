import { z } from 'zod';
import { BOOKING_LIMITS } from '../booking/constants.js';
import { BOOKING_MESSAGES as BM } from '../booking/messages.js';
import { bookingCustomerSchema, isoDateSchema, slotTimeSchema } from '../booking/schemas.js';
import { APPOINTMENT_STATUSES } from '../booking/statuses.js';
import {
  APPOINTMENT_SOURCES,
  CALENDAR_VIEWS,
  DESK_PER_PAGE,
  DESK_SORTS,
  PHOTO_KINDS,
} from './constants.js';
import { DESK_MESSAGES as M } from './messages.js';

/* Request schemas of the back-office appointment desk (`/api/admin/appointments`). */

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

const optionalNote = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

export const deskListQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: M.invalidFilter })
      .int(M.invalidFilter)
      .min(1, M.invalidFilter)
      .max(100_000, M.invalidFilter)
      .default(1),
    per_page: z.coerce
      .number({ error: M.invalidPerPage })
      .refine((value) => (DESK_PER_PAGE as readonly number[]).includes(value), M.invalidPerPage)
      .default(20),
    branch_id: id(BM.invalidBranch).optional(),
    status: z.enum(APPOINTMENT_STATUSES, { error: M.invalidStatus }).optional(),
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    stylist_id: id(M.invalidStylist).optional(),
    search: z.string({ error: M.searchTooLong }).trim().max(100, M.searchTooLong).optional(),
    source: z.enum(APPOINTMENT_SOURCES, { error: M.invalidSource }).optional(),
    sort: z.enum(DESK_SORTS, { error: M.invalidSort }).default('start_asc'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: M.dateRangeInvalid,
    path: ['date_to'],
  });
export type DeskListQuery = z.output<typeof deskListQuerySchema>;

export const deskCalendarQuerySchema = z.object({
  branch_id: id(BM.invalidBranch),
  date: isoDateSchema,
  view: z.enum(CALENDAR_VIEWS, { error: M.invalidView }).default('day'),
});
export type DeskCalendarQuery = z.output<typeof deskCalendarQuerySchema>;

export const deskStylistsQuerySchema = z.object({ branch_id: id(BM.invalidBranch).optional() });

export const deskCustomerLookupSchema = z.object({
  q: z.string({ error: M.searchTooLong }).trim().min(1, M.searchTooLong).max(100, M.searchTooLong),
});

/** `POST /api/admin/appointments`: a walk-in or a phone booking. */
export const deskBookingSchema = z
  .object({
    service_id: id(BM.invalidService),
    branch_id: id(BM.invalidBranch),
    appointment_date: isoDateSchema,
    appointment_time: slotTimeSchema,
    customer_user_id: id(M.invalidCustomer).nullish(),
    customer_info: bookingCustomerSchema.nullish(),
    stylist_id: id(M.invalidStylist).nullish(),
    notes: optionalNote(BOOKING_LIMITS.notesMax, BM.notesTooLong),
  })
  .refine((body) => body.customer_user_id != null || body.customer_info != null, {
    message: M.customerRequired,
    path: ['customer_info'],
  });
export type DeskBookingInput = z.output<typeof deskBookingSchema>;

/** `PATCH /api/admin/appointments/:id/reschedule`: no 24-hour rule for staff. */
export const deskRescheduleSchema = z.object({
  date: isoDateSchema,
  time: slotTimeSchema,
  stylist_id: id(M.invalidStylist).nullish(),
  note: optionalNote(BOOKING_LIMITS.rescheduleNotesMax, M.noteTooLong),
});
export type DeskRescheduleInput = z.output<typeof deskRescheduleSchema>;

/** The text field of `POST /:id/complete` (sent with the photos as multipart). */
export const deskCompleteFieldsSchema = z.object({
  note: optionalNote(BOOKING_LIMITS.staffNoteMax, M.staffNoteTooLong),
});

export const photoKindSchema = z.enum(PHOTO_KINDS, { error: M.photoKindInvalid });
