import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

const HOUR = 3_600_000;

export interface BookedAppointment {
  id: number;
  code: string;
  appointment_date: string;
  appointment_time: string;
}

export interface SlotChoice {
  date: string;
  time: string;
}

/** The salon's date `days` from today (UTC+7). */
export function salonDay(days: number): string {
  return new Date(Date.now() + 7 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
}

function startsAt(slot: SlotChoice): number {
  return new Date(`${slot.date}T${slot.time}:00+07:00`).getTime();
}

async function data<T>(response: {
  status(): number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}): Promise<T> {
  assert.ok(response.status() < 300, `${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first active service and branch of the demo salon. */
export async function demoServiceAndBranch(page: Page) {
  const services = await data<{ data: { id: number; name: string }[] }>(
    await page.request.get('/api/public/services?per_page=1'),
  );
  const branches = await data<{ id: number; name: string }[]>(
    await page.request.get('/api/public/branches'),
  );
  const service = services.data[0];
  const branch = branches[0];
  assert.ok(service && branch, 'the demo salon has services and branches');
  return { service, branch };
}

/** A free start from `minHours` to `maxHours` from now, 3 hours away from each of `away`. */
export async function freeSlot(
  page: Page,
  ids: { service: number; branch: number },
  minHours: number,
  maxHours: number,
  away: SlotChoice[] = [],
): Promise<SlotChoice> {
  for (let day = 0; day <= Math.ceil(maxHours / 24) + 1; day += 1) {
    const date = salonDay(day);
    const slots = await data<{ time_slots: { time: string; available: boolean }[] }>(
      await page.request.get(
        `/api/public/time-slots?service_id=${ids.service}&branch_id=${ids.branch}&date=${date}`,
      ),
    );
    for (const slot of slots.time_slots) {
      const choice = { date, time: slot.time };
      const hours = (startsAt(choice) - Date.now()) / HOUR;
      const clear = away.every((other) => Math.abs(startsAt(choice) - startsAt(other)) >= 3 * HOUR);
      if (slot.available && clear && hours >= minHours && hours <= maxHours) return choice;
    }
  }
  throw new Error(`no free slot between ${minHours} and ${maxHours} hours from now`);
}

/** Books through the API with the page's own session (the signed-in customer), as the wizard does. */
export async function bookAppointment(
  page: Page,
  ids: { service: number; branch: number },
  slot: SlotChoice,
): Promise<BookedAppointment> {
  const result = await data<{ appointment: BookedAppointment }>(
    await page.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        service_id: ids.service,
        branch_id: ids.branch,
        appointment_date: slot.date,
        appointment_time: slot.time,
        notes: 'Đặt từ kiểm thử trình duyệt',
      },
    }),
  );
  return result.appointment;
}
