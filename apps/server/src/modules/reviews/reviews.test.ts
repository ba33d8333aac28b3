import { IMAGE_UPLOAD, REVIEW_MESSAGES as M, type AdminReviewStats } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createService, createUser, uniqueMarker } from '../../test/factories.js';
import { createReview } from '../../test/review-factories.js';
import { logIn } from '../../test/sessions.js';
import { injectForm, testImages, uploadedOriginals, type FormPart } from '../../test/uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let addressCounter = 0;
/** Each guest post comes from its own address unless a test says otherwise (throttling). */
const freshAddress = () =>
  `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
let emailCounter = 0;
/** And from an e-mail of its own (a guest's reviews are limited per e-mail too). */
const freshEmail = () => `Hoa.Le.${++emailCounter}@Example.com`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function reviewParts(
  item: { type: string; id: number },
  overrides: Record<string, string | undefined> = {},
): FormPart[] {
  const fields: Record<string, string | undefined> = {
    reviewable_type: item.type,
    reviewable_id: String(item.id),
    rating: '5',
    title: 'Cắt đẹp, đúng hẹn',
    content: 'Stylist tư vấn kỹ, kiểu tóc hợp khuôn mặt.',
    guest_name: 'Lê Thị Hoa',
    guest_email: freshEmail(),
    ...overrides,
  };
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
}

async function postReview(
  parts: FormPart[],
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  return injectForm(t.app, {
    url: '/api/reviews',
    parts,
    remoteAddress: freshAddress(),
    ...options,
  });
}

async function publicReviews(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/reviews?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { id: number; title: string; author_name: string; admin_response: string | null }[];
    meta: { current_page: number; last_page: number; per_page: number; total: number };
    review_stats: {
      total_reviews: number;
      average_rating: number;
      rating_breakdown: Record<string, number>;
    };
  };
}

async function countReviews(): Promise<number> {
  const row = await t.db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function uploadedFiles(): string[] {
  return uploadedOriginals(t.config.dataDir, 'reviews');
}

let adminCookie: string;
let managerCookie: string;
let staffCookie: string;
beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'admin', name: 'Quản Trị Viên' });
  const manager = await createUser(t.db, { role: 'manager' });
  const staff = await createUser(t.db, { role: 'staff' });
  [adminCookie, managerCookie, staffCookie] = await Promise.all([
    logIn(t, admin),
    logIn(t, manager),
    logIn(t, staff),
  ]);
});

async function moderate(id: number, action: 'approve' | 'reject', cookie = adminCookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/${action}`,
    headers: { cookie },
  });
}

