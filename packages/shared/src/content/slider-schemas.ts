/** Validation of slider forms and queries (back-office §5 Slider), apart from the rules the storefront needs. */
import { z } from 'zod';
import { isIsoDate } from '../time/salon-time.js';
import {
  SLIDER_BUTTON_STYLES,
  SLIDER_DISPLAY_STATUSES,
  SLIDER_LIMITS,
  SLIDER_MESSAGES,
  SLIDER_POSITIONS,
  SLIDER_TARGETS,
  SLIDER_TYPES,
  isSafeSliderLink,
} from './sliders.js';

const M = SLIDER_MESSAGES;
const L = SLIDER_LIMITS;

/** Blank text means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

const optionalDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.invalidDate })
    .trim()
    .refine((value) => isIsoDate(value), M.invalidDate)
    .optional(),
);

/** Each field's own rule, so the back-office form shows the message the server would. */
export const SLIDER_FIELD_SCHEMAS = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(L.titleMax, M.titleTooLong),
  subtitle: optionalText(L.subtitleMax, M.subtitleTooLong),
  description: optionalText(L.descriptionMax, M.descriptionTooLong),
  type: z.preprocess(blankToUndefined, z.enum(SLIDER_TYPES, { error: M.typeRequired })),
  position: z.preprocess(blankToUndefined, z.enum(SLIDER_POSITIONS, { error: M.positionRequired })),
  link_url: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(L.linkMax, M.linkTooLong)
      .refine((value) => isSafeSliderLink(value), M.invalidLink)
      .optional(),
  ),
  link_text: optionalText(L.linkTextMax, M.linkTextTooLong),
  button_style: z.preprocess(
    blankToUndefined,
    z.enum(SLIDER_BUTTON_STYLES, { error: M.invalidButtonStyle }).default('primary'),
  ),
  target_type: z.preprocess(
    blankToUndefined,
    z.enum(SLIDER_TARGETS, { error: M.invalidTarget }).default('_self'),
  ),
  sort_order: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.invalidSortOrder })
      .int(M.invalidSortOrder)
      .min(0, M.invalidSortOrder)
      .max(L.sortOrderMax, M.invalidSortOrder)
      .default(0),
  ),
  start_date: optionalDate,
  end_date: optionalDate,
  is_active: z.preprocess(
    (value) => (typeof value === 'boolean' ? (value ? 'true' : 'false') : blankToUndefined(value)),
    z
      .enum(['true', 'false', '1', '0'], { error: M.invalidActive })
      .transform((value) => value === 'true' || value === '1')
      .default(true),
  ),
};

/**
 * The text fields of a slider form (sent as multipart with the images). Type and position are
 * required choices (back-office §5: the form starts on banner and home, the server assumes
 * neither, so an update that leaves them out never turns an ad into a home banner). Defaults:
 * sort 0, primary button, same tab, active.
 */
export const sliderFieldsSchema = z.object(SLIDER_FIELD_SCHEMAS).superRefine((value, ctx) => {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  }
});
export type SliderFields = z.output<typeof sliderFieldsSchema>;

/** GET /api/public/sliders */
export const publicSliderQuerySchema = z.object({
  type: z.enum(SLIDER_TYPES, { error: M.typeRequired }).optional(),
  position: z.enum(SLIDER_POSITIONS, { error: M.positionRequired }).optional(),
  limit: z.coerce
    .number({ error: M.invalidLimit })
    .int(M.invalidLimit)
    .min(1, M.invalidLimit)
    .max(L.publicMaxLimit, M.invalidLimit)
    .default(L.publicDefaultLimit),
});
export type PublicSliderQuery = z.output<typeof publicSliderQuerySchema>;

/** GET /api/admin/sliders */
export const adminSliderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .default(1),
  per_page: z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(L.adminMaxPerPage, M.invalidPerPage)
    .default(L.adminPerPage),
  search: z.string().trim().max(L.searchMax, M.searchTooLong).optional(),
  type: z.enum(SLIDER_TYPES, { error: M.typeRequired }).optional(),
  position: z.enum(SLIDER_POSITIONS, { error: M.positionRequired }).optional(),
  status: z.enum(SLIDER_DISPLAY_STATUSES, { error: M.invalidStatus }).optional(),
});
export type AdminSliderListQuery = z.output<typeof adminSliderListQuerySchema>;

/** POST /api/public/sliders/impressions: the sliders a page view showed. */
export const sliderImpressionsSchema = z.object({
  ids: z
    .array(
      z.number({ error: M.invalidImpressions }).int(M.invalidImpressions).min(1).max(2_147_483_647),
      { error: M.invalidImpressions },
    )
    .min(1, M.invalidImpressions)
    .max(L.impressionsMax, M.invalidImpressions),
});
