import { PREFERENCE_DEFAULTS, type Preferences } from '@salon/shared';
import { createContext, useContext } from 'react';

/**
 * The signed-in user's back-office preferences, provided by the back-office layout, so the shared
 * components (delete confirmation, table page size) and the alerts follow them. Null outside the
 * back office.
 */
export const BackOfficePreferencesContext = createContext<Preferences | null>(null);

/** The back-office preferences, or every default outside the back office. */
export function useBackOfficePreferences(): Preferences {
  return useContext(BackOfficePreferencesContext) ?? PREFERENCE_DEFAULTS;
}

/** The back-office preferences, or null on the storefront (where they do not apply). */
export function useBackOfficePreferencesOrNull(): Preferences | null {
  return useContext(BackOfficePreferencesContext);
}
