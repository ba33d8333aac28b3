import { z } from 'zod';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { isIsoDate } from '../time/salon-time.js';
import { BOOKING_LIMITS } from './constants.js';
import { BOOKING_MESSAGES as M } from './messages.js';

/* Request schemas for booking, apart from constants so pages can skip zod. */

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

export const isoDateSchema = z
  .string({ error: M.invalidDate })
  .refine((value) => isIsoDate(value), M.invalidDate);

/** "HH:mm" on a half hour. */
export const slotTimeSchema = z
  .string({ error: M.invalidTime })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, M.invalidTime);

export const timeSlotsQuerySchema = z.object({
  service_id: id(M.invalidService),
  branch_id: id(M.invalidBranch),
  date: isoDateSchema,
  /** When moving an appointment: its own time does not count as taken (owner or staff only). */
  appointment_id: id(M.notFound).optional(),
});

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

export const bookingCustomerSchema = z.object({
  name: personNameField(
    { max: BOOKING_LIMITS.nameMax },
    { required: M.nameRequired, max: M.nameTooLong },
  ),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .transform((value) => toNationalPhone(value))
    .refine((value) => VIETNAMESE_PHONE_PATTERN.test(value), M.phoneInvalid),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(BOOKING_LIMITS.emailMax, M.emailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.emailInvalid)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
});

/** `POST /api/appointments`. */
export const bookingRequestSchema = z.object({
  service_id: id(M.invalidService),
  branch_id: id(M.invalidBranch),
  appointment_date: isoDateSchema,
  appointment_time: slotTimeSchema,
  customer_info: bookingCustomerSchema.optional(),
  notes: optionalText(BOOKING_LIMITS.notesMax, M.notesTooLong),
  rebook_of: id(M.notFound).nullish(),
});
export type BookingRequestInput = z.infer<typeof bookingRequestSchema>;

/** Customer reschedule. */
export const rescheduleSchema = z.object({
  appointment_date: isoDateSchema,
  appointment_time: slotTimeSchema,
  notes: optionalText(BOOKING_LIMITS.rescheduleNotesMax, M.rescheduleNotesTooLong),
});

/** Customer cancel. */
export const cancelAppointmentSchema = z.object({
  reason: z
    .string({ error: M.cancelReasonRequired })
    .trim()
    .min(1, M.cancelReasonRequired)
    .max(BOOKING_LIMITS.cancelReasonMax, M.cancelReasonTooLong),
});
