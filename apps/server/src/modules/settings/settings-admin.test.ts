import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_SETTINGS_GROUPS,
  BOOKING_MESSAGES,
  DEFAULT_PUBLIC_SETTINGS,
  SETTINGS_ADMIN_MESSAGES as M,
  type AdminSettingsView,
  type PlacedOrder,
  type PublicSettings,
  type Role,
} from '@salon/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import {
  createAddress,
  createShopSetup,
  orderBody,
  placeOrder,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

const INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Mặc định</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const GOOD: Record<(typeof ADMIN_SETTINGS_GROUPS)[number], Record<string, unknown>> = {
  company: {
    name: 'Salon Hoa Mai',
    phone: '028 3999 8888',
    email: 'LienHe@HoaMai.vn',
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    founded_year: 2015,
    hotline_hours: { open: '08:30', close: '20:00' },
    facebook_url: 'https://facebook.com/hoamai',
    youtube_url: '',
    tiktok_url: '',
    zalo_oa_url: 'https://zalo.me/4301234567',
  },
  seo: {
    title: 'Salon Hoa Mai – tóc đẹp',
    description: 'Cắt, uốn, nhuộm tóc tại Quận 1',
    keywords: 'salon hoa mai, cắt tóc quận 1',
    footer_content: 'Salon Hoa Mai chăm chút mái tóc của bạn.',
  },
  tax: { vat_enabled: true, vat_rate: 8 },
  delivery: { delivery_fee: 45_000, free_delivery_from: 1_000_000 },
  booking: { booking_advance_days: 7, default_opening_hours: { open: '10:00', close: '18:00' } },
  support: { reply_hours: 4, working_hours_only: true },
  branding: { logo_url: '', favicon_url: '' },
  payment: {
    bank_bin: '970415',
    bank_name: 'VietinBank',
    bank_account_number: '1122334455',
    bank_account_name: 'cong ty hoa mai',
  },
};

let t: TestApp;
let tmp: string;
const as: Partial<Record<Role, SignedIn>> = {};

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'salon-settings-test-'));
  mkdirSync(path.join(tmp, 'assets'), { recursive: true });
  writeFileSync(path.join(tmp, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'assets', 'app-abc.js'), 'console.log(1)');
  t = await createTestApp({}, { webDist: tmp });
  for (const role of ['customer', 'staff', 'manager', 'admin'] as const) {
    as[role] = await signIn(t, role);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});
// Each test starts from the defaults: nothing stored, nobody recorded.
beforeEach(async () => {
  await t.db.deleteFrom('settings_changes').execute();
  await t.db.deleteFrom('settings').execute();
  await save('tax', DEFAULT_PUBLIC_SETTINGS.tax); // turns the service's cache over
  await t.db.deleteFrom('settings_changes').execute();
  await t.db.deleteFrom('settings').execute();
});

const admin = () => as.admin?.cookie ?? null;

function save(group: string, body: unknown, cookie: string | null = admin()) {
  return injectAs(t, cookie, 'PUT', `/api/admin/settings/${group}`, body);
}

async function publicSettings(): Promise<PublicSettings> {
  const res = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PublicSettings }>().data;
}

async function adminView(): Promise<AdminSettingsView> {
  const res = await injectAs(t, admin(), 'GET', '/api/admin/settings');
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AdminSettingsView }>().data;
}

async function storedRows() {
  return {
    settings: await t.db.selectFrom('settings').selectAll().execute(),
    changes: await t.db.selectFrom('settings_changes').selectAll().execute(),
  };
}

