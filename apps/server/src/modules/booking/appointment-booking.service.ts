import { randomUUID } from 'node:crypto';
import {
  appointmentsOverlap,
  BOOKING_MESSAGES as M,
  canTransition,
  chooseStylists,
  computeTimeSlots,
  customerCanCancel,
  customerCanReschedule,
  endTimeOf,
  isLiveStatus,
  slotsCovered,
  staffMayNow,
  type AppointmentAction,
  type AppointmentEventDto,
  type AppointmentStatus,
  type BookingRequestInput,
  type BookingResult,
  type CurrentUser,
  type TimeSlot,
} from '@salon/shared';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { AppointmentRow, Database } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { GuestClient } from '../../lib/guest-client.js';
import { remember, replay, requestHash, type StoredReply } from '../../lib/idempotency.js';
import { priceOf } from '../catalog/catalog.dto.js';
import { newAppointmentCode } from './appointment-code.js';
import type { AppointmentChange, AppointmentChangeListener } from './appointment-changes.js';
import type { AppointmentReader } from './appointment-reader.js';
import { prepareGuestAccount, resolveBookingCustomer } from './booking-customer.js';
import type { GuestBookingGuard } from './guest-booking-guard.js';
import type { BookingInputs, LoadedInputs } from './booking-inputs.js';

type Trx = Transaction<Database>;

export interface BookCommand {
  request: BookingRequestInput;
  user: CurrentUser | null;
  source: 'online' | 'desk';
  /** A stylist staff chose at the desk; otherwise stylists are given automatically. */
  stylistId?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** The account staff chose at the desk (they vouch the person owns it). */
  vouchedUserId?: number | null | undefined;
  /** The guest's client address, for the per-address limit of guest bookings. */
  clientAddress?: string | null | undefined;
  /** A guest's client cookie: a stored reply is replayed to the client that sent it only. */
  guestClient?: GuestClient | null | undefined;
}

/** Limits a change to appointments the caller may touch: others are "not found". */
export interface AppointmentScope {
  /** A customer acting on their own appointments. */
  ownerUserId?: number | undefined;
  /** A staff member bound to one branch. */
  branchId?: number | null | undefined;
  /** Apply the customer's notice rules (24 h to reschedule, 2 h to cancel). */
  customerRules?: boolean | undefined;
}

export interface RescheduleCommand {
  appointment_date: string;
  appointment_time: string;
  notes?: string | null | undefined;
  stylistId?: number | null | undefined;
}

const notFound = () => new AppError('APPOINTMENT_NOT_FOUND', M.notFound, 404);
const slotFull = () => new AppError('SLOT_FULL', M.slotFull, 409);

/**
 * Books, moves, cancels and advances appointments. Each runs in one transaction that first takes
 * the branch's booking lock, then reads the day and decides with the slot engine, so N requests
 * for a slot with k places make exactly k appointments; the stylist-slot unique key in the
 * database is the last line of defence.
 */
export class AppointmentBookingService {
  readonly #listeners: AppointmentChangeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly inputs: BookingInputs,
    private readonly reader: AppointmentReader,
    private readonly guests: GuestBookingGuard,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Registers a listener called inside the transaction of every change. */
  onChange(listener: AppointmentChangeListener): void {
    this.#listeners.push(listener);
  }

