import {
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTING_GROUPS,
  type PublicSettings,
  type SettingsGroup,
} from '@salon/shared';
import type { SettingsRepository } from './settings.repository.js';

function parseObject(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Stored values over the defaults, keeping only known keys of the default's type. */
function merge<T extends Record<string, unknown>>(defaults: T, stored: Record<string, unknown>): T {
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (value !== undefined && value !== null && typeof value === typeof fallback) {
      result[key] = value;
    }
  }
  return result as T;
}

export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  /** seo, company and system, with the built-in defaults wherever nothing is stored. */
  async publicSettings(): Promise<PublicSettings> {
    const stored = await this.repository.read(PUBLIC_SETTING_GROUPS);
    return {
      seo: merge(DEFAULT_PUBLIC_SETTINGS.seo, parseObject(stored.get('seo'))),
      company: merge(DEFAULT_PUBLIC_SETTINGS.company, parseObject(stored.get('company'))),
      system: merge(DEFAULT_PUBLIC_SETTINGS.system, parseObject(stored.get('system'))),
    };
  }

  async saveGroup<G extends SettingsGroup>(
    group: G,
    values: Partial<PublicSettings[G]>,
  ): Promise<void> {
    const current = parseObject((await this.repository.read([group])).get(group));
    await this.repository.write(group, JSON.stringify({ ...current, ...values }));
  }
}
