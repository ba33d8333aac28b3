import { z } from 'zod';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

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
    founded_year: z.number().int().min(1900).max(2100),
    hotline_hours: z
      .object({ open: clockTime, close: clockTime })
      .refine((hours) => hours.open < hours.close),
    facebook_url: z.string(),
    youtube_url: z.string(),
    tiktok_url: z.string(),
    zalo_oa_url: z.string(),
  }),
  system: z.object({
    default_appointment_duration: z.number().int(),
    max_appointments_per_slot: z.number().int(),
    booking_advance_days: z.number().int(),
    currency: z.string(),
    timezone: z.string(),
    default_opening_hours: z
      .object({ open: clockTime, close: clockTime })
      .refine((hours) => hours.open < hours.close),
  }),
  tax: z.object({
    vat_enabled: z.boolean(),
    vat_rate: z.number().min(0).max(100),
  }),
  payment: z.object({
    bank_bin: z.string().regex(/^\d{6}$/),
    bank_name: z.string(),
    bank_account_number: z.string().regex(/^[0-9A-Za-z]{1,19}$/),
    bank_account_name: z.string(),
    payment_qr_image: z.string(),
  }),
  delivery: z.object({
    delivery_fee: z.number().int().min(0),
    free_delivery_from: z.number().int().min(0),
  }),
  support: z.object({
    reply_hours: z.number().int().min(1).max(168),
    working_hours_only: z.boolean(),
  }),
  branding: z.object({
    logo_url: z.string(),
    favicon_url: z.string(),
  }),
});
