import { PREFERENCE_DEFAULTS, type Preferences } from '@salon/shared';
import { createContext, useContext } from 'react';

/**
 * The signed-in user's back-office preferences, provided by the back-office layout, so the shared
 * components (delete confirmation, table page size, form drafts) follow them. Outside the back
 * office every preference is its default.
 */
export const BackOfficePreferencesContext = createContext<Preferences>(PREFERENCE_DEFAULTS);

export function useBackOfficePreferences(): Preferences {
  return useContext(BackOfficePreferencesContext);
}
