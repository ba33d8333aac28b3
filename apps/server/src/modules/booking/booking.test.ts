import { BOOKING_MESSAGES as M, type TimeSlotsData } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  newIdempotencyKey,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createBranch, createUser, uniquePhone } from '../../test/factories.js';
import { injectAs } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestAppWithMailbox, mailboxOf } from '../../test/delivered-messages.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
});
afterAll(() => t.close());

describe('POST /api/appointments', () => {
  it('books a guest, makes their account with a random password shown once and sent by SMS, and holds the stylist time', async () => {
    const setup = await createBookingSetup(t.db, { duration: 90 });
    const phone = uniquePhone();
    const res = await book(
      t,
      guestBooking(setup, {
        appointment_time: '09:00',
        customer_info: { name: 'Lê Thị Mai', phone, email: 'mai.le@example.com' },
        notes: 'Tóc dài, muốn cắt ngang vai',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.bookingSuccess);
    expect(body.data.account_created).toBe(true);
    expect(body.data.login_phone).toBe(phone);
    const appointment = body.data.appointment;
    expect(appointment).toMatchObject({
      status: 'pending',
      appointment_time: '09:00',
      end_time: '10:30',
      duration_minutes: 90,
      price: 150_000,
      notes: 'Tóc dài, muốn cắt ngang vai',
      customer: { name: 'Lê Thị Mai', email: 'mai.le@example.com' },
    });
    expect(appointment.code).toMatch(/^LH-\d{6}-[2-9A-Z]{6}$/);

    const account = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', appointment.customer.user_id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      role: 'customer',
      must_change_password: true,
      email: 'mai.le@example.com',
    });
    expect(account.password_hash).not.toContain(phone);

    // The walk's attack: the phone was the password, so anyone knowing it took the account.
    const password: string = body.data.initial_password;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(password).not.toContain(phone);
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: phone, password: phone },
    });
    expect(guessed.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: phone, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.must_change_password).toBe(true);
    // The SMS to the phone carries it too; the database never holds it in clear.
    const e164 = `+84${phone.slice(1)}`;
    await mailboxOf(t).deliver();
    const sms = await mailboxOf(t).textsTo(e164);
    expect(sms.at(-1)).toContain(password);
    const stored = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', e164)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(password);

    const slots = await t.db
      .selectFrom('appointment_slots')
      .selectAll()
      .where('appointment_id', '=', appointment.id)
      .execute();
    expect(slots.map((s) => s.slot_time).sort()).toEqual(['09:00', '09:30', '10:00']);
    expect(new Set(slots.map((s) => s.stylist_id)).size).toBe(1);
    const events = await t.db
      .selectFrom('appointment_events')
      .selectAll()
      .where('appointment_id', '=', appointment.id)
      .execute();
    expect(events).toMatchObject([{ action: 'created', to_status: 'pending' }]);
  });

  it('joins an existing customer account by its proven phone without changing or showing it', async () => {
    const setup = await createBookingSetup(t.db);
    const { user } = await createUser(t.db, {
      name: 'Chủ Tài Khoản',
      phone_verified_at: new Date().toISOString(),
    });
    const national = `0${user.phone!.slice(3)}`;
    const res = await book(
      t,
      guestBooking(setup, { customer_info: { name: 'Người Khác', phone: national, email: null } }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.account_created).toBe(false);
    expect(data.login_phone).toBeNull();
    expect(data.appointment.customer.user_id).toBe(user.id);
    expect(JSON.stringify(data)).not.toContain(user.email!);
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(user.password_hash);
    expect(after.name).toBe('Chủ Tài Khoản');
    expect(after.must_change_password).toBe(false);
  });

  it("an account that has not proven its phone receives nobody's guest bookings with it", async () => {
    const setup = await createBookingSetup(t.db);
    // The walk's attack: register the victim's phone first, then read their bookings.
    const attacker = await signIn(t, 'customer', { name: 'Kẻ Chiếm Số' });
    const national = `0${attacker.user.phone!.slice(3)}`;
    const res = await book(
      t,
      guestBooking(setup, {
        customer_info: { name: 'Chủ Số Thật', phone: national, email: null },
        notes: 'Dị ứng thuốc nhuộm',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.appointment.customer.user_id).toBeNull();
    expect(res.json().data.account_created).toBe(false);
    const mine = await injectAs(t, attacker.cookie, 'GET', '/api/customer/appointments');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Dị ứng thuốc nhuộm');
    expect(mine.body).not.toContain(res.json().data.appointment.code);
  });

  it('books a signed-in customer from the account, ignoring any customer_info sent', async () => {
    const setup = await createBookingSetup(t.db);
    const customer = await signIn(t, 'customer', { name: 'Phạm Văn Khách' });
    const res = await book(
      t,
      guestBooking(setup, {
        customer_info: { name: 'Giả Mạo', phone: uniquePhone(), email: null },
      }),
      { cookie: customer.cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.appointment.customer).toMatchObject({
      user_id: customer.user.id,
      name: 'Phạm Văn Khách',
      phone: customer.user.phone,
    });
    expect(res.json().data.account_created).toBe(false);
  });

  it('refuses a guest without a name or with a bad phone, and writes nothing', async () => {
    const setup = await createBookingSetup(t.db);
    const before = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const noInfo = await book(t, { ...guestBooking(setup), customer_info: undefined });
    expect(noInfo.statusCode).toBe(422);
    expect(noInfo.json().message).toBe(M.nameRequired);
    const badPhone = await book(
      t,
      guestBooking(setup, { customer_info: { name: 'A', phone: '12345', email: null } }),
    );
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors['customer_info.phone']).toEqual([M.phoneInvalid]);
    const badEmail = await book(
      t,
      guestBooking(setup, {
        customer_info: { name: 'A', phone: uniquePhone(), email: 'không-phải-email' },
      }),
    );
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors['customer_info.email']).toEqual([M.emailInvalid]);
    const after = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    [
      'a time not on the half hour',
      { appointment_time: '10:15' },
      422,
      'appointment_time',
      M.invalidTime,
    ],
    [
      'a date that does not exist',
      { appointment_date: '2026-02-30' },
      422,
      'appointment_date',
      M.invalidDate,
    ],
    ['notes over 500 characters', { notes: 'a'.repeat(501) }, 422, 'notes', M.notesTooLong],
    ['a service id of the wrong type', { service_id: 'một' }, 422, 'service_id', M.invalidService],
  ])('refuses %s', async (_label, change, status, field, message) => {
    const setup = await createBookingSetup(t.db);
    const res = await book(t, { ...guestBooking(setup), ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses past dates, past times today, days beyond the advance limit and times outside the hours', async () => {
    const setup = await createBookingSetup(t.db);
    const past = await book(t, guestBooking(setup, { appointment_date: salonDateIn(-1) }));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(M.dateInPast);
    const far = await book(t, guestBooking(setup, { appointment_date: salonDateIn(31) }));
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(M.tooFarAhead(30));
    const late = await book(t, guestBooking(setup, { appointment_time: '21:00' }));
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(M.outsideHours);
    const closing = await book(t, guestBooking(setup, { appointment_time: '20:30' }));
    expect(closing.statusCode).toBe(422);
    expect(closing.json().message).toBe(M.outsideHours);
  });

  it('refuses a holiday with its name, and an unknown or inactive service or branch', async () => {
    const setup = await createBookingSetup(t.db);
    const date = salonDateIn(3);
    await t.db
      .insertInto('holidays')
      .values({ branch_id: null, date, name: 'Nghỉ bảo trì', description: null })
      .execute();
    const holiday = await book(t, guestBooking(setup, { appointment_date: date }));
    expect(holiday.statusCode).toBe(409);
    expect(holiday.json()).toMatchObject({ code: 'HOLIDAY', message: M.holiday('Nghỉ bảo trì') });

    expect((await book(t, guestBooking(setup, { service_id: 999_999 }))).statusCode).toBe(404);
    expect((await book(t, guestBooking(setup, { branch_id: 999_999 }))).statusCode).toBe(404);
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('id', '=', setup.service.id)
      .execute();
    const inactive = await book(t, guestBooking(setup));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe(M.serviceUnavailable);
  });

  it('gives the next customer another stylist, and refuses once every stylist is busy', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 2, capacity: 5 });
    const first = await book(t, guestBooking(setup));
    const second = await book(t, guestBooking(setup));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().data.appointment.stylist.id).not.toBe(
      second.json().data.appointment.stylist.id,
    );
    const third = await book(t, guestBooking(setup, { appointment_time: '10:30' }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'SLOT_FULL', message: M.slotFull });
  });

  it('refuses a second appointment for the same phone at an overlapping time', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 3 });
    const phone = uniquePhone();
    const info = { name: 'Khách Trùng', phone, email: null };
    expect((await book(t, guestBooking(setup, { customer_info: info }))).statusCode).toBe(201);
    const overlap = await book(
      t,
      guestBooking(setup, { appointment_time: '10:30', customer_info: info }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(M.customerOverlap);
    expect(
      (await book(t, guestBooking(setup, { appointment_time: '11:00', customer_info: info })))
        .statusCode,
    ).toBe(201);
  });

  it('makes one appointment for a repeated Idempotency-Key and replays the first reply', async () => {
    const setup = await createBookingSetup(t.db);
    const body = guestBooking(setup);
    const key = newIdempotencyKey();
    // One guest browser: its client cookie (a reply is replayed to that client only, see
    // orders/guest-replay.test.ts).
    const cookie = `salon_client=${'c'.repeat(43)}`;
    const [a, b] = await Promise.all([
      book(t, body, { key, cookie }),
      book(t, body, { key, cookie }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    // The new account's password is in the first answer only, never in a replay.
    type Reply = { data: { initial_password: string | null } };
    const passwords = [a, b].map((res) => res.json<Reply>().data.initial_password);
    expect(passwords.filter((p) => p !== null)).toHaveLength(1);
    const withoutPassword = (res: typeof a) => {
      const json = res.json<Reply>();
      return { ...json, data: { ...json.data, initial_password: null } };
    };
    expect(withoutPassword(b)).toEqual(withoutPassword(a));
    const again = await book(t, body, { key, cookie });
    expect(again.json()).toEqual(withoutPassword(a));
    expect(again.json().data.initial_password).toBeNull();
    const rows = await t.db
      .selectFrom('appointments')
      .select('id')
      .where('service_id', '=', setup.service.id)
      .execute();
    expect(rows).toHaveLength(1);

    const reused = await book(t, { ...body, notes: 'khác' }, { key, cookie });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(M.idempotencyMismatch);
    const malformed = await book(t, body, { key: 'có dấu cách' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.idempotencyInvalid);
  });
});

describe('GET /api/public/time-slots', () => {
  it('shows the day with capacity, staff and the appointment holding every slot it covers', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 2, capacity: 3, duration: 60 });
    const date = salonDateIn(4);
    expect(
      (await book(t, guestBooking(setup, { appointment_date: date, appointment_time: '09:00' })))
        .statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: TimeSlotsData }>().data;
    expect(data).toMatchObject({ date, closed: null, holiday: null, booking_advance_days: 30 });
    const byTime = new Map(data.time_slots.map((s) => [s.time, s]));
    expect(data.time_slots[0]?.time).toBe('08:00');
    expect(byTime.get('08:30')).toMatchObject({
      available: true,
      available_staff_count: 1,
      required_staff_count: 1,
      service_slot_info: { max_slots_per_time_slot: 3, total_appointments_in_slot: 1 },
    });
    expect(byTime.get('09:30')).toMatchObject({
      available: true,
      available_staff_count: 1,
      group: 'morning',
    });
    expect(byTime.get('10:00')).toMatchObject({ available: true, available_staff_count: 2 });
    expect(byTime.get('20:30')).toMatchObject({
      available: false,
      reason: 'closes',
      group: 'evening',
    });
  });

  it('shows the day without an appointment being moved, to its customer and to staff only', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const owner = await signIn(t, 'customer');
    const date = salonDateIn(9);
    const booked = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '10:00' }),
      { cookie: owner.cookie },
    );
    const id = booked.json<{ data: { appointment: { id: number } } }>().data.appointment.id;
    const tenAs = async (cookie: string | null) => {
      const res = await injectAs(
        t,
        cookie,
        'GET',
        `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}&appointment_id=${id}`,
      );
      expect(res.statusCode).toBe(200);
      return res
        .json<{ data: TimeSlotsData }>()
        .data.time_slots.find((slot) => slot.time === '10:00')?.available;
    };
    expect(await tenAs(owner.cookie)).toBe(true);
    expect(await tenAs((await signIn(t, 'staff')).cookie)).toBe(true);
    expect(await tenAs((await signIn(t, 'customer')).cookie)).toBe(false);
    expect(await tenAs(null)).toBe(false);
  });

  it("marks the signed-in customer's own appointments that day in any branch, and promises no more places than free stylists", async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 3, duration: 60 });
    const elsewhere = await createBookingSetup(t.db, { duration: 90 });
    const customer = await signIn(t, 'customer');
    const date = salonDateIn(11);
    const own = await book(
      t,
      guestBooking(elsewhere, { appointment_date: date, appointment_time: '14:00' }),
      { cookie: customer.cookie },
    );
    expect(own.statusCode, own.body).toBe(201);
    const slotsAs = async (cookie: string | null) => {
      const res = await injectAs(
        t,
        cookie,
        'GET',
        `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
      );
      expect(res.statusCode).toBe(200);
      return new Map(res.json<{ data: TimeSlotsData }>().data.time_slots.map((s) => [s.time, s]));
    };
    // 14:00 to 15:30 elsewhere: a 60-minute start from 13:30 to 15:00 would overlap it.
    const mine = await slotsAs(customer.cookie);
    expect(mine.get('13:00')).toMatchObject({ available: true, reason: null, places_left: 1 });
    for (const time of ['13:30', '14:00', '14:30', '15:00']) {
      expect(mine.get(time), time).toMatchObject({
        available: false,
        reason: 'yours',
        places_left: 0,
      });
    }
    expect(mine.get('15:30')).toMatchObject({ available: true, reason: null });
    // Anyone else sees the day as it is: one stylist, so one place though the service takes 3.
    for (const other of [await slotsAs(null), await slotsAs((await signIn(t)).cookie)]) {
      expect(other.get('14:00')).toMatchObject({
        available: true,
        reason: null,
        places_left: 1,
        available_staff_count: 1,
        service_slot_info: { max_slots_per_time_slot: 3, total_appointments_in_slot: 0 },
      });
    }
    // What the picker marks is what booking refuses.
    const refused = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '14:30' }),
      { cookie: customer.cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.customerOverlap);
    // Once cancelled, the time is free again for them.
    const ownId = own.json<{ data: { appointment: { id: number } } }>().data.appointment.id;
    await t.db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', ownId)
      .execute();
    expect((await slotsAs(customer.cookie)).get('14:00')).toMatchObject({ available: true });
  });

  it('answers a holiday with the holiday and no slots', async () => {
    const setup = await createBookingSetup(t.db);
    const date = salonDateIn(5);
    await t.db
      .insertInto('holidays')
      .values({
        branch_id: setup.branch.id,
        date,
        name: 'Sửa chữa',
        description: 'Chi nhánh sửa chữa',
      })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
    });
    expect(res.json().data).toMatchObject({
      closed: 'holiday',
      holiday: { name: 'Sửa chữa', description: 'Chi nhánh sửa chữa' },
      time_slots: [],
    });
  });

  it('refuses a missing or malformed query in Vietnamese', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/time-slots?service_id=abc&date=hôm-nay',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      service_id: [M.invalidService],
      branch_id: [M.invalidBranch],
      date: [M.invalidDate],
    });
  });
});

describe('GET /api/public/holidays', () => {
  it('unfolds one-off, yearly and lunar holidays of the branch and of every branch', async () => {
    const setup = await createBookingSetup(t.db);
    const other = await createBranch(t.db);
    await t.db
      .insertInto('holidays')
      .values([
        {
          branch_id: null,
          date: '2026-02-17',
          name: 'Tết Nguyên Đán',
          description: null,
          recurring_type: 'lunar_yearly',
        },
        {
          branch_id: setup.branch.id,
          date: '2026-04-30',
          name: 'Giải phóng miền Nam',
          description: null,
          recurring_type: 'yearly',
        },
        {
          branch_id: other.id,
          date: '2027-02-08',
          name: 'Chi nhánh khác',
          description: null,
          recurring_type: 'none',
        },
        {
          branch_id: null,
          date: '2026-03-01',
          name: 'Một lần, năm trước',
          description: null,
          recurring_type: 'none',
        },
      ])
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/holidays?branch_id=${setup.branch.id}&from=2027-01-01&to=2027-05-01`,
    });
    expect(res.statusCode).toBe(200);
    const days = res.json<{ data: { date: string; name: string }[] }>().data;
    expect(days.map((h) => `${h.date} ${h.name}`)).toEqual([
      '2027-02-06 Tết Nguyên Đán',
      '2027-04-30 Giải phóng miền Nam',
    ]);
  });
});
