import {
  APPOINTMENT_TRANSITIONS,
  BOOKING_MESSAGES as BM,
  DESK_MESSAGES as M,
  isAppointmentCodeSearch,
  staffMayNow,
  toNationalPhone,
  weekDatesOf,
  type AppointmentAction,
  type ApiPage,
  type AppointmentSummary,
  type BookingResult,
  type CurrentUser,
  type DeskAppointmentDetail,
  type DeskBookingInput,
  type DeskCalendar,
  type DeskCalendarQuery,
  type DeskCustomerMatch,
  type DeskListQuery,
  type DeskRescheduleInput,
  type StylistDto,
} from '@salon/shared';
import { customerSearchWords } from '../../lib/customer-search.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import {
  refuseStaffMove,
  type AppointmentBookingService,
} from '../booking/appointment-booking.service.js';
import type { AppointmentReader } from '../booking/appointment-reader.js';
import type {
  AdminAppointmentsRepository,
  DeskListFilter,
  DeskSearchWord,
} from './admin-appointments.repository.js';
import { countByStatus, holidayOn, workingTimesOn } from './desk-calendar.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { deskAuditListener } from './desk-audit.js';
import type { DeskPhotos, PhotoUpload } from './desk-photos.js';

const STAFF_VIEW = { kind: 'staff' } as const;
const CUSTOMER_MATCHES = 6;

const notFound = () => new AppError('APPOINTMENT_NOT_FOUND', BM.notFound, 404);
const branchNotFound = () => new AppError('BRANCH_NOT_FOUND', BM.invalidBranch, 404);

/**
 * The back-office appointment desk: lists, the calendar, walk-in bookings and every staff move.
 * Bookings and status changes go through the booking service, so the slot engine and its
 * concurrency rules apply to the desk as to customers. A staff member bound to a branch sees and
 * acts on that branch only; anything else is "not found".
 */
export class AdminAppointmentsService {
  constructor(
    private readonly repository: AdminAppointmentsRepository,
    private readonly booking: AppointmentBookingService,
    private readonly reader: AppointmentReader,
    private readonly photos: DeskPhotos,
    audit: AuditTrail,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // Registered after the photos' and messages' listeners: the entry is the change's last write.
    booking.onChange(deskAuditListener(audit));
  }

  /** The branches a user may see; undefined: all of them. */
  branchScope(user: CurrentUser): number[] | undefined {
    return user.role === 'staff' && user.branch_id !== null ? [user.branch_id] : undefined;
  }

