import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlider, salonDay } from '../../test/slider-factories.js';
import { uniqueMarker } from '../../test/factories.js';
import { signIn } from '../../test/sessions.js';
import { injectForm, testImages, type FormPart } from '../../test/uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([
    signIn(t, 'admin').then((signedIn) => signedIn.cookie),
    signIn(t, 'manager').then((signedIn) => signedIn.cookie),
  ]);
});
afterAll(() => t.close());

const BASE = '/api/admin/sliders';

/** The file an upload URL names, under DATA_DIR/uploads. */
const fileOf = (url: string) =>
  path.join(t.config.dataDir, 'uploads', ...url.slice('/api/storage/'.length).split('/'));

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

/** The form's required choices (type and position), unless the test gives its own. */
const withChoices = (parts: FormPart[]): FormPart[] => [
  ...parts,
  ...fields({ type: 'banner', position: 'home' }).filter(
    (choice) => !parts.some((part) => part.name === choice.name),
  ),
];

async function create(parts: FormPart[], cookie = admin) {
  return injectForm(t.app, { method: 'POST', url: BASE, cookie, parts: withChoices(parts) });
}

async function countSliders(): Promise<number> {
  const row = await t.db
    .selectFrom('sliders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('permissions', () => {
  it('needs a signed-in manager or admin', async () => {
    const slider = await createSlider(t.db);
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/${slider.id}` },
      { method: 'PATCH', url: `${BASE}/${slider.id}/toggle-status` },
      { method: 'DELETE', url: `${BASE}/${slider.id}` },
    ] as const;
    for (const call of calls) {
      const guest = await t.app.inject(call);
      expect(guest.statusCode, call.url).toBe(401);
      for (const role of ['staff', 'customer'] as const) {
        // A new session per refused call: the third refusal ends a session (incident rule c).
        const { cookie } = await signIn(t, role);
        const res = await t.app.inject({ ...call, headers: { cookie } });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    const upload = await create(fields({ title: 'x' }), (await signIn(t, 'staff')).cookie);
    expect(upload.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: BASE, headers: { cookie: manager } })).statusCode,
    ).toBe(200);
    expect(
      await t.db.selectFrom('sliders').select('id').where('id', '=', slider.id).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('create', () => {
  it('stores the fields and both images (re-encoded), with the defaults', async () => {
    const res = await create([
      ...fields({
        title: '  Khai trương chi nhánh mới ',
        link_url: '/booking',
        link_text: 'Đặt lịch',
      }),
      { name: 'image', value: await testImages.jpeg(800, 300), filename: 'banner.jpg' },
      { name: 'mobile_image', value: await testImages.png(300, 400), filename: 'mobile.png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Tạo mới thành công' });
    expect(body.data).toMatchObject({
      title: 'Khai trương chi nhánh mới',
      type: 'banner',
      position: 'home',
      sort_order: 0,
      button_style: 'primary',
      target_type: '_self',
      is_active: true,
      link_url: '/booking',
      link_text: 'Đặt lịch',
      display_status: 'active',
      click_count: 0,
      impression_count: 0,
    });
    expect(body.data.image_url).toMatch(/^\/api\/storage\/sliders\/.+\.webp$/);
    expect(body.data.mobile_image_url).toMatch(/^\/api\/storage\/sliders\/.+\.webp$/);
    expect(existsSync(fileOf(body.data.image_url))).toBe(true);
    expect(existsSync(fileOf(body.data.thumbnail_url))).toBe(true);
    expect(existsSync(fileOf(body.data.mobile_image_url))).toBe(true);

    const banners = await t.app.inject({ method: 'GET', url: '/api/public/sliders/home-banners' });
    expect(banners.json<{ data: { id: number }[] }>().data.map((s) => s.id)).toContain(
      body.data.id,
    );
  });

  it('requires a title and an image; checks every field', async () => {
    const before = await countSliders();
    const image = { name: 'image', value: await testImages.png() };
    const cases: [FormPart[], string, string][] = [
      [[image], 'title', 'Vui lòng nhập tiêu đề slider'],
      [[...fields({ title: '   ' }), image], 'title', 'Vui lòng nhập tiêu đề slider'],
      [fields({ title: 'Không có ảnh' }), 'image', 'Vui lòng chọn ảnh cho slider'],
      [[...fields({ title: 'x'.repeat(201) }), image], 'title', 'Tiêu đề không được quá 200 ký tự'],
      [[...fields({ title: 'A', type: 'video' }), image], 'type', 'Vui lòng chọn loại'],
      [[...fields({ title: 'A', position: 'moon' }), image], 'position', 'Vui lòng chọn vị trí'],
      [
        [...fields({ title: 'A', link_url: 'javascript:alert(1)' }), image],
        'link_url',
        'Liên kết phải bắt đầu bằng "/" hoặc "http(s)://"',
      ],
      [
        [...fields({ title: 'A', link_url: '//evil.example' }), image],
        'link_url',
        'Liên kết phải bắt đầu bằng "/" hoặc "http(s)://"',
      ],
      [
        [...fields({ title: 'A', sort_order: '-1' }), image],
        'sort_order',
        'Thứ tự phải là số nguyên từ 0 đến 9999',
      ],
      [
        [...fields({ title: 'A', sort_order: '1.5' }), image],
        'sort_order',
        'Thứ tự phải là số nguyên từ 0 đến 9999',
      ],
      [
        [...fields({ title: 'A', start_date: '2026-02-30' }), image],
        'start_date',
        'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
      ],
      [
        [...fields({ title: 'A', end_date: '21/11/2026' }), image],
        'end_date',
        'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
      ],
      [
        [...fields({ title: 'A', start_date: '2026-12-10', end_date: '2026-12-01' }), image],
        'end_date',
        'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
      ],
      [
        [...fields({ title: 'A', is_active: 'maybe' }), image],
        'is_active',
        'Trạng thái không hợp lệ',
      ],
      [
        [...fields({ title: 'A', button_style: 'neon' }), image],
        'button_style',
        'Kiểu nút không hợp lệ',
      ],
      [
        [...fields({ title: 'A', target_type: '_top' }), image],
        'target_type',
        'Cách mở liên kết không hợp lệ',
      ],
    ];
    for (const [parts, field, message] of cases) {
      const res = await create(parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    }
    expect(await countSliders()).toBe(before);
  });

  it('refuses a form without its type or position (no silent default), on create and update', async () => {
    const before = await countSliders();
    const image = { name: 'image', value: await testImages.png() };
    const existing = await createSlider(t.db, { type: 'ads', position: 'service' });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: 'Thiếu loại', position: 'home' }, 'type', 'Vui lòng chọn loại'],
      [{ title: 'Loại trống', type: '', position: 'home' }, 'type', 'Vui lòng chọn loại'],
      [{ title: 'Thiếu vị trí', type: 'banner' }, 'position', 'Vui lòng chọn vị trí'],
      [
        { title: 'Vị trí trống', type: 'banner', position: ' ' },
        'position',
        'Vui lòng chọn vị trí',
      ],
    ];
    for (const [values, field, message] of cases) {
      for (const [method, url] of [
        ['POST', BASE],
        ['PUT', `${BASE}/${existing.id}`],
      ] as const) {
        const res = await injectForm(t.app, {
          method,
          url,
          cookie: admin,
          parts: [...fields(values), image],
        });
        expect(res.statusCode, `${method} ${field}: ${res.body}`).toBe(422);
        expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
      }
    }
    expect(await countSliders()).toBe(before + 1);
    const row = await t.db
      .selectFrom('sliders')
      .select(['type', 'position'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'ads', position: 'service' });
  });

  it('refuses an executable renamed .jpg and leaves nothing behind', async () => {
    const before = await countSliders();
    const res = await create([
      ...fields({ title: 'Giả ảnh' }),
      { name: 'image', value: testImages.executable, filename: 'anh.jpg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Chỉ có thể tải lên file hình ảnh!',
      errors: { image: ['Chỉ có thể tải lên file hình ảnh!'] },
    });
    expect(await countSliders()).toBe(before);
  });

  it('removes the main image when the mobile image is refused', async () => {
    const before = await countSliders();
    const res = await create([
      ...fields({ title: 'Một ảnh hỏng' }),
      { name: 'image', value: await testImages.png() },
      { name: 'mobile_image', value: testImages.executable, filename: 'm.jpg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ mobile_image: ['Chỉ có thể tải lên file hình ảnh!'] });
    expect(await countSliders()).toBe(before);
    const folder = path.join(t.config.dataDir, 'uploads', 'sliders');
    const files = existsSync(folder)
      ? readdirSync(folder, { recursive: true }).filter(
          (f) => String(f).endsWith('.webp') && !/\.w\d+\.webp$/.test(String(f)),
        )
      : [];
    // Only the images of sliders that exist remain (their responsive copies aside).
    const rows = await t.db
      .selectFrom('sliders')
      .select(['image_url', 'thumbnail_url', 'mobile_image_url'])
      .execute();
    const kept = rows
      .flatMap((r) => [r.image_url, r.thumbnail_url, r.mobile_image_url])
      .filter((u): u is string => !!u && u.startsWith('/api/storage/sliders/'));
    const mobileThumbs = rows
      .map((r) => r.mobile_image_url)
      .filter((u): u is string => !!u && u.startsWith('/api/storage/sliders/'));
    expect(files.length).toBe(kept.length + mobileThumbs.length);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await create([
      ...fields({ title: 'Quá lớn' }),
      { name: 'image', value: Buffer.alloc(5 * 1024 * 1024 + 10, 1), filename: 'big.jpg' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Hình ảnh phải nhỏ hơn 5MB!' });
  });

  it('refuses a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: admin },
      payload: { title: 'JSON' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('list', () => {
  it('pages by 10 and filters by search (diacritics ignored), type, position and status', async () => {
    const tag = uniqueMarker('loc');
    await createSlider(t.db, { title: `Ưu đãi ${tag} tháng mười`, type: 'ads' });
    await createSlider(t.db, { title: `Đồng giá ${tag}`, position: 'service' });
    await createSlider(t.db, { title: `Sắp tới ${tag}`, start_date: salonDay(3) });
    await createSlider(t.db, { title: `Hết hạn ${tag}`, end_date: salonDay(-3) });
    await createSlider(t.db, { title: `Tắt ${tag}`, is_active: false });
    for (let i = 0; i < 11; i++) await createSlider(t.db, { title: `Trang ${tag} ${i}` });

    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${BASE}?search=${encodeURIComponent(tag)}${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        data: { data: { title: string; display_status: string }[]; meta: Record<string, number> };
      }>().data;
    };

    const first = await list('');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 16 });
    expect(first.data).toHaveLength(10);
    expect((await list('&page=2')).data).toHaveLength(6);
    expect((await list('&type=ads')).data.map((s) => s.title)).toEqual([
      `Ưu đãi ${tag} tháng mười`,
    ]);
    expect((await list('&position=service')).data.map((s) => s.title)).toEqual([`Đồng giá ${tag}`]);
    expect((await list('&status=upcoming')).data).toMatchObject([
      { title: `Sắp tới ${tag}`, display_status: 'upcoming' },
    ]);
    expect((await list('&status=expired')).data).toMatchObject([
      { title: `Hết hạn ${tag}`, display_status: 'expired' },
    ]);
    expect((await list('&status=inactive')).data).toMatchObject([
      { title: `Tắt ${tag}`, display_status: 'inactive' },
    ]);
    expect((await list('&status=active')).meta.total).toBe(13);
    // Diacritics and case ignored: "dong gia" finds "Đồng giá".
    const folded = await t.app.inject({
      method: 'GET',
      url: `${BASE}?search=${encodeURIComponent(`DONG GIA ${tag}`)}`,
      headers: { cookie: admin },
    });
    expect(
      folded.json<{ data: { data: { title: string }[] } }>().data.data.map((s) => s.title),
    ).toEqual([`Đồng giá ${tag}`]);
  });

  it('refuses bad filters', async () => {
    for (const query of ['status=soon', 'per_page=0', 'page=-1', `search=${'a'.repeat(101)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${BASE}?${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('shows one slider with its derived flags; 404 for a missing one', async () => {
    const slider = await createSlider(t.db, {
      start_date: salonDay(5),
      click_count: 3,
      impression_count: 40,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${slider.id}`,
      headers: { cookie: admin },
    });
    expect(res.json().data).toMatchObject({
      id: slider.id,
      display_status: 'upcoming',
      is_scheduled: true,
      is_upcoming: true,
      is_expired: false,
      click_count: 3,
      click_through_rate: 7.5,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `${BASE}/999999`,
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Không tìm thấy slider' });
  });
});

describe('update, toggle, delete', () => {
  async function uploaded() {
    const res = await create([
      ...fields({ title: 'Có ảnh', type: 'ads', sort_order: '4' }),
      { name: 'image', value: await testImages.png(400, 200) },
      { name: 'mobile_image', value: await testImages.jpeg(200, 300) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      id: number;
      image_url: string;
      thumbnail_url: string;
      mobile_image_url: string;
    };
  }
  const update = (id: number, parts: FormPart[]) =>
    injectForm(t.app, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      cookie: admin,
      parts: withChoices(parts),
    });

  it('replaces the fields and keeps the images when none are sent', async () => {
    const slider = await uploaded();
    const res = await update(
      slider.id,
      fields({ title: 'Đã sửa', position: 'about', is_active: '0', end_date: salonDay(10) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Cập nhật thành công',
      data: {
        title: 'Đã sửa',
        type: 'banner',
        position: 'about',
        sort_order: 0,
        is_active: false,
        display_status: 'inactive',
        end_date: salonDay(10),
        image_url: slider.image_url,
        mobile_image_url: slider.mobile_image_url,
      },
    });
  });

  it('a new image replaces the old file; remove_mobile_image drops the mobile image', async () => {
    const slider = await uploaded();
    const res = await update(slider.id, [
      ...fields({ title: 'Ảnh mới', remove_mobile_image: '1' }),
      { name: 'image', value: await testImages.jpeg(500, 200) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.image_url).not.toBe(slider.image_url);
    expect(data.mobile_image_url).toBeNull();
    expect(existsSync(fileOf(data.image_url))).toBe(true);
    expect(existsSync(fileOf(slider.image_url))).toBe(false);
    expect(existsSync(fileOf(slider.thumbnail_url))).toBe(false);
    expect(existsSync(fileOf(slider.mobile_image_url))).toBe(false);
  });

  it('the main image cannot be removed without a new one; bad input changes nothing', async () => {
    const slider = await uploaded();
    const removed = await update(slider.id, fields({ title: 'Không ảnh', remove_image: '1' }));
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toMatchObject({ errors: { image: ['Vui lòng chọn ảnh cho slider'] } });
    const bad = await update(slider.id, [
      ...fields({ title: '' }),
      { name: 'image', value: await testImages.png() },
    ]);
    expect(bad.statusCode).toBe(422);
    const fake = await update(slider.id, [
      ...fields({ title: 'Ảnh giả' }),
      { name: 'image', value: testImages.executable, filename: 'x.jpg' },
    ]);
    expect(fake.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('sliders')
      .selectAll()
      .where('id', '=', slider.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Có ảnh');
    expect(row.image_url).toBe(slider.image_url);
    expect(existsSync(fileOf(slider.image_url))).toBe(true);
  });

  it('404 when updating a missing slider', async () => {
    const res = await update(999_999, fields({ title: 'Không có' }));
    expect(res.statusCode).toBe(404);
  });

  it('toggles the active flag with its message', async () => {
    const slider = await createSlider(t.db);
    const toggle = () =>
      t.app.inject({
        method: 'PATCH',
        url: `${BASE}/${slider.id}/toggle-status`,
        headers: { cookie: manager },
      });
    const off = await toggle();
    expect(off.json()).toMatchObject({ message: 'Đã tắt slider', data: { is_active: false } });
    const banners = await t.app.inject({ method: 'GET', url: '/api/public/sliders/home-banners' });
    expect(banners.json<{ data: { id: number }[] }>().data.map((s) => s.id)).not.toContain(
      slider.id,
    );
    const on = await toggle();
    expect(on.json()).toMatchObject({ message: 'Đã bật slider', data: { is_active: true } });
  });

  it('delete removes the row and its files, but never a demo picture', async () => {
    const slider = await uploaded();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${slider.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Xóa thành công' });
    expect(existsSync(fileOf(slider.image_url))).toBe(false);
    expect(existsSync(fileOf(slider.thumbnail_url))).toBe(false);
    expect(existsSync(fileOf(slider.mobile_image_url))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${slider.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);

    const demoUrl = '/api/storage/demo/banners/keep-me.webp';
    mkdirSync(path.dirname(fileOf(demoUrl)), { recursive: true });
    writeFileSync(fileOf(demoUrl), 'demo');
    const demo = await createSlider(t.db, { image_url: demoUrl });
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${demo.id}`, headers: { cookie: admin } });
    expect(existsSync(fileOf(demoUrl))).toBe(true);
  });
});
