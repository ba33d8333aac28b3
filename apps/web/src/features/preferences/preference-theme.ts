import type { Preferences } from '@salon/shared';
import { theme as antTheme, type ThemeConfig } from 'antd';

/** Whether the preferences ask for the dark theme, given what the system prefers. */
export function isDarkTheme(preferences: Pick<Preferences, 'theme'>, systemDark: boolean): boolean {
  return preferences.theme === 'dark' || (preferences.theme === 'auto' && systemDark);
}

/**
 * The Ant Design theme of the back office from the user's preferences: light or dark algorithm,
 * compact spacing, primary colour, font size and motion. Merged over the app's base theme.
 */
export function preferenceTheme(preferences: Preferences, systemDark: boolean): ThemeConfig {
  const dark = isDarkTheme(preferences, systemDark);
  const algorithm = [dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm];
  if (preferences.compact_mode) algorithm.push(antTheme.compactAlgorithm);
  const primary = preferences.primary_color;
  return {
    algorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      fontSize: preferences.font_size,
      motion: preferences.show_animations,
      // The base theme's description grey is tuned for the light storefront.
      ...(dark ? { colorTextDescription: 'rgba(255, 255, 255, 0.65)' } : {}),
    },
    components: {
      // Derived from the primary colour instead of the storefront's fixed greens.
      Menu: {
        itemSelectedBg: dark ? `${primary}40` : `${primary}1f`,
        itemSelectedColor: dark ? '#fff' : primary,
        itemHoverBg: dark ? 'rgba(255, 255, 255, 0.08)' : `${primary}14`,
        darkItemSelectedBg: primary,
      },
      Breadcrumb: dark
        ? {
            linkColor: 'rgba(255, 255, 255, 0.65)',
            itemColor: 'rgba(255, 255, 255, 0.65)',
            separatorColor: 'rgba(255, 255, 255, 0.45)',
          }
        : {},
    },
  };
}
