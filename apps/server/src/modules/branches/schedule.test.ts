import {
  BRANCH_MESSAGES as M,
  DEFAULT_HOLIDAY_NAME,
  DEFAULT_WORKING_TIMES,
  HOLIDAY_RECURRING_LABELS,
  salonToday,
  type HolidayDto,
  type WorkingHourDto,
  type WorkingHoursView,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await signIn(t, 'manager')).cookie;
});
afterAll(() => t.close());

function call(method: Method, url: string, payload?: unknown, cookie: string | null = manager) {
  return injectAs(t, cookie, method, `/api/admin${url}`, payload);
}

/** A date `days` after today in the salon's time. */
function dayFromToday(days: number): string {
  const [y, m, d] = salonToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

type View = WorkingHoursView<WorkingHourDto>;
async function hours(branchId: number, date?: string): Promise<View> {
  const res = await call(
    'GET',
    `/working-hours?branch_id=${branchId}${date ? `&date=${date}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: View }>().data;
}

async function hourRows(branchId: number) {
  return t.db
    .selectFrom('working_hours')
    .select(['date', 'time', 'is_available'])
    .where('branch_id', '=', branchId)
    .orderBy('date')
    .orderBy('time')
    .execute();
}

describe('who may edit the schedule', () => {
  it('answers 401 to a guest and 403 to staff', async () => {
    const branch = await createBranch(t.db);
    const calls: [Method, string, unknown?][] = [
      ['GET', `/working-hours?branch_id=${branch.id}`],
      ['PUT', '/working-hours', { branch_id: branch.id, times: ['09:00'] }],
      ['DELETE', '/working-hours/1'],
      ['GET', '/holidays'],
      ['GET', '/holidays/recurring-types'],
      ['POST', '/holidays', { date: dayFromToday(3) }],
      ['DELETE', '/holidays/1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      // A new session per route: the third refusal ends a session (incident rule c).
      const staff = (await signIn(t, 'staff')).cookie;
      expect((await call(method, url, payload, staff)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await hourRows(branch.id)).toEqual([]);
    const holidays = await t.db.selectFrom('holidays').select('id').execute();
    expect(holidays).toEqual([]);
  });
});

describe('working hours', () => {
  it('opens the default hours while a branch has none stored', async () => {
    const branch = await createBranch(t.db);
    const view = await hours(branch.id);
    expect(view).toEqual({
      branch_id: branch.id,
      date: null,
      hours: [],
      effective_times: [...DEFAULT_WORKING_TIMES],
      source: 'default',
    });
  });

  it('replaces the general hours as a whole, in order, without duplicates', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Giờ Chung' });
    const first = await call('PUT', '/working-hours', {
      branch_id: branch.id,
      times: ['10:00', '09:00', '09:30', '09:00'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.workingHoursSaved);
    const view = first.json<{ data: View }>().data;
    expect(view.source).toBe('general');
    expect(view.effective_times).toEqual(['09:00', '09:30', '10:00']);
    expect(view.hours[0]).toEqual({
      id: expect.any(Number),
      branch_id: branch.id,
      branch_name: 'Salon Giờ Chung',
      date: null,
      time: '09:00',
      is_available: true,
    });

    await call('PUT', '/working-hours', { branch_id: branch.id, times: ['14:00', '21:30'] });
    expect(await hourRows(branch.id)).toEqual([
      { date: null, time: '14:00', is_available: true },
      { date: null, time: '21:30', is_available: true },
    ]);
  });

  it('keeps a date of its own apart from the general hours', async () => {
    const branch = await createBranch(t.db);
    const date = dayFromToday(5);
    await call('PUT', '/working-hours', { branch_id: branch.id, times: ['08:00', '08:30'] });
    const special = await call('PUT', '/working-hours', {
      branch_id: branch.id,
      date,
      times: ['13:00', '13:30'],
    });
    expect(special.statusCode, special.body).toBe(200);
    expect(special.json().data).toMatchObject({
      date,
      source: 'date',
      effective_times: ['13:00', '13:30'],
    });
    expect((await hours(branch.id)).effective_times).toEqual(['08:00', '08:30']);
    // Another date falls back to the general hours.
    const other = await hours(branch.id, dayFromToday(6));
    expect(other).toMatchObject({
      source: 'general',
      hours: [],
      effective_times: ['08:00', '08:30'],
    });

    // Closing the whole date: its times stored as not available.
    const closed = await call('PUT', '/working-hours', {
      branch_id: branch.id,
      date,
      times: ['13:00'],
      is_available: false,
    });
    expect(closed.json().data).toMatchObject({ source: 'date', effective_times: [] });
    expect((await hours(branch.id, date)).hours).toEqual([
      expect.objectContaining({ date, time: '13:00', is_available: false }),
    ]);
    // An empty date string is the general scope.
    const general = await call('PUT', '/working-hours', {
      branch_id: branch.id,
      date: '',
      times: ['08:00'],
    });
    expect(general.json().data).toMatchObject({ date: null, effective_times: ['08:00'] });
  });

  it('refuses bad input with a message and leaves the hours as they were', async () => {
    const branch = await createBranch(t.db);
    await call('PUT', '/working-hours', { branch_id: branch.id, times: ['09:00'] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ times: [] }, 'times', M.timesRequired],
      [{ times: undefined }, 'times', M.timesRequired],
      [{ times: '09:00' }, 'times', M.timesRequired],
      [{ times: ['09:15'] }, 'times.0', M.timeInvalid],
      [{ times: ['09:00', '22:00'] }, 'times.1', M.timeInvalid],
      [{ times: ['07:30'] }, 'times.0', M.timeInvalid],
      [{ times: ["09:00'; drop table working_hours; --"] }, 'times.0', M.timeInvalid],
      [{ branch_id: undefined }, 'branch_id', M.branchRequired],
      [{ branch_id: 'một' }, 'branch_id', M.branchRequired],
      [{ date: '2026-02-30' }, 'date', M.dateInvalid],
      [{ date: dayFromToday(-1) }, 'date', M.workingDateInPast],
      [{ is_available: 'yes' }, 'is_available', M.availableInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('PUT', '/working-hours', {
        branch_id: branch.id,
        times: ['10:00'],
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    expect(await hourRows(branch.id)).toEqual([{ date: null, time: '09:00', is_available: true }]);

    const missing = await call('PUT', '/working-hours', { branch_id: 999999, times: ['09:00'] });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/working-hours?branch_id=999999')).statusCode).toBe(404);
    expect((await call('GET', '/working-hours')).statusCode).toBe(422);
    expect(
      (await call('GET', `/working-hours?branch_id=${branch.id}&date=hôm-nay`)).statusCode,
    ).toBe(422);
  });

  it('deletes one time, and says so in Vietnamese when it is already gone', async () => {
    const branch = await createBranch(t.db);
    const view = (
      await call('PUT', '/working-hours', { branch_id: branch.id, times: ['09:00', '09:30'] })
    ).json<{ data: View }>().data;
    const id = view.hours[0]!.id;
    const res = await call('DELETE', `/working-hours/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.workingHourDeleted);
    expect((await hours(branch.id)).effective_times).toEqual(['09:30']);
    const again = await call('DELETE', `/working-hours/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'WORKING_HOUR_NOT_FOUND',
      message: M.workingHourNotFound,
    });
  });
});

describe('holidays', () => {
  it('gives the recurring types as a key-to-label map', async () => {
    const res = await call('GET', '/holidays/recurring-types');
    expect(res.json()).toEqual({ success: true, data: HOLIDAY_RECURRING_LABELS });
  });

  it('adds a chain-wide and a branch holiday and lists them for a branch', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Nghỉ Lễ' });
    const other = await createBranch(t.db);
    const date = dayFromToday(10);
    const all = await call('POST', '/holidays', {
      branch_id: null,
      date,
      name: 'Tết Nguyên Đán',
      description: 'Mùng 1 Tết',
      is_recurring: true,
      recurring_type: 'lunar_yearly',
    });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().message).toBe(M.holidayAdded);
    const dto = all.json<{ data: HolidayDto }>().data;
    expect(dto).toEqual({
      id: expect.any(Number),
      branch_id: null,
      branch_name: null,
      date,
      name: 'Tết Nguyên Đán',
      description: 'Mùng 1 Tết',
      is_recurring: true,
      recurring_type: 'lunar_yearly',
      recurring_type_label: HOLIDAY_RECURRING_LABELS.lunar_yearly,
    });

    const own = await call('POST', '/holidays', { branch_id: branch.id, date: dayFromToday(11) });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({
      branch_id: branch.id,
      branch_name: 'Salon Nghỉ Lễ',
      name: DEFAULT_HOLIDAY_NAME,
      description: null,
      is_recurring: false,
      recurring_type: 'none',
    });
    await call('POST', '/holidays', { branch_id: other.id, date: dayFromToday(12) });

    const list = await call('GET', `/holidays?branch_id=${branch.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ data: { data: HolidayDto[]; meta: Record<string, number> } }>().data;
    expect(page.data.map((h) => h.id)).toEqual([dto.id, own.json().data.id]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
  });

  it('refuses a past or missing date, a bad type, an unknown branch and a duplicate', async () => {
    const before = await t.db.selectFrom('holidays').select('id').execute();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: undefined }, 'date', M.holidayDateRequired],
      [{ date: '' }, 'date', M.holidayDateRequired],
      [{ date: '31/12/2030' }, 'date', M.holidayDateRequired],
      [{ date: dayFromToday(-1) }, 'date', M.holidayDateInPast],
      [{ recurring_type: 'monthly' }, 'recurring_type', M.recurringTypeInvalid],
      [{ name: 'x'.repeat(151) }, 'name', M.holidayNameMax],
      [{ description: 'x'.repeat(501) }, 'description', M.holidayDescriptionMax],
      [{ branch_id: 'all' }, 'branch_id', M.branchRequired],
      [{ branch_id: 999999 }, 'branch_id', M.notFound],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/holidays', { date: dayFromToday(20), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    expect(await t.db.selectFrom('holidays').select('id').execute()).toEqual(before);

    const date = dayFromToday(30);
    expect((await call('POST', '/holidays', { date })).statusCode).toBe(201);
    const twice = await call('POST', '/holidays', { date, name: 'Lần hai' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'HOLIDAY_EXISTS', message: M.holidayExists });
    // Today is allowed.
    expect(
      (await call('POST', '/holidays', { date: salonToday(), name: 'Hôm nay' })).statusCode,
    ).toBe(201);
  });

  it('filters by year, keeping recurring holidays entered before it', async () => {
    const branch = await createBranch(t.db);
    const rows = await t.db
      .insertInto('holidays')
      .values([
        { branch_id: branch.id, date: '2030-04-30', name: 'Giải phóng', recurring_type: 'yearly' },
        { branch_id: branch.id, date: '2030-07-01', name: 'Một lần', recurring_type: 'none' },
        { branch_id: branch.id, date: '2031-03-03', name: 'Năm sau', recurring_type: 'none' },
      ])
      .returning('id')
      .execute();
    const ids = async (year: number) =>
      (await call('GET', `/holidays?branch_id=${branch.id}&year=${year}&per_page=100`))
        .json<{ data: { data: HolidayDto[] } }>()
        .data.data.filter((h) => h.branch_id === branch.id)
        .map((h) => h.id);
    expect(await ids(2030)).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(await ids(2031)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(await ids(2029)).toEqual([]);
    expect((await call('GET', '/holidays?year=99')).statusCode).toBe(422);
    expect((await call('GET', '/holidays?per_page=1000')).statusCode).toBe(422);
  });

  it('pages by 10 and deletes, with 404 once gone', async () => {
    const branch = await createBranch(t.db);
    for (let i = 0; i < 12; i += 1)
      await t.db
        .insertInto('holidays')
        .values({
          branch_id: branch.id,
          date: `2032-01-${String(i + 1).padStart(2, '0')}`,
          name: `Ngày ${i}`,
        })
        .execute();
    // Chain-wide recurring holidays of the other tests apply to the branch too.
    const first = await call('GET', `/holidays?branch_id=${branch.id}&year=2032`);
    const page = first.json<{ data: { data: HolidayDto[]; meta: Record<string, number> } }>().data;
    expect(page.data).toHaveLength(10);
    expect(page.meta.total).toBeGreaterThanOrEqual(12);
    expect(page.meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      last_page: Math.ceil(page.meta.total! / 10),
    });
    const second = await call('GET', `/holidays?branch_id=${branch.id}&year=2032&page=2`);
    expect(second.json().data.data.length).toBe(page.meta.total! - 10);

    const id = page.data[0]!.id;
    const res = await call('DELETE', `/holidays/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.holidayDeleted);
    const again = await call('DELETE', `/holidays/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.holidayNotFound);
  });
});
