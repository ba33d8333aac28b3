import {
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTING_GROUPS,
  publicSettingsSchema,
  type PublicSettings,
  type SettingsGroup,
} from '@salon/shared';
import type { z } from 'zod';
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

/**
 * Stored values over the defaults: a stored value is used only when it passes its field's
 * schema, so one bad value falls back to its default instead of breaking every page.
 */
function merge<G extends SettingsGroup>(
  group: G,
  stored: Record<string, unknown>,
): PublicSettings[G] {
  const shape = publicSettingsSchema.shape[group].shape as Record<string, z.ZodType>;
  const result: Record<string, unknown> = { ...DEFAULT_PUBLIC_SETTINGS[group] };
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as PublicSettings[G];
}

/** Every page asks for the public settings; they are kept this long between reads. */
export const SETTINGS_CACHE_MS = 10_000;

export class SettingsService {
  #cached: { value: PublicSettings; until: number } | null = null;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** seo, company, system, tax and payment, with the built-in defaults wherever nothing is stored. */
  async publicSettings(): Promise<PublicSettings> {
    if (this.#cached && this.#cached.until > this.now()) return this.#cached.value;
    const value = await this.#readPublicSettings();
    this.#cached = { value, until: this.now() + SETTINGS_CACHE_MS };
    return value;
  }

  async #readPublicSettings(): Promise<PublicSettings> {
    const stored = await this.repository.read(PUBLIC_SETTING_GROUPS);
    return {
      seo: merge('seo', parseObject(stored.get('seo'))),
      company: merge('company', parseObject(stored.get('company'))),
      system: merge('system', parseObject(stored.get('system'))),
      tax: merge('tax', parseObject(stored.get('tax'))),
      payment: merge('payment', parseObject(stored.get('payment'))),
    };
  }

  async saveGroup<G extends SettingsGroup>(
    group: G,
    values: Partial<PublicSettings[G]>,
  ): Promise<void> {
    const current = parseObject((await this.repository.read([group])).get(group));
    await this.repository.write(group, JSON.stringify({ ...current, ...values }));
    this.#cached = null;
  }
}