  #scopeOf(user: CurrentUser) {
    return { branchId: this.branchScope(user)?.[0] ?? null };
  }

  #checkBranch(user: CurrentUser, branchId: number): void {
    const scope = this.branchScope(user);
    if (scope && !scope.includes(branchId)) throw branchNotFound();
  }

  async list(user: CurrentUser, query: DeskListQuery): Promise<ApiPage<AppointmentSummary>> {
    if (query.branch_id !== undefined) this.#checkBranch(user, query.branch_id);
    // A code names one appointment: it is looked for in every branch and on every date the
    // user may see, whatever branch and dates the list shows.
    const byCode = isAppointmentCodeSearch(query.search);
    const branchIds =
      query.branch_id !== undefined && !byCode ? [query.branch_id] : this.branchScope(user);
    const filter: DeskListFilter = {
      branchIds,
      status: query.status,
      dateFrom: byCode ? undefined : query.date_from,
      dateTo: byCode ? undefined : query.date_to,
      stylistId: query.stylist_id,
      source: query.source,
      search: await this.#searchWords(query.search, branchIds),
    };
    const total = await this.repository.count(filter);
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const ids = await this.repository.pageIds(
      filter,
      query.sort,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return {
      data: await this.reader.summaries(ids, STAFF_VIEW),
      meta: { current_page: query.page, last_page: lastPage, per_page: query.per_page, total },
    };
  }

  /** Each search word matches the code, the service, the customer's name or phone. */
  async #searchWords(
    search: string | undefined,
    branchIds: readonly number[] | undefined,
  ): Promise<DeskSearchWord[]> {
    return customerSearchWords(search, () => this.repository.customerNames(branchIds));
  }

  async calendar(user: CurrentUser, query: DeskCalendarQuery): Promise<DeskCalendar> {
    this.#checkBranch(user, query.branch_id);
    const branch = await this.repository.findBranch(query.branch_id);
    if (!branch) throw branchNotFound();
    const dates = query.view === 'week' ? weekDatesOf(query.date) : [query.date];
    const lastDate = dates[dates.length - 1] ?? query.date;
    const [ids, stylists, hours, holidays] = await Promise.all([
      this.repository.idsOnDates(branch.id, dates),
      this.repository.stylists(branch.id),
      this.repository.workingHours(branch.id, dates),
      this.repository.holidays(branch.id, lastDate),
    ]);
    const [summaries, holders] = await Promise.all([
      this.reader.summaries(ids, STAFF_VIEW),
      this.repository.stylistIdsOf(ids),
    ]);
    const appointments = summaries.map((summary) => ({
      ...summary,
      stylist_ids: holders.get(summary.id) ?? (summary.stylist ? [summary.stylist.id] : []),
    }));
    return {
      branch: { id: branch.id, name: branch.name },
      view: query.view,
      date: query.date,
      days: dates.map((date) => ({
        date,
        working_times: workingTimesOn(hours, date),
        holiday: holidayOn(holidays, branch.id, date),
        counts: countByStatus(appointments.filter((a) => a.appointment_date === date)),
      })),
      stylists: stylists.map(({ branch_id: _branch, ...stylist }) => stylist),
      appointments,
    };
  }

  async stylists(user: CurrentUser, branchId?: number): Promise<StylistDto[]> {
    if (branchId !== undefined) this.#checkBranch(user, branchId);
    const scope = this.branchScope(user);
    const rows = await this.repository.stylists(branchId ?? scope?.[0]);
    return rows.map(({ branch_id: _branch, ...stylist }) => stylist);
  }

  async detail(user: CurrentUser, id: number): Promise<DeskAppointmentDetail> {
    const head = await this.#head(user, id);
    const detail = await this.reader.detail(id, STAFF_VIEW);
    if (!detail) throw notFound();
    const [holders, people] = await Promise.all([
      this.repository.stylistIdsOf([id]),
      this.repository.people(head.created_by, head.customer_user_id),
    ]);
    const creator = head.created_by !== null ? people.get(head.created_by) : undefined;
    const account = head.customer_user_id !== null ? people.get(head.customer_user_id) : undefined;
    return {
      ...detail,
      stylist_ids: holders.get(id) ?? (detail.stylist ? [detail.stylist.id] : []),
      created_by: creator ? { id: creator.id, name: creator.name } : null,
      customer_account: account ?? null,
      // Complete and no-show wait for the start (the booking service refuses them before).
      allowed_actions: (Object.keys(APPOINTMENT_TRANSITIONS) as AppointmentAction[]).filter(
        (action) => staffMayNow(action, detail, this.clock()),
      ),
    };
  }

  /** The appointment's place, or 404 when it does not exist or lies outside the user's branch. */
  async #head(user: CurrentUser, id: number) {
    const head = await this.repository.findHead(id);
    const scope = this.branchScope(user);
    if (!head || (scope && !scope.includes(head.branch_id))) throw notFound();
    return head;
  }

  /** A walk-in or a phone booking, through the same engine as the wizard. */
  async create(user: CurrentUser, input: DeskBookingInput): Promise<DeskAppointmentDetail> {
    this.#checkBranch(user, input.branch_id);
    const contact = input.customer_user_id
      ? await this.#accountContact(input.customer_user_id)
      : input.customer_info;
    const reply = await this.booking.book({
      request: {
        service_id: input.service_id,
        branch_id: input.branch_id,
        appointment_date: input.appointment_date,
        appointment_time: input.appointment_time,
        customer_info: contact ?? undefined,
        notes: input.notes,
      },
      user,
      source: 'desk',
      stylistId: input.stylist_id ?? null,
      vouchedUserId: input.customer_user_id ?? null,
    });
    const result = (reply.body as { data: BookingResult }).data;
    return this.detail(user, result.appointment.id);
  }

  async #accountContact(userId: number) {
    const account = await this.repository.findCustomer(userId);
    if (!account || account.role !== 'customer' || account.status !== 'active') {
      throw fieldError('customer_user_id', M.invalidCustomer);
    }
    if (!account.phone) throw fieldError('customer_user_id', BM.phoneRequired);
    return { name: account.name, phone: toNationalPhone(account.phone), email: account.email };
  }

  async customerMatches(text: string): Promise<DeskCustomerMatch[]> {
    let digits = text.replace(/\D/g, '');
    if (digits.startsWith('84') && digits.length > 9) digits = digits.slice(2);
    if (digits.startsWith('0')) digits = digits.slice(1);
    const rows = await this.repository.findCustomers(
      digits.length >= 3 ? digits : null,
      text.trim(),
      CUSTOMER_MATCHES,
    );
    return rows;
  }

  async confirm(user: CurrentUser, id: number): Promise<DeskAppointmentDetail> {
    await this.booking.transition(id, 'confirm', user, this.#scopeOf(user));
    return this.detail(user, id);
  }

  async noShow(user: CurrentUser, id: number): Promise<DeskAppointmentDetail> {
    await this.booking.transition(id, 'no_show', user, this.#scopeOf(user));
    return this.detail(user, id);
  }

  async cancel(user: CurrentUser, id: number, reason: string): Promise<DeskAppointmentDetail> {
    await this.booking.cancel(id, reason, user, this.#scopeOf(user));
    return this.detail(user, id);
  }

  async reschedule(
    user: CurrentUser,
    id: number,
    input: DeskRescheduleInput,
  ): Promise<DeskAppointmentDetail> {
    await this.#head(user, id);
    await this.booking.reschedule(
      id,
      {
        appointment_date: input.date,
        appointment_time: input.time,
        notes: input.note,
        stylistId: input.stylist_id ?? null,
      },
      user,
      this.#scopeOf(user),
    );
    return this.detail(user, id);
  }

  /** Completes with the before and after photos and the staff note, all or nothing. */
  async complete(
    user: CurrentUser,
    id: number,
    note: string | null,
    uploads: PhotoUpload[],
  ): Promise<DeskAppointmentDetail> {
    const head = await this.#head(user, id);
    // Refused before any photo is stored; the booking service checks again in its transaction.
    refuseStaffMove('complete', head, this.clock());
    // The photo rows go in through the booking service's change listener, in its transaction.
    await this.photos.withPhotos(user, id, uploads, () =>
      this.booking.transition(id, 'complete', user, this.#scopeOf(user), note),
    );
    return this.detail(user, id);
  }

  async addPhotos(
    user: CurrentUser,
    id: number,
    uploads: PhotoUpload[],
  ): Promise<DeskAppointmentDetail> {
    const head = await this.#head(user, id);
    if (head.status === 'cancelled' || head.status === 'no_show') {
      throw new AppError('INVALID_TRANSITION', BM.cannotTransition, 409);
    }
    if (uploads.length === 0) throw fieldError('photos', M.photosRequired);
    await this.photos.withPhotos(user, id, uploads, async (attach) => {
      await this.repository.transaction((trx) => attach.insert(trx));
    });
    return this.detail(user, id);
  }

  async removePhoto(
    user: CurrentUser,
    id: number,
    photoId: number,
  ): Promise<DeskAppointmentDetail> {
    await this.#head(user, id);
    await this.photos.remove(id, photoId);
    return this.detail(user, id);
  }
}