  async book(command: BookCommand): Promise<StoredReply> {
    const { request, user } = command;
    const contact = user?.role === 'customer' ? undefined : request.customer_info;
    if (user?.role !== 'customer' && !contact) {
      throw fieldError('customer_info.name', M.nameRequired);
    }
    const prepared = await prepareGuestAccount(this.db, user, contact);
    const idempotency = command.idempotencyKey
      ? {
          // Guests share one scope: a guest's key sent by anyone else is refused, not served.
          scope: `appointments:${user ? `user:${user.id}` : 'guest'}`,
          key: command.idempotencyKey,
          hash: requestHash({ ...request, stylist_id: command.stylistId ?? null }),
          // A guest without a client cookie is a client of one request: nothing is replayed.
          requester: user
            ? `user:${user.id}`
            : (command.guestClient?.requester ?? `guest:once:${randomUUID()}`),
        }
      : null;
    const now = this.clock();
    const { advanceDays, defaultTimes } = await this.inputs.rules();

    return this.#write(async (trx) => {
      await this.inputs.repository.lockBranch(trx, request.branch_id);
      if (idempotency) {
        const previous = await replay(trx, idempotency, {
          mismatch: M.idempotencyMismatch,
          otherRequester: M.idempotencyOtherRequester,
        });
        if (previous) return previous;
      }
      const loaded = await this.inputs.load(trx, {
        serviceId: request.service_id,
        branchId: request.branch_id,
        date: request.appointment_date,
        now,
        advanceDays,
        defaultTimes,
      });
      const stylistIds = this.#pickStylists(loaded, request.appointment_time, command.stylistId);
      const customer = await resolveBookingCustomer(
        trx,
        user,
        contact,
        prepared,
        command.vouchedUserId ?? null,
      );
      // A guest (not staff at the desk, not a signed-in customer) is limited per address and phone.
      if (!user)
        await this.guests.admit(trx, command.clientAddress ?? 'unknown', customer.phone, now);
      await this.#refuseOverlap(
        trx,
        customer.phone,
        request.appointment_date,
        request.appointment_time,
        loaded.service.duration_minutes,
      );

