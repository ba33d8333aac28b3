import { createHash } from 'node:crypto';
import {
  ADMIN_SETTINGS_GROUP_LABELS,
  ADMIN_SETTINGS_GROUPS,
  ADMIN_SETTINGS_STORAGE,
  adminSettingsValues,
  type AdminSettingsGroup,
  type AdminSettingsValues,
  type AdminSettingsView,
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTING_GROUPS,
  publicSettingsSchema,
  type PublicSettings,
  type SettingsGroup,
} from '@salon/shared';
import type { z } from 'zod';
import type { AuditTrail } from '../audit/audit-trail.js';
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

/** Who saves a settings tab (recorded as its last change). */
export interface SettingsChangeBy {
  group: AdminSettingsGroup;
  userId: number | null;
}

export class SettingsService {
  #cached: { value: PublicSettings; version: string; until: number } | null = null;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly now: () => number = Date.now,
    private readonly audit: AuditTrail | null = null,
  ) {}

  /** seo, company, system, tax and payment, with the built-in defaults wherever nothing is stored. */
  async publicSettings(): Promise<PublicSettings> {
    return (await this.#current()).value;
  }

  /**
   * A token that changes with the settings' content: caches of anything drawn from them (page
   * heads, the public answer's ETag) key on it, so a save turns them over at once.
   */
  async version(): Promise<string> {
    return (await this.#current()).version;
  }

  async #current(): Promise<{ value: PublicSettings; version: string }> {
    if (this.#cached && this.#cached.until > this.now()) return this.#cached;
    const value = await this.#readPublicSettings();
    const version = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    this.#cached = { value, version: version.slice(0, 16), until: this.now() + SETTINGS_CACHE_MS };
    return this.#cached;
  }

  /** Every tab's values, with who last saved it and when (GET /api/admin/settings). */
  async adminView(): Promise<AdminSettingsView> {
    const [settings, changes] = await Promise.all([
      this.#readPublicSettings(),
      this.repository.changes(),
    ]);
    const byGroup = new Map(changes.map((change) => [change.group_key, change]));
    const view: Partial<Record<AdminSettingsGroup, unknown>> = {};
    for (const group of ADMIN_SETTINGS_GROUPS) {
      const change = byGroup.get(group);
      view[group] = {
        values: adminSettingsValues(settings, group),
        last_changed: change
          ? {
              at: change.changed_at,
              by:
                change.user_id !== null && change.user_name !== null
                  ? { id: change.user_id, name: change.user_name }
                  : null,
            }
          : null,
      };
    }
    return view as AdminSettingsView;
  }

  /** Saves one tab's validated values over what is stored, and records who saved it. */
  async saveAdminGroup<G extends AdminSettingsGroup>(
    group: G,
    values: AdminSettingsValues[G],
    userId: number,
  ): Promise<void> {
    const key = ADMIN_SETTINGS_STORAGE[group];
    await this.saveGroup(key, values as Partial<PublicSettings[typeof key]>, { group, userId });
  }

  async #readPublicSettings(): Promise<PublicSettings> {
    const stored = await this.repository.read(PUBLIC_SETTING_GROUPS);
    return {
      seo: merge('seo', parseObject(stored.get('seo'))),
      company: merge('company', parseObject(stored.get('company'))),
      system: merge('system', parseObject(stored.get('system'))),
      tax: merge('tax', parseObject(stored.get('tax'))),
      payment: merge('payment', parseObject(stored.get('payment'))),
      delivery: merge('delivery', parseObject(stored.get('delivery'))),
      support: merge('support', parseObject(stored.get('support'))),
      branding: merge('branding', parseObject(stored.get('branding'))),
    };
  }

  async saveGroup<G extends SettingsGroup>(
    group: G,
    values: Partial<PublicSettings[G]>,
    changedBy?: SettingsChangeBy,
  ): Promise<void> {
    const current = parseObject((await this.repository.read([group])).get(group));
    const next = { ...current, ...values };
    const value = JSON.stringify(next);
    if (changedBy) {
      // A back-office save is audited in its own transaction (the entry names the tab).
      await this.repository.writeWithChange(group, value, changedBy, (trx) =>
        this.audit?.record(trx, {
          action: 'update',
          resource: 'setting',
          resourceId: changedBy.group,
          summary: `Cập nhật cài đặt: ${ADMIN_SETTINGS_GROUP_LABELS[changedBy.group]}`,
          // As in effect: the defaults stand for what was never stored.
          before: merge(group, current),
          after: merge(group, next),
        }),
      );
    } else await this.repository.write(group, value);
    this.#cached = null;
  }
}
