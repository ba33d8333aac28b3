import { PREFERENCE_DEFAULTS, resolvePreferences, type Preferences } from '@salon/shared';
import type { PreferencesRepository } from './preferences.repository.js';

function parseStored(json: string | undefined): unknown {
  if (json === undefined) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Each user's own preferences; what was never saved reads as the defaults. */
export class PreferencesService {
  constructor(private readonly repository: PreferencesRepository) {}

  async get(userId: number): Promise<Preferences> {
    return resolvePreferences(parseStored(await this.repository.find(userId)));
  }

  /** Stores the whole, already validated set (the route schema merges it onto the defaults). */
  async replace(userId: number, preferences: Preferences): Promise<Preferences> {
    await this.repository.save(userId, JSON.stringify(preferences));
    return this.get(userId);
  }

  async reset(userId: number): Promise<Preferences> {
    await this.repository.remove(userId);
    return { ...PREFERENCE_DEFAULTS };
  }
}
