/** The settings groups the public site reads (same shape as DEFAULT_PUBLIC_SETTINGS). */
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_GROUPS, type PublicSettings } from '@salon/shared';
import type { Db } from '../database.js';

export const DEMO_SETTINGS: PublicSettings = {
  seo: { ...DEFAULT_PUBLIC_SETTINGS.seo },
  company: {
    ...DEFAULT_PUBLIC_SETTINGS.company,
    phone: '1900 6868',
    email: 'lienhe@salontocviet.vn',
  },
  system: { ...DEFAULT_PUBLIC_SETTINGS.system },
  tax: { ...DEFAULT_PUBLIC_SETTINGS.tax },
  payment: { ...DEFAULT_PUBLIC_SETTINGS.payment },
  delivery: { ...DEFAULT_PUBLIC_SETTINGS.delivery },
  support: { ...DEFAULT_PUBLIC_SETTINGS.support },
  branding: { ...DEFAULT_PUBLIC_SETTINGS.branding },
};

export async function insertSettings(db: Db): Promise<number> {
  const rows = PUBLIC_SETTING_GROUPS.map((key) => ({
    key,
    value: JSON.stringify(DEMO_SETTINGS[key]),
  }));
  await db.insertInto('settings').values(rows).execute();
  return rows.length;
}