describe('POST /api/reviews (guest)', () => {
  it('stores a pending review that shows only after approval', async () => {
    const service = await createService(t.db);
    const item = { type: 'service', id: service.id };
    const res = await postReview(reviewParts(item, { guest_email: 'Hoa.Le@Example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      'Đánh giá của bạn đã được gửi thành công! Đánh giá sẽ được hiển thị sau khi được duyệt.',
    );
    expect(body.data).toMatchObject({
      status: 'pending',
      author_name: 'Lê Thị Hoa',
      rating: 5,
      is_verified: false,
      images: [],
    });
    const stored = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, guest_email: 'hoa.le@example.com' });

    const query = `reviewable_type=service&reviewable_id=${service.id}`;
    expect((await publicReviews(query)).meta.total).toBe(0);

    expect((await moderate(body.data.id, 'approve')).statusCode).toBe(200);
    const after = await publicReviews(query);
    expect(after.data.map((r) => r.id)).toEqual([body.data.id]);
    expect(after.data[0]).not.toHaveProperty('guest_email');
  });

  it('requires the guest name and e-mail, with every message at once', async () => {
    const service = await createService(t.db);
    const before = await countReviews();
    const res = await postReview(
      reviewParts(
        { type: 'service', id: service.id },
        { guest_name: undefined, guest_email: undefined, rating: undefined, title: '  ' },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      guest_name: [M.guestNameRequired],
      guest_email: [M.guestEmailRequired],
      rating: [M.ratingRequired],
      title: [M.titleRequired],
    });
    const bad = await postReview(
      reviewParts({ type: 'service', id: service.id }, { guest_email: 'hoa@' }),
    );
    expect(bad.json().errors).toEqual({ guest_email: ['Email không hợp lệ!'] });
    expect(await countReviews()).toBe(before);
  });

  it('checks rating, title and content with the storefront messages', async () => {
    const service = await createService(t.db);
    const item = { type: 'service', id: service.id };
    const cases: [Record<string, string | undefined>, string, string][] = [
      [{ rating: '0' }, 'rating', 'Vui lòng chọn số sao đánh giá!'],
      [{ rating: '6' }, 'rating', 'Vui lòng chọn số sao đánh giá!'],
      [{ rating: '4.5' }, 'rating', 'Vui lòng chọn số sao đánh giá!'],
      [{ rating: 'năm' }, 'rating', 'Vui lòng chọn số sao đánh giá!'],
      [{ title: undefined }, 'title', 'Vui lòng nhập tiêu đề đánh giá!'],
      [{ title: 'a'.repeat(101) }, 'title', M.titleMax],
      [{ content: '' }, 'content', 'Vui lòng nhập nội dung đánh giá!'],
      [{ content: 'a'.repeat(1001) }, 'content', M.contentMax],
      [{ reviewable_type: 'order' }, 'reviewable_type', M.itemTypeInvalid],
      [{ reviewable_id: 'abc' }, 'reviewable_id', M.itemIdInvalid],
      [{ guest_name: 'a'.repeat(101) }, 'guest_name', M.guestNameMax],
    ];
    const before = await countReviews();
    for (const [overrides, field, message] of cases) {
      const res = await postReview(reviewParts(item, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await countReviews()).toBe(before);
    const limits = await postReview(
      reviewParts(item, { title: 'a'.repeat(100), content: 'b'.repeat(1000), rating: '1' }),
    );
    expect(limits.statusCode).toBe(201);
  });

  it('answers 404 for a missing or inactive service or product', async () => {
    const inactive = await createService(t.db, { status: 'inactive' });
    const inactiveProduct = await createProduct(t.db, { status: 'inactive' });
    for (const item of [
      { type: 'service', id: inactive.id },
      { type: 'product', id: inactiveProduct.id },
      { type: 'product', id: 999_999 },
    ]) {
      const res = await postReview(reviewParts(item));
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { reviewable_type: 'service' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('review images', () => {
  it('stores up to 5 images re-encoded as WebP with thumbnails', async () => {
    const product = await createProduct(t.db);
    const parts = reviewParts({ type: 'product', id: product.id });
    for (let i = 0; i < IMAGE_UPLOAD.reviewMaxFiles; i++) {
      parts.push({
        name: 'images',
        value: i % 2 ? await testImages.png() : await testImages.jpeg(),
        filename: `anh-${i}.jpg`,
      });
    }
    const res = await postReview(parts);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().data.images as { url: string; thumbnail_url: string }[];
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.url).toMatch(/^\/api\/storage\/reviews\/.+\.webp$/);
      const file = await t.app.inject({ method: 'GET', url: image.thumbnail_url });
      expect(file.statusCode).toBe(200);
    }
  });

  it('refuses an executable renamed .jpg and keeps no file of the request', async () => {
    const service = await createService(t.db);
    const filesBefore = uploadedFiles().length;
    const before = await countReviews();
    const res = await postReview([
      ...reviewParts({ type: 'service', id: service.id }),
      { name: 'images', value: await testImages.png(), filename: 'dep.png' },
      { name: 'images', value: testImages.executable, filename: 'anh.jpg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Chỉ có thể tải lên file hình ảnh!',
      errors: { images: ['Chỉ có thể tải lên file hình ảnh!'] },
    });
    expect(await countReviews()).toBe(before);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('refuses more than 5 images', async () => {
    const service = await createService(t.db);
    const png = await testImages.png();
    const parts = reviewParts({ type: 'service', id: service.id });
    for (let i = 0; i < 6; i++) parts.push({ name: 'images', value: png, filename: `${i}.png` });
    const before = await countReviews();
    const res = await postReview(parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toEqual(['Chỉ được tải lên tối đa 5 hình ảnh.']);
    expect(await countReviews()).toBe(before);
  });

  it('refuses an image of 5MB or more', async () => {
    const service = await createService(t.db);
    const big = Buffer.concat([await testImages.png(), Buffer.alloc(IMAGE_UPLOAD.reviewMaxBytes)]);
    const before = await countReviews();
    const res = await postReview([
      ...reviewParts({ type: 'service', id: service.id }),
      { name: 'images', value: big, filename: 'lon.png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.images).toEqual(['Hình ảnh phải nhỏ hơn 5MB!']);
    expect(await countReviews()).toBe(before);
  });
});

describe('customers and their own reviews', () => {
  async function customer() {
    const created = await createUser(t.db, { role: 'customer', name: 'Phạm Minh Khang' });
    return { ...created, cookie: await logIn(t, created) };
  }

  it('a customer posts without guest fields; the review carries their account', async () => {
    const { user, cookie } = await customer();
    const service = await createService(t.db);
    const res = await postReview(
      reviewParts(
        { type: 'service', id: service.id },
        { guest_name: undefined, guest_email: undefined },
      ),
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ author_name: 'Phạm Minh Khang', is_verified: false });
    const row = await t.db
      .selectFrom('reviews')
      .select(['user_id', 'guest_name'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: user.id, guest_name: null });

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customer/reviews?reviewable_type=service&reviewable_id=${service.id}`,
      headers: { cookie },
    });
    expect(
      own.json<{ data: { id: number; status: string }[] }>().data.map((r) => [r.id, r.status]),
    ).toEqual([[res.json().data.id, 'pending']]);
  });

  it('staff accounts cannot post from the storefront', async () => {
    const service = await createService(t.db);
    const res = await postReview(reviewParts({ type: 'service', id: service.id }), {
      cookie: staffCookie,
    });
    expect(res.statusCode).toBe(403);
  });

  it('an edit sends the review back to moderation and recomputes the rating', async () => {
    const { user, cookie } = await customer();
    const service = await createService(t.db);
    const item = { type: 'service' as const, id: service.id };
    const mine = await createReview(t.db, item, { user_id: user.id, guest_name: null, rating: 5 });
    const other = await createReview(t.db, item, { rating: 3 });
    await moderate(mine.id, 'approve');
    await moderate(other.id, 'approve');
    const rated = () =>
      t.db
        .selectFrom('services')
        .select(['rating', 'review_count'])
        .where('id', '=', service.id)
        .executeTakeFirstOrThrow();
    expect(await rated()).toEqual({ rating: 4, review_count: 2 });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${mine.id}`,
      headers: { cookie },
      payload: { rating: 2, title: 'Sửa lại', content: 'Lần sau chờ hơi lâu.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', rating: 2, title: 'Sửa lại' });
    expect(await rated()).toEqual({ rating: 3, review_count: 1 });
    const list = await publicReviews(`reviewable_type=service&reviewable_id=${service.id}`);
    expect(list.data.map((r) => r.id)).toEqual([other.id]);
  });

  it("a customer cannot edit or delete another customer's review", async () => {
    const owner = await customer();
    const intruder = await customer();
    const service = await createService(t.db);
    const review = await createReview(
      t.db,
      { type: 'service', id: service.id },
      { user_id: owner.user.id, guest_name: null, title: 'Của tôi' },
    );
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${review.id}`,
      headers: { cookie: intruder.cookie },
      payload: { rating: 1, title: 'Bị sửa', content: 'Bị sửa' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(M.notYourReview);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(remove.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
    });
    expect(guest.statusCode).toBe(401);
    const guestReview = await createReview(t.db, { type: 'service', id: service.id });
    const onGuestReview = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${guestReview.id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(onGuestReview.statusCode).toBe(403);

    const row = await t.db
      .selectFrom('reviews')
      .select(['title', 'rating'])
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Của tôi', rating: 5 });

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/customer/reviews',
      headers: { cookie: intruder.cookie },
    });
    expect(own.json().data).toEqual([]);
  });

  it('deleting an approved review removes it, its images and its share of the rating', async () => {
    const { cookie } = await customer();
    const product = await createProduct(t.db);
    const created = await postReview(
      [
        ...reviewParts(
          { type: 'product', id: product.id },
          { guest_name: undefined, guest_email: undefined, rating: '4' },
        ),
        { name: 'images', value: await testImages.png(), filename: 'a.png' },
      ],
      { cookie },
    );
    const { id, images } = created.json().data as { id: number; images: { url: string }[] };
    await moderate(id, 'approve');
    expect(
      await t.db
        .selectFrom('products')
        .select(['rating', 'review_count'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ rating: 4, review_count: 1 });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('products')
        .select(['rating', 'review_count'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ rating: null, review_count: 0 });
    expect((await t.app.inject({ method: 'GET', url: images[0]!.url })).statusCode).toBe(404);
  });
});

describe('GET /api/public/reviews', () => {
  it('pages approved reviews newest first, with stats of approved reviews only', async () => {
    const service = await createService(t.db);
    const item = { type: 'service' as const, id: service.id };
    const ratings = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1, 5];
    const ids: number[] = [];
    for (const [index, rating] of ratings.entries()) {
      const review = await createReview(t.db, item, {
        rating,
        status: 'approved',
        title: `Đánh giá ${index}`,
        created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      });
      ids.push(review.id);
    }
    await createReview(t.db, item, { rating: 1, status: 'pending' });
    await createReview(t.db, item, { rating: 1, status: 'rejected' });
    const newestFirst = [...ids].reverse();
    const query = `reviewable_type=service&reviewable_id=${service.id}`;

    const first = await publicReviews(query);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.review_stats).toEqual({
      total_reviews: 12,
      average_rating: 3.8,
      rating_breakdown: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 5 },
    });

    const five = await publicReviews(`${query}&per_page=5&page=3`);
    expect(five.meta).toEqual({ current_page: 3, last_page: 3, per_page: 5, total: 12 });
    expect(five.data.map((r) => r.id)).toEqual(newestFirst.slice(10));
    const twenty = await publicReviews(`${query}&per_page=20`);
    expect(twenty.data).toHaveLength(12);
    expect((await publicReviews(`${query}&page=9`)).data).toEqual([]);

    for (const bad of ['per_page=7', 'per_page=50', 'page=0', 'reviewable_type=post']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/reviews?${query}&${bad}` });
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it('answers empty stats for an item without reviews, and 404 for a missing item', async () => {
    const product = await createProduct(t.db);
    const page = await publicReviews(`reviewable_type=product&reviewable_id=${product.id}`);
    expect(page.review_stats).toEqual({
      total_reviews: 0,
      average_rating: 0,
      rating_breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/public/reviews?reviewable_type=product&reviewable_id=999999',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('approve and reject only a pending review, recomputing the rating each time', async () => {
    const service = await createService(t.db, { rating: 4.8, review_count: 326 });
    const item = { type: 'service' as const, id: service.id };
    const a = await createReview(t.db, item, { rating: 5 });
    const b = await createReview(t.db, item, { rating: 2 });
    const rated = () =>
      t.db
        .selectFrom('services')
        .select(['rating', 'review_count'])
        .where('id', '=', service.id)
        .executeTakeFirstOrThrow();

    const approved = await moderate(a.id, 'approve');
    expect(approved.json()).toMatchObject({
      message: M.approved,
      data: { status: 'approved', item_name: service.name },
    });
    expect(await rated()).toEqual({ rating: 5, review_count: 1 });
    expect((await moderate(b.id, 'approve')).statusCode).toBe(200);
    expect(await rated()).toEqual({ rating: 3.5, review_count: 2 });

    const again = await moderate(a.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_NOT_PENDING', message: M.notPending });
    expect((await moderate(a.id, 'approve')).statusCode).toBe(409);

    const c = await createReview(t.db, item, { rating: 1 });
    const rejected = await moderate(c.id, 'reject', managerCookie);
    expect(rejected.json().data.status).toBe('rejected');
    expect(await rated()).toEqual({ rating: 3.5, review_count: 2 });
    expect((await moderate(c.id, 'approve')).statusCode).toBe(409);
    expect((await moderate(999_999, 'approve')).statusCode).toBe(404);
  });

  it('is for the feedback page roles only', async () => {
    const service = await createService(t.db);
    const review = await createReview(t.db, { type: 'service', id: service.id });
    const customer = await createUser(t.db, { role: 'customer' });
    const staff = await createUser(t.db, { role: 'staff' });
    for (const [who, status] of [
      [undefined, 401],
      [customer, 403],
      [staff, 403],
    ] as const) {
      for (const [method, url] of [
        ['POST', `/api/admin/reviews/${review.id}/approve`],
        ['POST', `/api/admin/reviews/${review.id}/reject`],
        ['GET', '/api/admin/reviews'],
        ['GET', '/api/admin/reviews/statistics'],
      ] as const) {
        // A new session per refused call: the third refusal ends a session (incident rule c).
        const headers = who ? { cookie: await logIn(t, who) } : {};
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    const row = await t.db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('an admin answer shows with its date under the approved review', async () => {
    const service = await createService(t.db);
    const review = await createReview(
      t.db,
      { type: 'service', id: service.id },
      { status: 'approved' },
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/response`,
      headers: { cookie: adminCookie },
      payload: { admin_response: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.adminResponseRequired);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/response`,
      headers: { cookie: adminCookie },
      payload: { admin_response: 'Cảm ơn anh/chị đã tin tưởng salon!' },
    });
    expect(res.statusCode).toBe(200);
    const list = await publicReviews(`reviewable_type=service&reviewable_id=${service.id}`);
    expect(list.data[0]).toMatchObject({ admin_response: 'Cảm ơn anh/chị đã tin tưởng salon!' });
    expect(
      Date.parse(String((list.data[0] as unknown as { responded_at: string }).responded_at)),
    ).not.toBeNaN();
  });
});

describe('back-office list and statistics', () => {
  it('filters by status, item type, rating and search; 20 per page, newest first', async () => {
    const service = await createService(t.db, { name: 'Uốn tóc Hàn Quốc kiểm thử' });
    const product = await createProduct(t.db);
    const marker = uniqueMarker('mau');
    const created: number[] = [];
    for (let i = 0; i < 22; i++) {
      const review = await createReview(
        t.db,
        i % 2 ? { type: 'product', id: product.id } : { type: 'service', id: service.id },
        {
          rating: (i % 5) + 1,
          status: i < 3 ? 'approved' : 'pending',
          title: `Tóc ${marker} số ${i}`,
          search_text: `toc ${marker} so ${i}`,
          created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        },
      );
      created.push(review.id);
    }
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reviews?${query}`,
        headers: { cookie: managerCookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        data: {
          id: number;
          item_type: string;
          rating: number;
          status: string;
          item_name: string;
        }[];
        meta: { total: number; per_page: number; last_page: number };
      };
    };
    const all = await list(`search=${marker}`);
    expect(all.meta).toMatchObject({ total: 22, per_page: 20, last_page: 2 });
    expect(all.data.map((r) => r.id)).toEqual([...created].reverse().slice(0, 20));
    expect((await list(`search=${marker}&page=2`)).data).toHaveLength(2);
    // The back office asks for the user's own items per page.
    const ten = await list(`search=${marker}&per_page=10&page=3`);
    expect(ten.meta).toMatchObject({ total: 22, per_page: 10, last_page: 3 });
    expect(ten.data.map((r) => r.id)).toEqual([...created].reverse().slice(20));
    for (const perPage of ['0', '101', 'abc', '2.5']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reviews?per_page=${perPage}`,
        headers: { cookie: managerCookie },
      });
      expect(refused.statusCode, perPage).toBe(422);
      expect(refused.json().errors.per_page).toEqual([M.adminPerPageInvalid]);
    }

    const services = await list(`search=${marker}&item_type=service`);
    expect(services.meta.total).toBe(11);
    expect(
      services.data.every((r) => r.item_type === 'service' && r.item_name === service.name),
    ).toBe(true);
    const fours = await list(`search=${marker}&rating=4`);
    expect(fours.data.every((r) => r.rating === 4)).toBe(true);
    expect(fours.meta.total).toBe(created.filter((_, i) => (i % 5) + 1 === 4).length);
    const approved = await list(`search=${marker}&status=approved`);
    expect(approved.meta.total).toBe(3);
    const folded = await list(`search=${encodeURIComponent(`TÓC ${marker} SỐ 21`)}`);
    expect(folded.data.map((r) => r.id)).toEqual([created[21]]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=done',
      headers: { cookie: managerCookie },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('counts every review by status; its average and breakdown count approved ones only, as the storefront does', async () => {
    const stats = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/reviews/statistics',
          headers: { cookie: adminCookie },
        })
      ).json<{ data: AdminReviewStats }>().data;
    const before = await stats();
    const service = await createService(t.db);
    const item = { type: 'service' as const, id: service.id };
    await createReview(t.db, item, { rating: 5, status: 'approved' });
    await createReview(t.db, item, { rating: 4, status: 'pending' });
    await createReview(t.db, item, { rating: 1, status: 'rejected' });
    const after = await stats();
    expect(after.total_reviews - before.total_reviews).toBe(3);
    expect(after.approved_reviews - before.approved_reviews).toBe(1);
    expect(after.pending_reviews - before.pending_reviews).toBe(1);
    expect(after.rejected_reviews - before.rejected_reviews).toBe(1);
    expect(after.rating_breakdown[5] - before.rating_breakdown[5]).toBe(1);
    expect(after.rating_breakdown[4] - before.rating_breakdown[4]).toBe(0);
    expect(after.rating_breakdown[1] - before.rating_breakdown[1]).toBe(0);
    const breakdown = after.rating_breakdown as Record<string, number>;
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    expect(total).toBe(after.approved_reviews);
    const approved = await t.db
      .selectFrom('reviews')
      .select('rating')
      .where('status', '=', 'approved')
      .execute();
    const sum = approved.reduce((a, r) => a + r.rating, 0);
    expect(after.average_rating).toBe(Math.round((sum / approved.length) * 10) / 10);
  });
});

describe('guest throttling', () => {
  it('limits guest posts per address, not customers', async () => {
    const service = await createService(t.db);
    const item = { type: 'service', id: service.id };
    const address = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const res = await postReview(reviewParts(item), { remoteAddress: address });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await postReview(reviewParts(item), { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Bạn đã gửi quá nhiều/);
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      remoteAddress: address,
      payload: {
        item_type: 'service',
        item_id: service.id,
        question: 'Còn chỗ không?',
        guest_name: 'A',
        guest_email: 'a@b.vn',
      },
    });
    expect(question.statusCode).toBe(429);

    expect((await postReview(reviewParts(item), { remoteAddress: '192.0.2.78' })).statusCode).toBe(
      201,
    );
    const customer = await createUser(t.db, { role: 'customer' });
    const cookie = await logIn(t, customer);
    const asCustomer = await postReview(
      reviewParts(item, { guest_name: undefined, guest_email: undefined }),
      { remoteAddress: address, cookie },
    );
    expect(asCustomer.statusCode).toBe(201);
  });
});

describe('service and product detail descriptions', () => {
  it('are sanitized in the detail reply', async () => {
    const service = await createService(t.db, {
      description:
        '<p onclick="alert(1)">Gội <strong>thảo dược</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    const product = await createProduct(t.db, {
      description: '<img src="x" onerror="alert(1)"><p>Dưỡng ẩm</p>',
    });
    const s = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.id}` });
    expect(s.json().data.description).toBe('<p>Gội <strong>thảo dược</strong></p><a>x</a>');
    const p = await t.app.inject({ method: 'GET', url: `/api/public/products/${product.slug}` });
    expect(p.json().data.description).toBe('<img src="x" /><p>Dưỡng ẩm</p>');
  });
});