describe('guards', () => {
  it('lets only admins read and save; guests 401, customers, staff and managers 403', async () => {
    const cases: [string | null, number][] = [
      [null, 401],
      [as.customer?.cookie ?? null, 403],
      [as.staff?.cookie ?? null, 403],
      [as.manager?.cookie ?? null, 403],
      [admin(), 200],
    ];
    for (const [cookie, status] of cases) {
      expect((await injectAs(t, cookie, 'GET', '/api/admin/settings')).statusCode).toBe(status);
      expect((await save('company', GOOD.company, cookie)).statusCode).toBe(status);
      const upload = await injectForm(t.app, {
        url: '/api/admin/settings/branding/logo',
        parts: [{ name: 'image', value: await testImages.png(), filename: 'logo.png' }],
        ...(cookie ? { cookie } : {}),
      });
      expect(upload.statusCode).toBe(status);
    }
    // Only the admin's save and upload got through.
    const view = await adminView();
    expect(view.company.last_changed?.by?.id).toBe(as.admin?.user.id);
    expect(view.branding.last_changed?.by?.id).toBe(as.admin?.user.id);
  });

  it('answers 404 for an unknown group, after the guard (a guest still gets 401)', async () => {
    const res = await save('smtp', { password: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.groupNotFound);
    expect((await save('smtp', {}, null)).statusCode).toBe(401);
    // A fresh manager: the guards test's third refusal ended the shared one's session.
    expect((await save('smtp', {}, (await signIn(t, 'manager')).cookie)).statusCode).toBe(403);
    expect((await storedRows()).settings).toEqual([]);
  });
});

describe('GET /api/admin/settings', () => {
  it('gives every tab its values (defaults when nothing is stored) and no last change', async () => {
    const view = await adminView();
    expect(Object.keys(view).sort()).toEqual([...ADMIN_SETTINGS_GROUPS].sort());
    expect(view.company.values).toEqual(DEFAULT_PUBLIC_SETTINGS.company);
    expect(view.booking.values).toEqual({
      booking_advance_days: 30,
      default_opening_hours: { open: '08:00', close: '21:00' },
    });
    for (const group of ADMIN_SETTINGS_GROUPS) expect(view[group].last_changed).toBeNull();
  });
});

describe('PUT /api/admin/settings/:group', () => {
  it.each(ADMIN_SETTINGS_GROUPS)(
    'saves %s, shows it publicly at once, records who and when',
    async (group) => {
      const before = Date.now();
      const res = await save(group, GOOD[group]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(M.saved);
      const view = await adminView();
      const change = view[group].last_changed;
      expect(change?.by).toEqual({ id: as.admin?.user.id, name: as.admin?.user.name });
      expect(Date.parse(change?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
      for (const other of ADMIN_SETTINGS_GROUPS) {
        if (other !== group) expect(view[other].last_changed).toBeNull();
      }
      const data = await publicSettings();
      if (group === 'company') {
        expect(data.company).toMatchObject({ name: 'Salon Hoa Mai', email: 'lienhe@hoamai.vn' });
        expect(data.company.zalo_oa_url).toBe('https://zalo.me/4301234567');
      }
      if (group === 'seo') expect(data.seo).toEqual(GOOD.seo);
      if (group === 'tax') expect(data.tax).toEqual(GOOD.tax);
      if (group === 'delivery') expect(data.delivery).toEqual(GOOD.delivery);
      if (group === 'booking') {
        expect(data.system).toMatchObject(GOOD.booking);
        expect(data.system.currency).toBe('VND');
      }
      if (group === 'support') expect(data.support).toEqual(GOOD.support);
      if (group === 'payment') {
        expect(data.payment).toMatchObject({
          bank_name: 'VietinBank',
          bank_account_name: 'CONG TY HOA MAI',
        });
      }
    },
  );

  const BAD: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'company',
      {
        ...GOOD.company,
        name: '  ',
        phone: 'gọi em',
        email: 'khong-phai-email',
        address: 'x'.repeat(256),
        founded_year: 1800,
        hotline_hours: { open: '19:00', close: '09:00' },
        facebook_url: 'javascript:alert(1)',
        zalo_oa_url: 'https://evil.example/zalo.me',
      },
      {
        name: [M.nameRequired],
        phone: [M.phoneInvalid],
        email: [M.emailInvalid],
        address: [M.addressMax],
        founded_year: [M.foundedYearInvalid],
        'hotline_hours.close': [M.hoursOrder],
        facebook_url: [M.urlInvalid],
        zalo_oa_url: [M.zaloInvalid],
      },
    ],
    [
      'seo',
      { title: '', description: 'x'.repeat(321), keywords: 5, footer_content: 'x'.repeat(1001) },
      {
        title: [M.seoTitleRequired],
        description: [M.seoDescriptionMax],
        keywords: [M.seoKeywordsMax],
        footer_content: [M.footerMax],
      },
    ],
    [
      'tax',
      { vat_enabled: 'có', vat_rate: 8.5 },
      { vat_enabled: [M.vatEnabledInvalid], vat_rate: [M.vatRateInvalid] },
    ],
    ['tax', { vat_enabled: true, vat_rate: 31 }, { vat_rate: [M.vatRateInvalid] }],
    [
      'delivery',
      { delivery_fee: -1, free_delivery_from: '500000' },
      { delivery_fee: [M.deliveryFeeInvalid], free_delivery_from: [M.freeDeliveryInvalid] },
    ],
    [
      'booking',
      { booking_advance_days: 0, default_opening_hours: { open: '07:00', close: '22:30' } },
      {
        booking_advance_days: [M.advanceDaysInvalid],
        'default_opening_hours.open': [M.openingInvalid],
        'default_opening_hours.close': [M.closingInvalid],
      },
    ],
    [
      'booking',
      { booking_advance_days: 366, default_opening_hours: { open: '18:00', close: '10:00' } },
      {
        booking_advance_days: [M.advanceDaysInvalid],
        'default_opening_hours.close': [M.hoursOrder],
      },
    ],
    [
      'support',
      { reply_hours: 0, working_hours_only: 'yes' },
      { reply_hours: [M.replyHoursInvalid], working_hours_only: [M.workingHoursOnlyInvalid] },
    ],
    [
      'branding',
      {
        logo_url: 'https://evil.example/logo.png',
        favicon_url: '/api/storage/avatars/2026/01/x.webp',
      },
      { logo_url: [M.brandingUrlInvalid], favicon_url: [M.brandingUrlInvalid] },
    ],
    [
      'payment',
      { ...GOOD.payment, bank_bin: 'VCB' },
      { bank_bin: ['Mã BIN ngân hàng gồm 6 chữ số'] },
    ],
  ];

  it.each(BAD)(
    'refuses a bad %s body with a Vietnamese message per field and writes nothing',
    async (group, body, errors) => {
      const res = await save(group, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
      expect(await storedRows()).toEqual({ settings: [], changes: [] });
      expect(await publicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
    },
  );

  it('writes nothing of a body with good fields and one bad one', async () => {
    expect((await save('company', GOOD.company)).statusCode).toBe(200);
    const saved = await storedRows();
    const res = await save('company', { ...GOOD.company, name: 'Tên mới', email: 'sai' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [M.emailInvalid] });
    expect(await storedRows()).toEqual(saved);
    expect((await publicSettings()).company.name).toBe('Salon Hoa Mai');
  });

  it('refuses a missing field and a body that is not an object', async () => {
    const withoutPhone = { ...GOOD.company };
    delete withoutPhone.phone;
    const missing = await save('company', withoutPhone);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ phone: [M.phoneRequired] });
    expect((await save('tax', [1, 2])).statusCode).toBe(422);
    expect((await storedRows()).settings).toEqual([]);
  });

  it('stores no key the tab does not have (nothing smuggled into the public answer)', async () => {
    const res = await save('tax', { ...GOOD.tax, smtp_password: 'bí mật', __proto__: { x: 1 } });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'tax')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(GOOD.tax);
  });

  it('keeps the rest of the system group when the booking tab is saved', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'system', value: JSON.stringify({ max_appointments_per_slot: 2 }) })
      .execute();
    expect((await save('booking', GOOD.booking)).statusCode).toBe(200);
    const { system } = await publicSettings();
    expect(system).toMatchObject({ max_appointments_per_slot: 2, booking_advance_days: 7 });
  });
});

