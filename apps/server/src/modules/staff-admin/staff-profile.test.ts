import {
  IMAGE_UPLOAD,
  STAFF_MESSAGES as M,
  UPLOAD_MESSAGES,
  type StaffChangeResult,
  type StaffMember,
  type TimeSlot,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
  type BookingSetup,
} from '../../test/booking-factories.js';
import { createBranch } from '../../test/factories.js';
import { signIn } from '../../test/sessions.js';
import { createStaffMember } from '../../test/staff-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return injectAs(t, cookie, method, `/api/admin/staff${url}`, payload);
}

const saveProfile = (id: number, body: unknown) => call('PUT', `/${id}/stylist-profile`, body);

async function staffAt(setup: BookingSetup, date: string, time: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slot = res
    .json<{ data: { time_slots: TimeSlot[] } }>()
    .data.time_slots.find((s) => s.time === time);
  return (slot?.available_staff ?? []).map((s) => s.id).sort((a, b) => a - b);
}

describe('PUT /api/admin/staff/:id/stylist-profile', () => {
  it('creates the profile of a member who has none, tidying the specialties', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const res = await saveProfile(user.id, {
      is_stylist: true,
      title: ' Stylist cao cấp ',
      bio: 'Mười năm kinh nghiệm tạo mẫu tóc.',
      specialties: ['Uốn Hàn Quốc', ' Nhuộm ', '', 'uốn hàn quốc'],
      experience_years: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(M.profileUpdated);
    expect(res.json<{ data: StaffChangeResult }>().data.member.profile).toEqual({
      is_stylist: true,
      title: 'Stylist cao cấp',
      bio: 'Mười năm kinh nghiệm tạo mẫu tóc.',
      specialties: ['Uốn Hàn Quốc', 'Nhuộm'],
      experience_years: 10,
      rating: null,
    });
  });

  it('updates an existing profile and keeps its rating', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id, { profile: { rating: 4.7 } });
    const res = await saveProfile(user.id, { is_stylist: true, title: null, specialties: ['Cắt'] });
    expect(res.json<{ data: StaffChangeResult }>().data.member.profile).toMatchObject({
      title: null,
      specialties: ['Cắt'],
      experience_years: 0,
      rating: 4.7,
    });
  });

  it('refuses bad profiles with Vietnamese messages and writes nothing', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'is_stylist', M.stylistFlagInvalid],
      [{ is_stylist: 'yes' }, 'is_stylist', M.stylistFlagInvalid],
      [{ is_stylist: true, title: 'x'.repeat(101) }, 'title', M.titleMax],
      [{ is_stylist: true, bio: 'x'.repeat(1001) }, 'bio', M.bioMax],
      [
        { is_stylist: true, specialties: Array.from({ length: 11 }, (_, i) => `Món ${i}`) },
        'specialties',
        M.specialtiesMax,
      ],
      [{ is_stylist: true, specialties: ['x'.repeat(51)] }, 'specialties.0', M.specialtyMax],
      [{ is_stylist: true, specialties: 'Cắt' }, 'specialties', M.specialtiesInvalid],
      [{ is_stylist: true, experience_years: 61 }, 'experience_years', M.experienceInvalid],
      [{ is_stylist: true, experience_years: -1 }, 'experience_years', M.experienceInvalid],
      [{ is_stylist: true, experience_years: 2.5 }, 'experience_years', M.experienceInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await saveProfile(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toEqual([
        message,
      ]);
    }
    const rows = await t.db
      .selectFrom('staff_profiles')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('what the booking engine offers follows the team screen', () => {
  it('stops offering a stylist who loses the flag or is deactivated, and offers them again', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 2 });
    const [first = 0, second = 0] = setup.stylistIds;
    const date = salonDateIn(3);
    expect(await staffAt(setup, date, '10:00')).toEqual([first, second]);

    const unflag = await saveProfile(first, { is_stylist: false, title: 'Lễ tân' });
    expect(unflag.statusCode, unflag.body).toBe(200);
    expect(unflag.json<{ data: StaffChangeResult }>().data.upcoming_appointments).toBeUndefined();
    expect(await staffAt(setup, date, '10:00')).toEqual([second]);

    expect((await call('PATCH', `/${second}/status`, { status: 'inactive' })).statusCode).toBe(200);
    expect(await staffAt(setup, date, '10:00')).toEqual([]);

    await saveProfile(first, { is_stylist: true, title: 'Stylist' });
    await call('PATCH', `/${second}/status`, { status: 'active' });
    expect(await staffAt(setup, date, '10:00')).toEqual([first, second]);
  });

  it('says how many upcoming appointments a stylist losing the flag still holds', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const stylist = setup.stylistIds[0] ?? 0;
    expect((await book(t, guestBooking(setup))).statusCode).toBe(201);
    const res = await saveProfile(stylist, { is_stylist: false });
    expect(res.json<{ data: StaffChangeResult }>().data.upcoming_appointments).toBe(1);
    const member = res.json<{ data: StaffChangeResult }>().data.member;
    expect(member.upcoming_appointments).toBe(1);
  });
});

describe('avatars', () => {
  const upload = (id: number, parts: Parameters<typeof injectForm>[1]['parts'], cookie = admin) =>
    injectForm(t.app, { url: `/api/admin/staff/${id}/avatar`, parts, cookie });

  it('stores one image as WebP, replaces the previous file and removes it on delete', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const first = await upload(user.id, [
      { name: 'avatar', value: await testImages.png(), filename: 'a.png' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ data: StaffMember }>().data.avatar_url ?? '';
    expect(firstUrl).toMatch(/^\/api\/storage\/avatars\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = await upload(user.id, [
      { name: 'avatar', value: await testImages.jpeg(), filename: 'b.jpg' },
    ]);
    const secondUrl = second.json<{ data: StaffMember }>().data.avatar_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await call('DELETE', `/${user.id}/avatar`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: StaffMember; message: string }>()).toMatchObject({
      data: { avatar_url: null },
      message: M.avatarRemoved,
    });
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses files over 2 MB, non-images, several files and an empty form', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const big = Buffer.concat([await testImages.png(), Buffer.alloc(IMAGE_UPLOAD.avatarMaxBytes)]);
    const tooBig = await upload(user.id, [{ name: 'avatar', value: big, filename: 'to.png' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toBe(M.avatarTooLarge);

    const fake = await upload(user.id, [
      { name: 'avatar', value: testImages.executable, filename: 'anh.jpg' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json<{ errors: Record<string, string[]> }>().errors.avatar).toEqual([
      UPLOAD_MESSAGES.notImage,
    ]);

    const png = await testImages.png();
    const two = await upload(user.id, [
      { name: 'avatar', value: png, filename: 'a.png' },
      { name: 'avatar', value: png, filename: 'b.png' },
    ]);
    expect(two.statusCode).toBe(422);

    const none = await upload(user.id, [{ name: 'note', value: 'không có ảnh' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.avatar).toEqual([
      M.avatarRequired,
    ]);

    const row = await t.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBeNull();
  });

  it('is for admins only and not for customers', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const manager = (await signIn(t, 'manager')).cookie;
    const png = await testImages.png();
    expect((await upload(user.id, [{ name: 'avatar', value: png }], manager)).statusCode).toBe(403);
    const customer = await signIn(t, 'customer');
    expect((await upload(customer.user.id, [{ name: 'avatar', value: png }])).statusCode).toBe(404);
    expect((await call('DELETE', `/${customer.user.id}/avatar`)).statusCode).toBe(404);
  });
});