      const rebookOf = request.rebook_of
        ? await this.#ownAppointmentId(trx, request.rebook_of, customer.userId)
        : null;
      const appointment = await trx
        .insertInto('appointments')
        .values({
          code: newAppointmentCode(request.appointment_date),
          customer_user_id: customer.userId,
          customer_name: customer.name,
          customer_phone: customer.phone,
          customer_email: customer.email,
          branch_id: loaded.branch.id,
          service_id: loaded.service.id,
          stylist_id: stylistIds[0] ?? null,
          appointment_date: request.appointment_date,
          appointment_time: request.appointment_time,
          end_time: endTimeOf(request.appointment_time, loaded.service.duration_minutes),
          duration_minutes: loaded.service.duration_minutes,
          staff_count: stylistIds.length,
          price: priceOf(loaded.service).final_price,
          notes: request.notes ?? null,
          source: command.source,
          rebook_of: rebookOf,
          created_by: user?.id ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.#holdSlots(trx, appointment, stylistIds);
      await this.#recordEvent(
        trx,
        appointment,
        'created',
        null,
        user?.id ?? null,
        request.notes ?? null,
      );
      await trx
        .updateTable('services')
        .set((eb) => ({ booking_count: eb('booking_count', '+', 1) }))
        .where('id', '=', loaded.service.id)
        .execute();
      await this.#emit(trx, { kind: 'booked', appointment, actor_user_id: user?.id ?? null });

      const [summary] = await this.reader.summaries(
        [appointment.id],
        { kind: 'customer', now },
        trx,
      );
      if (customer.initialPassword && customer.loginPhone) {
        await this.guests.sendAccount(
          trx,
          customer.phone,
          customer.loginPhone,
          customer.initialPassword,
        );
      }
      const data: BookingResult = {
        appointment: summary!,
        account_created: customer.accountCreated,
        login_phone: customer.loginPhone,
        initial_password: null,
      };
      const reply: StoredReply = {
        statusCode: 201,
        body: { success: true, message: M.bookingSuccess, data },
      };
      // What is kept for a replay holds no password: it is shown once, to this answer only.
      if (idempotency) await remember(trx, idempotency, reply);
      if (command.source === 'online' && customer.initialPassword) {
        const shown: BookingResult = { ...data, initial_password: customer.initialPassword };
        return {
          statusCode: reply.statusCode,
          body: { success: true, message: M.bookingSuccess, data: shown },
        };
      }
      return reply;
    });
  }

  async reschedule(
    id: number,
    command: RescheduleCommand,
    actor: CurrentUser,
    scope: AppointmentScope = {},
  ): Promise<AppointmentRow> {
    const now = this.clock();
    const branchId = await this.#branchOf(id);
    const { advanceDays, defaultTimes } = await this.inputs.rules();
    return this.#write(async (trx) => {
      await this.inputs.repository.lockBranch(trx, branchId);
      const current = await this.#load(trx, id, scope);
      if (scope.customerRules) {
        if (!isLiveStatus(current.status)) throw new AppError('NOT_LIVE', M.notLive, 409);
        if (!customerCanReschedule(current, now)) {
          throw new AppError('RESCHEDULE_TOO_LATE', M.rescheduleTooLate, 409);
        }
      } else if (!canTransition('reschedule', current.status)) {
        throw new AppError('INVALID_TRANSITION', M.cannotTransition, 409);
      }
      const sameStart =
        current.appointment_date === command.appointment_date &&
        current.appointment_time === command.appointment_time;
      if (sameStart && (!command.stylistId || command.stylistId === current.stylist_id)) {
        throw fieldError('appointment_time', M.sameSlot);
      }
      const loaded = await this.inputs.load(trx, {
        serviceId: current.service_id,
        branchId: current.branch_id,
        date: command.appointment_date,
        now,
        advanceDays,
        defaultTimes,
        exceptAppointmentId: current.id,
      });
      // The same length as booked: the customer keeps what they were promised.
      loaded.engine.service = {
        ...loaded.engine.service,
        duration_minutes: current.duration_minutes,
      };
      const preferred = command.stylistId ?? current.stylist_id;
      const stylistIds = this.#pickStylists(
        loaded,
        command.appointment_time,
        command.stylistId,
        preferred,
      );
      await this.#refuseOverlap(
        trx,
        current.customer_phone,
        command.appointment_date,
        command.appointment_time,
        current.duration_minutes,
        current.id,
      );

      await trx.deleteFrom('appointment_slots').where('appointment_id', '=', current.id).execute();
      const updated = await trx
        .updateTable('appointments')
        .set({
          appointment_date: command.appointment_date,
          appointment_time: command.appointment_time,
          end_time: endTimeOf(command.appointment_time, current.duration_minutes),
          stylist_id: stylistIds[0] ?? null,
          staff_count: stylistIds.length,
          updated_at: nowIso(),
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.#holdSlots(trx, updated, stylistIds);
      await this.#recordEvent(
        trx,
        updated,
        'rescheduled',
        current,
        actor.id,
        command.notes ?? null,
      );
      await this.#emit(trx, {
        kind: 'rescheduled',
        appointment: updated,
        previous: current,
        actor_user_id: actor.id,
      });
      return updated;
    });
  }

  async cancel(
    id: number,
    reason: string,
    actor: CurrentUser,
    scope: AppointmentScope = {},
  ): Promise<AppointmentRow> {
    const now = this.clock();
    return this.#write(async (trx) => {
      const current = await this.#load(trx, id, scope);
      if (scope.customerRules) {
        if (!isLiveStatus(current.status)) throw new AppError('NOT_LIVE', M.notLive, 409);
        if (!customerCanCancel(current, now)) {
          throw new AppError('CANCEL_TOO_LATE', M.cancelTooLate, 409);
        }
      } else if (!canTransition('cancel', current.status)) {
        throw new AppError('INVALID_TRANSITION', M.cannotTransition, 409);
      }
      await trx.deleteFrom('appointment_slots').where('appointment_id', '=', current.id).execute();
      const at = nowIso();
      const updated = await this.#setStatus(trx, current, 'cancelled', {
        cancelled_at: at,
        cancel_reason: reason,
      });
      await this.#recordEvent(trx, updated, 'cancelled', current, actor.id, reason);
      await this.#emit(trx, {
        kind: 'cancelled',
        appointment: updated,
        previous: current,
        actor_user_id: actor.id,
      });
      return updated;
    });
  }

  /** Staff moves: confirm, complete (with an optional staff note) and no-show. */
  async transition(
    id: number,
    action: 'confirm' | 'complete' | 'no_show',
    actor: CurrentUser,
    scope: AppointmentScope = {},
    staffNote?: string | null,
  ): Promise<AppointmentRow> {
    return this.#write(async (trx) => {
      const current = await this.#load(trx, id, scope);
      refuseStaffMove(action, current, this.clock());
      const at = nowIso();
      let updated: AppointmentRow;
      if (action === 'confirm') {
        updated = await this.#setStatus(trx, current, 'confirmed', { confirmed_at: at });
        await this.#recordEvent(trx, updated, 'confirmed', current, actor.id, null);
        await this.#emit(trx, {
          kind: 'confirmed',
          appointment: updated,
          previous: current,
          actor_user_id: actor.id,
        });
      } else if (action === 'complete') {
        // The service is over: its stylist time is free again (it may end early).
        await trx
          .deleteFrom('appointment_slots')
          .where('appointment_id', '=', current.id)
          .execute();
        updated = await this.#setStatus(trx, current, 'completed', {
          completed_at: at,
          confirmed_at: current.confirmed_at ?? at,
          ...(staffNote ? { staff_note: staffNote } : {}),
        });
        if (current.customer_user_id !== null) {
          await trx
            .updateTable('customers')
            .set((eb) => ({ total_spent: eb('total_spent', '+', Number(current.price)) }))
            .where('user_id', '=', current.customer_user_id)
            .execute();
        }
        await this.#recordEvent(trx, updated, 'completed', current, actor.id, staffNote ?? null);
        await this.#emit(trx, {
          kind: 'completed',
          appointment: updated,
          previous: current,
          actor_user_id: actor.id,
        });
      } else {
        await trx
          .deleteFrom('appointment_slots')
          .where('appointment_id', '=', current.id)
          .execute();
        updated = await this.#setStatus(trx, current, 'no_show', { no_show_at: at });
        await this.#recordEvent(trx, updated, 'no_show', current, actor.id, null);
        await this.#emit(trx, {
          kind: 'no_show',
          appointment: updated,
          previous: current,
          actor_user_id: actor.id,
        });
      }
      return updated;
    });
  }

  /** Runs `work` in a transaction; a stylist-slot clash found by the database is a full slot. */
  async #write<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column !== null && /stylist|slot/.test(column)) throw slotFull();
      throw error;
    }
  }

  #pickStylists(
    loaded: LoadedInputs,
    time: string,
    requested?: number | null,
    preferred?: number | null,
  ): number[] {
    const slots = computeTimeSlots(loaded.engine);
    if (slots.closed === 'past_date') throw fieldError('appointment_date', M.dateInPast);
    if (slots.closed === 'too_far') {
      throw fieldError('appointment_date', M.tooFarAhead(loaded.engine.bookingAdvanceDays));
    }
    if (slots.closed === 'holiday') {
      throw new AppError('HOLIDAY', M.holiday(slots.holiday?.name ?? ''), 409);
    }
    const slot = slots.time_slots.find((candidate) => candidate.time === time);
    refuseUnavailable(slot);
    if (requested) {
      if (!loaded.engine.stylists.some((stylist) => stylist.id === requested)) {
        throw fieldError('stylist_id', M.stylistInvalid);
      }
      if (!slot.available_staff.some((stylist) => stylist.id === requested)) {
        throw new AppError('STYLIST_UNAVAILABLE', M.stylistUnavailable, 409);
      }
    }
    const lead = requested ?? preferred;
    const chosen = chooseStylists(loaded.engine, time) ?? [];
    if (lead && slot.available_staff.some((stylist) => stylist.id === lead)) {
      return [lead, ...chosen.filter((id) => id !== lead)].slice(0, slot.required_staff_count);
    }
    return chosen;
  }

  async #refuseOverlap(
    trx: Trx,
    phone: string,
    date: string,
    time: string,
    duration: number,
    exceptId?: number,
  ): Promise<void> {
    const others = await this.inputs.repository.livePhoneAppointments(trx, phone, date, exceptId);
    const wanted = { appointment_time: time, duration_minutes: duration };
    if (others.some((other) => appointmentsOverlap(wanted, other))) {
      throw new AppError('CUSTOMER_OVERLAP', M.customerOverlap, 409);
    }
  }

  async #ownAppointmentId(trx: Trx, id: number, userId: number | null): Promise<number | null> {
    if (userId === null) return null;
    const row = await trx
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', id)
      .where('customer_user_id', '=', userId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async #holdSlots(trx: Trx, appointment: AppointmentRow, stylistIds: number[]): Promise<void> {
    const times = slotsCovered(appointment.appointment_time, appointment.duration_minutes);
    const rows = stylistIds.flatMap((stylistId) =>
      times.map((slot_time) => ({
        appointment_id: appointment.id,
        stylist_id: stylistId,
        branch_id: appointment.branch_id,
        slot_date: appointment.appointment_date,
        slot_time,
      })),
    );
    if (rows.length > 0) await trx.insertInto('appointment_slots').values(rows).execute();
  }

  async #branchOf(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('appointments')
      .select('branch_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.branch_id;
  }

  /** The appointment, locked for the rest of the transaction on PostgreSQL, within the scope. */
  async #load(trx: Trx, id: number, scope: AppointmentScope): Promise<AppointmentRow> {
    let query = trx.selectFrom('appointments').selectAll().where('id', '=', id);
    if (scope.ownerUserId !== undefined)
      query = query.where('customer_user_id', '=', scope.ownerUserId);
    if (scope.branchId !== undefined && scope.branchId !== null) {
      query = query.where('branch_id', '=', scope.branchId);
    }
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  #setStatus(
    trx: Trx,
    current: AppointmentRow,
    status: AppointmentStatus,
    fields: Partial<
      Pick<
        AppointmentRow,
        | 'confirmed_at'
        | 'completed_at'
        | 'cancelled_at'
        | 'no_show_at'
        | 'cancel_reason'
        | 'staff_note'
      >
    >,
  ): Promise<AppointmentRow> {
    return trx
      .updateTable('appointments')
      .set({ status, ...fields, updated_at: nowIso() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async #recordEvent(
    trx: Trx,
    appointment: AppointmentRow,
    action: AppointmentEventDto['action'],
    previous: AppointmentRow | null,
    actorUserId: number | null,
    note: string | null,
  ): Promise<void> {
    await trx
      .insertInto('appointment_events')
      .values({
        appointment_id: appointment.id,
        action,
        from_status: previous?.status ?? null,
        to_status: appointment.status,
        previous_start:
          action === 'rescheduled' && previous
            ? `${previous.appointment_date} ${previous.appointment_time}`
            : null,
        note,
        actor_user_id: actorUserId,
      })
      .execute();
  }

  async #emit(trx: Trx, change: AppointmentChange): Promise<void> {
    for (const listener of this.#listeners) await listener(trx, change);
  }
}

/**
 * Refuses a staff move the status does not allow, or a completion or no-show before the
 * appointment's start (in the salon's time zone).
 */
export function refuseStaffMove(
  action: AppointmentAction,
  appointment: Pick<AppointmentRow, 'status' | 'appointment_date' | 'appointment_time'>,
  now: Date,
): void {
  if (!canTransition(action, appointment.status)) {
    throw new AppError('INVALID_TRANSITION', M.cannotTransition, 409);
  }
  if (!staffMayNow(action, appointment, now)) {
    throw new AppError('NOT_STARTED', M.notStarted, 409);
  }
}

/** The reason a chosen start cannot be booked, as the customer should read it. */
function refuseUnavailable(slot: TimeSlot | undefined): asserts slot is TimeSlot {
  if (!slot) throw fieldError('appointment_time', M.outsideHours);
  switch (slot.reason) {
    case null:
      return;
    case 'past':
      throw fieldError('appointment_time', M.timeInPast);
    case 'closes':
      throw fieldError('appointment_time', M.outsideHours);
    case 'full':
    case 'no_staff':
      throw slotFull();
  }
}
