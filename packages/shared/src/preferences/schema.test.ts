import { describe, expect, it } from 'vitest';
import { PREFERENCE_DEFAULTS, PREFERENCE_MESSAGES as M } from './constants.js';
import { changedPreferences, preferencesUpdateSchema, resolvePreferences } from './schema.js';

function errorsOf(input: unknown): Record<string, string> {
  const result = preferencesUpdateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('preferencesUpdateSchema', () => {
  it('merges a partial update onto the defaults and drops unknown keys', () => {
    const parsed = preferencesUpdateSchema.parse({ theme: 'dark', font_size: 16, hacker: true });
    expect(parsed).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'dark', font_size: 16 });
    expect(parsed).not.toHaveProperty('hacker');
  });

  it('lower-cases the colour and checks each value with its own message', () => {
    expect(preferencesUpdateSchema.parse({ primary_color: '#AABBCC' }).primary_color).toBe(
      '#aabbcc',
    );
    expect(errorsOf({ primary_color: 'red' })).toEqual({ primary_color: M.primaryColorInvalid });
    expect(errorsOf({ font_size: 11 })).toEqual({ font_size: M.fontSizeRange });
    expect(errorsOf({ font_size: 19 })).toEqual({ font_size: M.fontSizeRange });
    expect(errorsOf({ font_size: '14' })).toEqual({ font_size: M.fontSizeRange });
    expect(errorsOf({ items_per_page: 25 })).toEqual({ items_per_page: M.itemsPerPageRange });
    expect(errorsOf({ items_per_page: 110 })).toEqual({ items_per_page: M.itemsPerPageRange });
    expect(errorsOf({ theme: 'neon' })).toEqual({ theme: M.invalid('theme') });
    expect(errorsOf({ compact_mode: 'yes' })).toEqual({ compact_mode: M.invalid('compact_mode') });
    expect(errorsOf({ language: 'en' })).toEqual({ language: M.languageUnavailable });
    expect(errorsOf({ currency: 'USD' })).toEqual({ currency: M.currencyUnavailable });
    expect(errorsOf({ currency: 'BTC' })).toEqual({ currency: M.currencyUnavailable });
    // Nothing can honour these yet: only the value that is true today is accepted.
    expect(errorsOf({ email_notifications: true })).toEqual({
      email_notifications: M.notYetAvailable('email_notifications'),
    });
    expect(errorsOf({ profile_visibility: 'public' })).toEqual({
      profile_visibility: M.notYetAvailable('profile_visibility'),
    });
    expect(errorsOf({ show_online_status: true })).toEqual({
      show_online_status: M.notYetAvailable('show_online_status'),
    });
    expect(errorsOf({ allow_data_collection: true })).toEqual({
      allow_data_collection: M.notYetAvailable('allow_data_collection'),
    });
    expect(errorsOf({ notification_start_hour: 24 })).toEqual({
      notification_start_hour: M.hourRange,
    });
    expect(errorsOf({ notification_start_hour: 18, notification_end_hour: 9 })).toEqual({
      notification_end_hour: M.hoursOrder,
    });
    expect(errorsOf([1, 2])).toEqual({ '': M.bodyInvalid });
  });

  it('accepts every boundary value', () => {
    expect(() =>
      preferencesUpdateSchema.parse({
        font_size: 12,
        items_per_page: 100,
        notification_start_hour: 0,
        notification_end_hour: 23,
      }),
    ).not.toThrow();
    expect(preferencesUpdateSchema.parse({ font_size: 18, items_per_page: 10 })).toMatchObject({
      font_size: 18,
      items_per_page: 10,
    });
  });
});

describe('resolvePreferences', () => {
  it('gives the defaults for nothing stored or something that is not an object', () => {
    expect(resolvePreferences(null)).toEqual(PREFERENCE_DEFAULTS);
    expect(resolvePreferences('dark')).toEqual(PREFERENCE_DEFAULTS);
    expect(resolvePreferences([])).toEqual(PREFERENCE_DEFAULTS);
  });

  it('keeps valid stored values and replaces invalid or unknown ones by defaults', () => {
    const resolved = resolvePreferences({
      theme: 'dark',
      font_size: 99,
      items_per_page: 50,
      old_key: 1,
      notification_start_hour: 20,
      notification_end_hour: 8,
    });
    expect(resolved).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'dark', items_per_page: 50 });
  });

  it('reads a stored choice that cannot act as its fixed value (saved before it was fixed)', () => {
    const resolved = resolvePreferences({ email_notifications: true, show_online_status: true });
    expect(resolved.email_notifications).toBe(false);
    expect(resolved.show_online_status).toBe(false);
  });

  it('lists the keys that differ', () => {
    const changed = { ...PREFERENCE_DEFAULTS, theme: 'dark' as const, font_size: 16 };
    expect(changedPreferences(PREFERENCE_DEFAULTS, changed)).toEqual(['theme', 'font_size']);
  });
});
