import { z } from 'zod';

/** The reply of GET /api/public/settings. */
export const publicSettingsSchema = z.object({
  seo: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    footer_content: z.string(),
  }),
  company: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  system: z.object({
    default_appointment_duration: z.number().int(),
    max_appointments_per_slot: z.number().int(),
    booking_advance_days: z.number().int(),
    currency: z.string(),
    timezone: z.string(),
  }),
});
