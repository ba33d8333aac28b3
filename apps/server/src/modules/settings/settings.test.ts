import { DEFAULT_PUBLIC_SETTINGS } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SettingsRepository } from './settings.repository.js';
import { SETTINGS_CACHE_MS, SettingsService } from './settings.service.js';

// A fresh app per test: rows stored straight into the database must not meet a cached copy.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function store(key: string, value: string): Promise<void> {
  await t.db.insertInto('settings').values({ key, value }).execute();
}

async function publicSettings() {
  const res = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return { res, data: body.data as typeof DEFAULT_PUBLIC_SETTINGS };
}

describe('GET /api/public/settings', () => {
  it('returns the built-in defaults when nothing is stored', async () => {
    const { data } = await publicSettings();
    expect(data).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it('is cacheable by anyone, revalidated by its ETag on every use (a save shows at once)', async () => {
    const { res } = await publicSettings();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('merges a stored company over the defaults, key by key', async () => {
    await store('company', JSON.stringify({ name: 'Salon Hoa Mai', phone: '028 3999 8888' }));
    const { data } = await publicSettings();
    expect(data.company).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS.company,
      name: 'Salon Hoa Mai',
      phone: '028 3999 8888',
    });
    expect(data.seo).toEqual(DEFAULT_PUBLIC_SETTINGS.seo);
    expect(data.system).toEqual(DEFAULT_PUBLIC_SETTINGS.system);
  });

  it('gives the hotline hours, 9:00 to 19:00 unless stored otherwise; a bad value falls back', async () => {
    const read = async () =>
      (await new SettingsService(new SettingsRepository(t.db)).publicSettings()).company
        .hotline_hours;
    expect(await read()).toEqual({ open: '09:00', close: '19:00' });
    await store('company', JSON.stringify({ hotline_hours: { open: '08:30', close: '20:00' } }));
    expect((await publicSettings()).data.company.hotline_hours).toEqual({
      open: '08:30',
      close: '20:00',
    });
    for (const bad of [
      { open: '20:00', close: '09:00' },
      { open: '9h', close: '19:00' },
      '9:00 - 19:00',
    ]) {
      await t.db
        .updateTable('settings')
        .set({ value: JSON.stringify({ hotline_hours: bad }) })
        .where('key', '=', 'company')
        .execute();
      expect(await read()).toEqual({ open: '09:00', close: '19:00' });
    }
  });

  it('merges every group independently', async () => {
    await store('seo', JSON.stringify({ title: 'Tóc đẹp mỗi ngày' }));
    await store('system', JSON.stringify({ booking_advance_days: 14, currency: 'VND' }));
    const { data } = await publicSettings();
    expect(data.seo).toEqual({ ...DEFAULT_PUBLIC_SETTINGS.seo, title: 'Tóc đẹp mỗi ngày' });
    expect(data.system).toEqual({ ...DEFAULT_PUBLIC_SETTINGS.system, booking_advance_days: 14 });
    expect(data.company).toEqual(DEFAULT_PUBLIC_SETTINGS.company);
  });

  it('sees a change made elsewhere (another server, a script) once the short cache expires', async () => {
    let now = 1_000_000;
    const service = new SettingsService(new SettingsRepository(t.db), () => now);
    await store('company', JSON.stringify({ name: 'Tên cũ' }));
    expect((await service.publicSettings()).company.name).toBe('Tên cũ');
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ name: 'Tên mới' }) })
      .where('key', '=', 'company')
      .execute();
    now += SETTINGS_CACHE_MS - 1;
    expect((await service.publicSettings()).company.name).toBe('Tên cũ');
    now += 2;
    expect((await service.publicSettings()).company.name).toBe('Tên mới');
  });

  it('sees a change saved through the service at once', async () => {
    const service = new SettingsService(new SettingsRepository(t.db), () => 0);
    expect((await service.publicSettings()).company.name).toBe(
      DEFAULT_PUBLIC_SETTINGS.company.name,
    );
    await service.saveGroup('company', { name: 'Salon Hoa Mai' });
    const settings = await service.publicSettings();
    expect(settings.company.name).toBe('Salon Hoa Mai');
    expect(settings.company.phone).toBe(DEFAULT_PUBLIC_SETTINGS.company.phone);
  });

  it('falls back to the default for each value of the wrong type', async () => {
    await store(
      'company',
      JSON.stringify({ name: 123, phone: ['0909'], email: null, address: { street: 'x' } }),
    );
    await store('system', JSON.stringify({ booking_advance_days: '30', currency: 5 }));
    const { data } = await publicSettings();
    expect(data.company).toEqual(DEFAULT_PUBLIC_SETTINGS.company);
    expect(data.system).toEqual(DEFAULT_PUBLIC_SETTINGS.system);
  });

  it('keeps good values next to bad ones in the same group', async () => {
    await store('company', JSON.stringify({ name: 'Salon Sen', phone: 19006868 }));
    const { data } = await publicSettings();
    expect(data.company).toEqual({ ...DEFAULT_PUBLIC_SETTINGS.company, name: 'Salon Sen' });
  });

  it.each([
    ['invalid JSON', '{"name": "Salon'],
    ['an empty string', ''],
    ['a JSON array', '["Salon Sen"]'],
    ['a JSON string', '"Salon Sen"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
  ])('falls back to the defaults when the stored company is %s', async (_what, value) => {
    await store('company', value);
    const { data } = await publicSettings();
    expect(data.company).toEqual(DEFAULT_PUBLIC_SETTINGS.company);
  });

  it('shows no stored key that is not a public setting', async () => {
    await store('company', JSON.stringify({ name: 'Salon Sen', bank_password: 'bí mật' }));
    await store('smtp', JSON.stringify({ password: 'bí mật' }));
    const { res, data } = await publicSettings();
    expect(Object.keys(data).sort()).toEqual([
      'branding',
      'company',
      'delivery',
      'payment',
      'seo',
      'support',
      'system',
      'tax',
    ]);
    expect(Object.keys(data.company).sort()).toEqual(
      Object.keys(DEFAULT_PUBLIC_SETTINGS.company).sort(),
    );
    expect(data.company).not.toHaveProperty('bank_password');
    expect(res.body).not.toContain('bí mật');
  });

  it('falls back to the default for a fractional number where a whole number is expected', async () => {
    await store(
      'system',
      JSON.stringify({ booking_advance_days: 7.5, max_appointments_per_slot: 2 }),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.system).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS.system,
      max_appointments_per_slot: 2,
    });
  });

  it('reads the VAT and bank account, keeping the default for a bank code that is not 6 digits', async () => {
    await store('tax', JSON.stringify({ vat_enabled: false, vat_rate: 8 }));
    await store(
      'payment',
      JSON.stringify({ bank_bin: 'VCB', bank_name: 'Techcombank', bank_account_number: '19033' }),
    );
    const { data } = await publicSettings();
    expect(data.tax).toEqual({ vat_enabled: false, vat_rate: 8 });
    expect(data.payment).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS.payment,
      bank_name: 'Techcombank',
      bank_account_number: '19033',
    });
  });
});
