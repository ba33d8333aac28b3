import { z } from 'zod';
import {
  AVAILABLE_CURRENCIES,
  AVAILABLE_LANGUAGES,
  DATE_FORMATS,
  DEFAULT_VIEWS,
  FIXED_PREFERENCES,
  PREFERENCE_DEFAULTS,
  PREFERENCE_LIMITS as L,
  PREFERENCE_MESSAGES as M,
  SIDEBAR_STYLES,
  THEMES,
  TIME_FORMATS,
  TIMEZONES,
  type FixedPreferenceKey,
  type PreferenceKey,
  type Preferences,
} from './constants.js';

const choice = <const T extends readonly [string, ...string[]]>(key: PreferenceKey, values: T) =>
  z.enum(values, { error: M.invalid(key) });
/** A preference that cannot act yet: only its fixed value is accepted. */
const fixed = <K extends FixedPreferenceKey>(key: K) =>
  z.literal(FIXED_PREFERENCES[key], { error: M.notYetAvailable(key) });
const flag = (key: PreferenceKey) => z.boolean({ error: M.invalid(key) });
const hour = (key: PreferenceKey) =>
  z
    .number({ error: M.invalid(key) })
    .int(M.hourRange)
    .min(L.hourMin, M.hourRange)
    .max(L.hourMax, M.hourRange);

/** One schema per preference; a value is kept only when its own schema accepts it. */
export const preferenceFieldSchemas = {
  theme: choice('theme', THEMES),
  primary_color: z
    .string({ error: M.primaryColorInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, M.primaryColorInvalid)
    .transform((v) => v.toLowerCase()),
  font_size: z
    .number({ error: M.fontSizeRange })
    .int(M.fontSizeRange)
    .min(L.fontSizeMin, M.fontSizeRange)
    .max(L.fontSizeMax, M.fontSizeRange),
  sidebar_style: choice('sidebar_style', SIDEBAR_STYLES),
  compact_mode: flag('compact_mode'),
  show_animations: flag('show_animations'),
  email_notifications: fixed('email_notifications'),
  push_notifications: flag('push_notifications'),
  sound_notifications: flag('sound_notifications'),
  notification_start_hour: hour('notification_start_hour'),
  notification_end_hour: hour('notification_end_hour'),
  language: z.enum(AVAILABLE_LANGUAGES, { error: M.languageUnavailable }),
  timezone: choice('timezone', TIMEZONES),
  date_format: choice('date_format', DATE_FORMATS),
  time_format: choice('time_format', TIME_FORMATS),
  currency: z.enum(AVAILABLE_CURRENCIES, { error: M.currencyUnavailable }),
  profile_visibility: fixed('profile_visibility'),
  show_online_status: fixed('show_online_status'),
  allow_data_collection: fixed('allow_data_collection'),
  auto_save: flag('auto_save'),
  confirm_before_delete: flag('confirm_before_delete'),
  default_view: choice('default_view', DEFAULT_VIEWS),
  items_per_page: z
    .number({ error: M.itemsPerPageRange })
    .int(M.itemsPerPageRange)
    .min(L.itemsPerPageMin, M.itemsPerPageRange)
    .max(L.itemsPerPageMax, M.itemsPerPageRange)
    .multipleOf(L.itemsPerPageStep, M.itemsPerPageRange),
} satisfies Record<PreferenceKey, z.ZodType>;

const PREFERENCE_KEYS = Object.keys(preferenceFieldSchemas) as PreferenceKey[];

function hoursInOrder(p: Pick<Preferences, 'notification_start_hour' | 'notification_end_hour'>) {
  return p.notification_start_hour < p.notification_end_hour;
}

/**
 * PUT /api/me/preferences: any subset of the preferences. Unknown keys are dropped, each value
 * must pass its own rule (a wrong one is a field error, never silently replaced), and what is
 * not given takes its default: the result is the whole set that gets stored.
 */
export const preferencesUpdateSchema = z
  .object(
    Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, preferenceFieldSchemas[key].optional()])),
    { error: M.bodyInvalid },
  )
  .transform((given): Preferences => {
    const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    return { ...PREFERENCE_DEFAULTS, ...defined };
  })
  .superRefine((merged, ctx) => {
    if (!hoursInOrder(merged)) {
      ctx.addIssue({ code: 'custom', path: ['notification_end_hour'], message: M.hoursOrder });
    }
  });
export type PreferencesUpdateInput = Partial<Preferences>;

/**
 * The full preferences from whatever was stored (or nothing): every valid stored value is
 * kept, anything missing, unknown or no longer valid takes its default.
 */
export function resolvePreferences(stored: unknown): Preferences {
  const source =
    stored !== null && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const result: Record<string, unknown> = { ...PREFERENCE_DEFAULTS };
  for (const key of PREFERENCE_KEYS) {
    const parsed = preferenceFieldSchemas[key].safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  const preferences = result as unknown as Preferences;
  if (!hoursInOrder(preferences)) {
    preferences.notification_start_hour = PREFERENCE_DEFAULTS.notification_start_hour;
    preferences.notification_end_hour = PREFERENCE_DEFAULTS.notification_end_hour;
  }
  return preferences;
}

/** Which preferences differ between two sets (the unsaved-changes check of the screen). */
export function changedPreferences(a: Preferences, b: Preferences): PreferenceKey[] {
  return PREFERENCE_KEYS.filter((key) => a[key] !== b[key]);
}
