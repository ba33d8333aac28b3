/** Reply and parameter schemas of the slider routes (validated on the way out, in OpenAPI). */
import {
  SLIDER_BUTTON_STYLES,
  SLIDER_DISPLAY_STATUSES,
  SLIDER_MESSAGES,
  SLIDER_POSITIONS,
  SLIDER_TARGETS,
  SLIDER_TYPES,
  type AdminSlider,
  type PublicSlider,
} from '@salon/shared';
import { z } from 'zod';

export const publicSliderSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum(SLIDER_TYPES),
  position: z.enum(SLIDER_POSITIONS),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  mobile_image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
  button_style: z.enum(SLIDER_BUTTON_STYLES),
  target_type: z.enum(SLIDER_TARGETS),
  sort_order: z.number(),
}) satisfies z.ZodType<PublicSlider>;

export const adminSliderSchema = publicSliderSchema.extend({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  impression_count: z.number(),
  click_count: z.number(),
  click_through_rate: z.number(),
  display_status: z.enum(SLIDER_DISPLAY_STATUSES),
  is_scheduled: z.boolean(),
  is_upcoming: z.boolean(),
  is_expired: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminSlider>;

/** The largest id the databases store (32-bit integer keys). */
const MAX_ID = 2_147_483_647;

export const sliderIdParams = z.object({
  id: z.coerce
    .number({ error: SLIDER_MESSAGES.notFound })
    .int(SLIDER_MESSAGES.notFound)
    .min(1, SLIDER_MESSAGES.notFound)
    .max(MAX_ID, SLIDER_MESSAGES.notFound),
});

export const positionParams = z.object({
  position: z.enum(SLIDER_POSITIONS, { error: SLIDER_MESSAGES.positionRequired }),
});

/** `{ success: true, data, message? }` */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export function successPage<T extends z.ZodType>(item: T) {
  return success(
    z.object({
      data: z.array(item),
      meta: z.object({
        current_page: z.number(),
        last_page: z.number(),
        per_page: z.number(),
        total: z.number(),
      }),
    }),
  );
}
