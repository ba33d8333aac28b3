import { ADMIN_TOAST_SETTINGS } from '@salon/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { usePreferences } from '../../../features/preferences/api/preferences';
import { isDarkTheme, preferenceTheme } from '../../../features/preferences/preference-theme';
import { useLiveAlertSound } from '../../../features/preferences/use-live-alert-sound';
import { setDateDisplay } from '../../../lib/format-date';
import { useSystemDark } from '../../../lib/use-system-dark';
import { PageLoading } from '../../../components/PageLoading';
import { BackOfficePreferencesContext } from '../../../components/back-office-preferences';

/**
 * The back office in the signed-in user's preferences: theme (light, dark or following the
 * system), primary colour, font size, compact mode and animations, and dates in the chosen date
 * and time formats and time zone (the screens re-render when those change). The screens wait for them. Its own App holder makes
 * messages and modals opened from admin screens take the same theme.
 */
export function AdminThemeProvider({ children }: { children: ReactNode }) {
  const { preferences, isLoading } = usePreferences();
  const systemDark = useSystemDark();
  const dark = isDarkTheme(preferences, systemDark);
  const theme = useMemo(() => preferenceTheme(preferences, systemDark), [preferences, systemDark]);
  useLiveAlertSound(preferences);
  const { date_format, time_format, timezone } = preferences;
  // Set while rendering, so the screens below already format with it.
  setDateDisplay(date_format, time_format, timezone);
  // The storefront, once the back office is left, shows the salon's way again.
  useEffect(() => {
    setDateDisplay(date_format, time_format, timezone);
    return () => setDateDisplay();
  }, [date_format, time_format, timezone]);

  // The page behind the layout (overscroll, scrollbars) follows the theme too.
  useEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.adminTheme = dark ? 'dark' : 'light';
    return () => {
      root.style.colorScheme = '';
      delete root.dataset.adminTheme;
    };
  }, [dark]);

  // The screens wait for the preferences (one small request): no flash of the light theme for a
  // dark-theme user, and lists ask once, with the preferred page size.
  if (isLoading) return <PageLoading />;

  return (
    <ConfigProvider theme={theme}>
      <AntApp message={{ top: 72, maxCount: 3 }} notification={ADMIN_TOAST_SETTINGS}>
        <BackOfficePreferencesContext.Provider value={preferences}>
          <Fragment key={`${date_format} ${time_format} ${timezone}`}>{children}</Fragment>
        </BackOfficePreferencesContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
