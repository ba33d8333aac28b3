import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow, UserRow } from '../../db/schema.js';
import type { Method } from '../../test/api.js';
import { moveIntoPast } from '../../test/appointment-factories.js';
import {
  CLIENT_IP,
  allAuditText,
  auditEntries,
  injectFrom,
  refuseWrites,
} from '../../test/audit-entries.js';
import { bookAsGuest, createStylist, salonDatePlus } from '../../test/desk-factories.js';
import { createBranch, createService, uniquePhone, type ServiceRow } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
let branch: BranchRow;
let stylist: UserRow;
let service: ServiceRow;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
let bookings = 0;

beforeAll(async () => {
  t = await createTestApp();
  branch = await createBranch(t.db, { name: 'Chi nhánh Quầy Nhật ký' });
  stylist = await createStylist(t.db, branch.id, { name: 'Thợ Nhật Ký' });
  service = await createService(t.db, { name: 'Gội đầu dưỡng sinh', duration_minutes: 30 });
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff', { branch_id: branch.id });
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const desk = (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  injectFrom(t, who?.cookie ?? null, method, `/api/admin/appointments${url}`, payload);

function book(name = 'Khách Vãng Lai') {
  const n = bookings++;
  return bookAsGuest(t, {
    serviceId: service.id,
    branchId: branch.id,
    date: salonDatePlus(3 + n),
    time: '10:00',
    name,
  });
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('audit of the appointment desk', () => {
  it('records a desk booking and each move with the actor, the address and what changed', async () => {
    const date = salonDatePlus(30);
    const created = await desk(staff, 'POST', '', {
      service_id: service.id,
      branch_id: branch.id,
      appointment_date: date,
      appointment_time: '14:00',
      customer_info: { name: 'Đinh Thị Riêng Tư', phone: uniquePhone() },
      stylist_id: stylist.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number; code: string } }>().data.id;
    const [booked] = await auditEntries(t, 'appointment', id);
    expect(booked).toMatchObject({
      action: 'create',
      actor_id: staff.user.id,
      actor_role: 'staff',
      ip: CLIENT_IP,
      changes: {
        status: { before: null, after: 'pending' },
        stylist_id: { before: null, after: stylist.id },
        appointment_date: { before: null, after: date },
        appointment_time: { before: null, after: '14:00' },
      },
    });

    expect((await desk(manager, 'PATCH', `/${id}/confirm`)).statusCode).toBe(200);
    const moved = await desk(manager, 'PATCH', `/${id}/reschedule`, { date, time: '15:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await desk(manager, 'PATCH', `/${id}/cancel`, { reason: 'Khách báo bận' })).statusCode,
    ).toBe(200);

    const entries = await auditEntries(t, 'appointment', id);
    expect(entries.slice(1).map((e) => [e.action, e.actor_id, e.actor_role, e.ip])).toEqual([
      ['status', manager.user.id, 'manager', CLIENT_IP],
      ['update', manager.user.id, 'manager', CLIENT_IP],
      ['status', manager.user.id, 'manager', CLIENT_IP],
    ]);
    expect(entries[1]!.changes).toEqual({ status: { before: 'pending', after: 'confirmed' } });
    expect(entries[2]!.changes).toEqual({
      appointment_time: { before: '14:00', after: '15:00' },
      end_time: { before: '14:30', after: '15:30' },
    });
    expect(entries[3]!.changes).toEqual({
      status: { before: 'confirmed', after: 'cancelled' },
      cancel_reason: { before: null, after: 'Khách báo bận' },
    });
    expect(await allAuditText(t)).not.toContain('Riêng Tư');
  });

  it('records a completion, a no-show, photos added and a photo removed', async () => {
    const done = await book();
    await moveIntoPast(t.db, done.id);
    const completed = await injectForm(t.app, {
      url: `/api/admin/appointments/${done.id}/complete`,
      parts: [{ name: 'note', value: 'Dưỡng tóc kỹ' }],
      cookie: staff.cookie,
      remoteAddress: CLIENT_IP,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const [complete] = await auditEntries(t, 'appointment', done.id);
    expect(complete).toMatchObject({ action: 'status', actor_id: staff.user.id, ip: CLIENT_IP });
    expect(complete!.changes).toEqual({
      status: { before: 'pending', after: 'completed' },
      staff_note: { before: null, after: 'Dưỡng tóc kỹ' },
    });

    const added = await injectForm(t.app, {
      url: `/api/admin/appointments/${done.id}/photos`,
      parts: [
        { name: 'before', value: await testImages.png(), filename: 'a.png' },
        { name: 'after', value: await testImages.jpeg(), filename: 'b.jpg' },
      ],
      cookie: staff.cookie,
      remoteAddress: CLIENT_IP,
    });
    expect(added.statusCode, added.body).toBe(200);
    const photo = added.json<{ data: { before_images: { id: number }[] } }>().data
      .before_images[0]!;
    const removed = await desk(staff, 'DELETE', `/${done.id}/photos/${photo.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const [, add, remove] = await auditEntries(t, 'appointment', done.id);
    expect(add!.changes).toEqual({
      photos_added: { before: null, after: { before: 1, after: 1 } },
    });
    expect(remove!.changes).toEqual({
      photo_removed: { before: null, after: { id: photo.id, kind: 'before' } },
    });

    const missed = await book();
    await moveIntoPast(t.db, missed.id);
    expect((await desk(staff, 'PATCH', `/${missed.id}/no-show`)).statusCode).toBe(200);
    expect((await auditEntries(t, 'appointment', missed.id)).map((e) => e.changes)).toEqual([
      { status: { before: 'pending', after: 'no_show' } },
    ]);
  });

  it('does not log a guest or a customer booking, nor a refused move', async () => {
    const a = await book();
    expect(await auditEntries(t, 'appointment', a.id)).toEqual([]);
    expect((await desk(customer, 'PATCH', `/${a.id}/confirm`)).statusCode).toBe(403);
    expect((await desk(null, 'PATCH', `/${a.id}/confirm`)).statusCode).toBe(401);
    expect((await desk(manager, 'PATCH', `/${a.id}/cancel`, {})).statusCode).toBe(422);
    // A no-show before the start is refused.
    expect((await desk(manager, 'PATCH', `/${a.id}/no-show`)).statusCode).toBe(409);
    expect((await desk(manager, 'DELETE', `/${a.id}/photos/999999`)).statusCode).toBe(404);
    expect(await auditEntries(t, 'appointment', a.id)).toEqual([]);
  });

  it('leaves no entry when a move fails inside its transaction', async () => {
    const a = await book();
    // The status changes first; the history row written after it is refused by the database.
    const undo = await refuseWrites(t, 'appointment_events');
    try {
      expect((await desk(manager, 'PATCH', `/${a.id}/confirm`)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await statusOf(a.id)).toBe('pending');
    expect(await auditEntries(t, 'appointment', a.id)).toEqual([]);
  });
});
