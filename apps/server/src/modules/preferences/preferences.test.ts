import { PREFERENCE_DEFAULTS, PREFERENCE_MESSAGES as M, type Preferences } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(who: SignedIn | null, method: Method, payload?: unknown) {
  return injectAs(t, who?.cookie, method, '/api/me/preferences', payload);
}

async function read(who: SignedIn): Promise<Preferences> {
  const res = await call(who, 'GET');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Preferences }>().data;
}

async function storedRow(userId: number) {
  return t.db
    .selectFrom('user_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe('who may use the preferences', () => {
  it('answers 401 to visitors on read, save and reset', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(null, method, method === 'PUT' ? { theme: 'dark' } : undefined);
      expect(res.statusCode).toBe(401);
    }
  });

  it('serves every signed-in role, staff and customers alike', async () => {
    for (const role of ['customer', 'staff', 'manager', 'admin'] as const) {
      const who = await signIn(t, role);
      expect(await read(who)).toEqual(PREFERENCE_DEFAULTS);
    }
  });
});

describe('saving', () => {
  it('stores a partial set merged onto the defaults, without unknown keys', async () => {
    const who = await signIn(t, 'staff');
    const res = await call(who, 'PUT', {
      theme: 'dark',
      font_size: 16,
      primary_color: '#1677FF',
      items_per_page: 50,
      is_admin: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...PREFERENCE_DEFAULTS,
      theme: 'dark',
      font_size: 16,
      primary_color: '#1677ff',
      items_per_page: 50,
    };
    expect(res.json()).toEqual({ success: true, data: expected, message: M.saved });
    expect(await read(who)).toEqual(expected);
    const row = await storedRow(who.user.id);
    expect(JSON.parse(row?.data ?? '{}')).toEqual(expected);
  });

  it('replaces the whole set: what a later save leaves out goes back to its default', async () => {
    const who = await signIn(t, 'staff');
    await call(who, 'PUT', { theme: 'dark', compact_mode: true });
    const res = await call(who, 'PUT', { compact_mode: true });
    expect(res.statusCode).toBe(200);
    expect(await read(who)).toEqual({ ...PREFERENCE_DEFAULTS, compact_mode: true });
  });

  it('refuses bad values with field messages and keeps what was stored', async () => {
    const who = await signIn(t, 'staff');
    await call(who, 'PUT', { theme: 'dark' });
    const cases: [unknown, string, string][] = [
      [{ theme: 'neon' }, 'theme', M.invalid('theme')],
      [{ font_size: 30 }, 'font_size', M.fontSizeRange],
      [{ font_size: '14' }, 'font_size', M.fontSizeRange],
      [{ items_per_page: 15 }, 'items_per_page', M.itemsPerPageRange],
      [{ items_per_page: 1000 }, 'items_per_page', M.itemsPerPageRange],
      [{ primary_color: 'javascript:alert(1)' }, 'primary_color', M.primaryColorInvalid],
      [{ language: 'en' }, 'language', M.languageUnavailable],
      [{ language: 'ja' }, 'language', M.languageUnavailable],
      // Offered by the spec but prices exist in đồng only: refused, never stored without effect.
      [{ currency: 'USD' }, 'currency', M.currencyUnavailable],
      [{ currency: 'EUR' }, 'currency', M.currencyUnavailable],
      [{ currency: 'JPY' }, 'currency', M.currencyUnavailable],
      // No notification e-mail, profile, online status or usage data exists yet: refused.
      [
        { email_notifications: true },
        'email_notifications',
        M.notYetAvailable('email_notifications'),
      ],
      [
        { profile_visibility: 'public' },
        'profile_visibility',
        M.notYetAvailable('profile_visibility'),
      ],
      [{ show_online_status: true }, 'show_online_status', M.notYetAvailable('show_online_status')],
      [
        { allow_data_collection: true },
        'allow_data_collection',
        M.notYetAvailable('allow_data_collection'),
      ],
      [{ notification_start_hour: -1 }, 'notification_start_hour', M.hourRange],
      [
        { notification_start_hour: 20, notification_end_hour: 8 },
        'notification_end_hour',
        M.hoursOrder,
      ],
      [{ show_animations: 'false' }, 'show_animations', M.invalid('show_animations')],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(who, 'PUT', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    const notObject = await call(who, 'PUT', ['dark']);
    expect(notObject.statusCode).toBe(422);
    expect(await read(who)).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'dark' });
  });

  it('keeps each user to their own preferences', async () => {
    const first = await signIn(t, 'staff');
    const second = await signIn(t, 'admin');
    await call(first, 'PUT', { theme: 'dark', font_size: 18 });
    await call(second, 'PUT', { theme: 'auto' });
    expect((await read(first)).theme).toBe('dark');
    expect(await read(second)).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'auto' });
    await call(second, 'DELETE');
    expect(await read(first)).toMatchObject({ theme: 'dark', font_size: 18 });
  });
});

describe('reading and resetting', () => {
  it('keeps valid stored values and falls back to defaults for broken ones', async () => {
    const who = await signIn(t, 'staff');
    const now = new Date().toISOString();
    await t.db
      .insertInto('user_preferences')
      .values({
        user_id: who.user.id,
        data: JSON.stringify({ theme: 'dark', font_size: 99, legacy: 'x' }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await read(who)).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'dark' });
    await t.db
      .updateTable('user_preferences')
      .set({ data: 'not json' })
      .where('user_id', '=', who.user.id)
      .execute();
    expect(await read(who)).toEqual(PREFERENCE_DEFAULTS);
  });

  it('resets to the defaults and removes the stored row', async () => {
    const who = await signIn(t, 'manager');
    await call(who, 'PUT', { theme: 'dark', default_view: 'appointments' });
    const res = await call(who, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: PREFERENCE_DEFAULTS, message: M.reset });
    expect(await storedRow(who.user.id)).toBeUndefined();
    expect(await read(who)).toEqual(PREFERENCE_DEFAULTS);
  });
});
