import type { Preferences } from '@salon/shared';
import { theme as antTheme, type ThemeConfig } from 'antd';

const LIGHT_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
} as const;

const DARK_TEXT = {
  colorText: 'rgba(255, 255, 255, 0.88)',
  colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
} as const;

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
      // Secondary, tertiary and description text read at 4.5:1 or more on every surface of
      // its theme (the defaults' tertiary grey does not; preference-theme.test.ts checks).
      ...(dark ? DARK_TEXT : LIGHT_TEXT),
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