describe('the saved values take effect at once', () => {
  it('prices the next order with the new VAT and delivery fee', async () => {
    const setup = await createShopSetup(t.db, { price: 200_000 });
    const customer = await signIn(t, 'customer');
    const address = await createAddress(t.db, customer.user.id);
    const delivery = orderBody(setup, { order_type: 'delivery', address_id: address.id });

    const first = await placeOrder(t, customer.cookie, delivery);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: PlacedOrder }>().data.order).toMatchObject({
      delivery_fee: 30_000,
      tax_amount: 20_000,
    });

    expect((await save('tax', { vat_enabled: true, vat_rate: 8 })).statusCode).toBe(200);
    expect((await save('delivery', GOOD.delivery)).statusCode).toBe(200);
    const second = await placeOrder(t, customer.cookie, delivery);
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: PlacedOrder }>().data.order).toMatchObject({
      subtotal: 200_000,
      delivery_fee: 45_000,
      tax_amount: 16_000,
      total_amount: 261_000,
    });

    expect((await save('tax', { vat_enabled: false, vat_rate: 8 })).statusCode).toBe(200);
    const third = await placeOrder(t, customer.cookie, delivery);
    expect(third.json<{ data: PlacedOrder }>().data.order).toMatchObject({
      tax_amount: 0,
      total_amount: 245_000,
    });
  });

  it('refuses a booking beyond the new window and outside the new default hours', async () => {
    const setup = await createBookingSetup(t.db);
    expect(
      (await book(t, guestBooking(setup, { appointment_date: salonDateIn(10) }))).statusCode,
    ).toBe(201);
    expect((await save('booking', GOOD.booking)).statusCode).toBe(200);

    const far = await book(t, guestBooking(setup, { appointment_date: salonDateIn(10) }));
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(BOOKING_MESSAGES.tooFarAhead(7));
    const early = await book(
      t,
      guestBooking(setup, { appointment_date: salonDateIn(3), appointment_time: '09:00' }),
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(BOOKING_MESSAGES.outsideHours);
    const inside = await book(
      t,
      guestBooking(setup, { appointment_date: salonDateIn(3), appointment_time: '16:00' }),
    );
    expect(inside.statusCode).toBe(201);

    const branches = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    const branch = branches
      .json<{ data: { id: number; general_hours: unknown }[] }>()
      .data.find((b) => b.id === setup.branch.id);
    expect(branch?.general_hours).toEqual([{ open: '10:00', close: '18:00' }]);
  });

  it('turns over the public answer’s ETag and the page heads', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const homeBefore = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(homeBefore).toContain(
      `<meta name="keywords" content="${DEFAULT_PUBLIC_SETTINGS.seo.keywords}" />`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/lien-he' })).body).toContain(
      'salon tóc, cắt tóc',
    );

    expect((await save('seo', { ...GOOD.seo, keywords: 'tóc "đẹp" <b>' })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.seo.title).toBe(GOOD.seo.title);

    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('<meta name="keywords" content="tóc &quot;đẹp&quot; &lt;b&gt;" />');
    expect(home).toContain(`<title>${String(GOOD.seo.title)}</title>`);
    expect(home).toContain(`<meta name="description" content="${String(GOOD.seo.description)}" />`);
    for (const url of ['/lien-he', '/dich-vu', '/tai-khoan']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toContain('tóc &quot;đẹp&quot;');
    }
  });
});

