import {
  formatSalonDate,
  formatSalonDateTime,
  PREFERENCE_DEFAULTS,
  type Preferences,
} from '@salon/shared';
import { useCallback } from 'react';
import { usePreferences } from './api/preferences';

type DateInput = string | number | Date | null | undefined;

/**
 * A date in the user's chosen format (`DD/MM/YYYY` by default), on the salon's calendar; '' for
 * nothing (the one salon formatter).
 */
export function formatDateWithPreference(
  value: DateInput,
  preferences: Pick<Preferences, 'date_format' | 'timezone'> = PREFERENCE_DEFAULTS,
): string {
  return formatSalonDate(value, preferences.date_format, preferences.timezone);
}

/** A date and time in the user's chosen formats (24 h, or 12 h with SA/CH), on the salon's clock. */
export function formatDateTimeWithPreference(
  value: DateInput,
  preferences: Pick<Preferences, 'date_format' | 'time_format' | 'timezone'> = PREFERENCE_DEFAULTS,
): string {
  return formatSalonDateTime(value, {
    date: preferences.date_format,
    time: preferences.time_format,
    zone: preferences.timezone,
  });
}

/** The user's date format, and formatters bound to it. */
export function useDateFormat() {
  const { preferences } = usePreferences();
  const { date_format, time_format, timezone } = preferences;
  const formatDate = useCallback(
    (value: DateInput) => formatDateWithPreference(value, { date_format, timezone }),
    [date_format, timezone],
  );
  const formatDateTime = useCallback(
    (value: DateInput) =>
      formatDateTimeWithPreference(value, { date_format, time_format, timezone }),
    [date_format, time_format, timezone],
  );
  return { dateFormat: date_format, timeFormat: time_format, formatDate, formatDateTime };
}

/** How many rows a back-office list shows per page (10–100, 20 by default). */
export function useItemsPerPage(): number {
  return usePreferences().preferences.items_per_page;
}