describe('logo and favicon', () => {
  it('uploads an image, re-encoded, used by the page head; replaces and removes it', async () => {
    const res = await injectForm(t.app, {
      url: '/api/admin/settings/branding/favicon',
      cookie: admin() ?? '',
      parts: [{ name: 'image', value: await testImages.png(400, 400), filename: 'icon.png' }],
    });
    expect(res.statusCode).toBe(200);
    const url = (await publicSettings()).branding.favicon_url;
    expect(url).toMatch(/^\/api\/storage\/branding\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<link rel="icon" type="image/webp" href="${url}" />`);
    expect(home).not.toContain('/favicon.svg');
    expect((await adminView()).branding.last_changed?.by?.id).toBe(as.admin?.user.id);

    const removed = await injectAs(t, admin(), 'DELETE', '/api/admin/settings/branding/favicon');
    expect(removed.statusCode).toBe(200);
    expect((await publicSettings()).branding.favicon_url).toBe('');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('href="/favicon.svg"');
  });

  it('refuses a file that is not an image, and an unknown kind, writing nothing', async () => {
    const res = await injectForm(t.app, {
      url: '/api/admin/settings/branding/logo',
      cookie: admin() ?? '',
      parts: [{ name: 'image', value: testImages.executable, filename: 'logo.png' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toBeDefined();
    const other = await injectForm(t.app, {
      url: '/api/admin/settings/branding/banner',
      cookie: admin() ?? '',
      parts: [{ name: 'image', value: await testImages.png(), filename: 'a.png' }],
    });
    expect(other.statusCode).toBe(422);
    expect(await storedRows()).toEqual({ settings: [], changes: [] });
  });
});
