import {
  APPOINTMENT_STATUSES,
  appointmentReviewTitle,
  BOOKING_MESSAGES as M,
  buildSearchText,
  LIVE_APPOINTMENT_STATUSES,
  matchesSearch,
  searchWords,
  type ApiPage,
  type AppointmentDetail,
  type AppointmentReviewInput,
  type AppointmentStatus,
  type AppointmentSummary,
  type CurrentUser,
  type MyAppointmentsQuery,
  type MyAppointmentStats,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import { toPage } from '../catalog/catalog.dto.js';
import type {
  CustomerAppointmentsRepository,
  OwnedAppointment,
  SearchCandidate,
} from './customer-appointments.repository.js';
import type { AppointmentBookingService } from '../booking/appointment-booking.service.js';
import type { AppointmentReader } from '../booking/appointment-reader.js';
import { salonNow, toListFilter } from './my-appointment-filters.js';

function notFound(): AppError {
  return new AppError('APPOINTMENT_NOT_FOUND', M.notFound, 404);
}

/** The code matches anywhere, the service and branch names at word starts. */
function matchesWords(candidate: SearchCandidate, words: readonly string[]): boolean {
  return matchesSearch(words, {
    text: [candidate.service_name, candidate.branch_name],
    codes: [candidate.code],
  });
}

/**
 * The signed-in customer's appointments: lists, counts, detail, and the changes a customer may
 * make (reschedule, cancel, review). Every read and write is bound to the owner: another
 * customer's appointment does not exist for them (404).
 */
export class CustomerAppointmentsService {
  constructor(
    private readonly repository: CustomerAppointmentsRepository,
    private readonly reader: AppointmentReader,
    private readonly booking: AppointmentBookingService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(user: CurrentUser, query: MyAppointmentsQuery): Promise<ApiPage<AppointmentSummary>> {
    const now = salonNow(this.clock());
    const { filter, order } = toListFilter(query, now);
    const { page, per_page: perPage } = query;
    const offset = (page - 1) * perPage;
    const words = searchWords(query.search);

    let total: number;
    let ids: number[];
    if (words.length > 0) {
      // Names are folded here: a customer's own appointments are few, and the folding is exact.
      const candidates = await this.repository.searchCandidates(user.id, filter, order, now);
      const matching = candidates.filter((candidate) => matchesWords(candidate, words));
      total = matching.length;
      ids = matching.slice(offset, offset + perPage).map((candidate) => candidate.id);
    } else {
      total = await this.repository.count(user.id, filter, now);
      ids =
        offset < total
          ? await this.repository.pageIds(user.id, filter, order, now, perPage, offset)
          : [];
    }
    return toPage(await this.#summaries(ids), total, page, perPage);
  }

  async stats(user: CurrentUser): Promise<MyAppointmentStats> {
    const now = salonNow(this.clock());
    const [byStatus, upcoming] = await Promise.all([
      this.repository.countByStatus(user.id),
      this.repository.count(user.id, { statuses: LIVE_APPOINTMENT_STATUSES, upcoming: true }, now),
    ]);
    const counts = Object.fromEntries(
      APPOINTMENT_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
    ) as Record<AppointmentStatus, number>;
    return {
      total: APPOINTMENT_STATUSES.reduce((sum, status) => sum + counts[status], 0),
      scheduled: counts.pending + counts.confirmed,
      upcoming,
      by_status: counts,
    };
  }

  async detail(user: CurrentUser, id: number): Promise<AppointmentDetail> {
    await this.#owned(user, id);
    const detail = await this.reader.detail(id, this.#viewer());
    if (!detail) throw notFound();
    return detail;
  }

  /**
   * The booking core moves it in one transaction, within the owner's appointments and with the
   * customer's notice rule (more than 24 hours ahead), into a free slot.
   */
  async reschedule(
    user: CurrentUser,
    id: number,
    input: { appointment_date: string; appointment_time: string; notes: string | null },
  ): Promise<AppointmentDetail> {
    await this.booking.reschedule(id, input, user, { ownerUserId: user.id, customerRules: true });
    return this.detail(user, id);
  }

  /** Likewise for a cancel (more than 2 hours ahead). */
  async cancel(user: CurrentUser, id: number, reason: string): Promise<AppointmentDetail> {
    await this.booking.cancel(id, reason, user, { ownerUserId: user.id, customerRules: true });
    return this.detail(user, id);
  }

  /**
   * One review per completed appointment: a review of its service, verified (the customer had
   * it), pending until a moderator approves it like any other review.
   */
  async review(
    user: CurrentUser,
    id: number,
    input: AppointmentReviewInput,
  ): Promise<AppointmentDetail> {
    const appointment = await this.#owned(user, id);
    if (appointment.status !== 'completed') {
      throw new AppError('APPOINTMENT_NOT_COMPLETED', M.reviewOnlyCompleted, 409);
    }
    if (await this.repository.hasReview(id)) {
      throw new AppError('APPOINTMENT_ALREADY_REVIEWED', M.reviewExists, 409);
    }
    const title = appointmentReviewTitle(input.rating);
    try {
      await this.repository.insertReview({
        reviewable_type: 'service',
        reviewable_id: appointment.service_id,
        user_id: user.id,
        guest_name: null,
        guest_email: null,
        rating: input.rating,
        title,
        content: input.comment,
        is_verified: true,
        appointment_id: id,
        search_text: buildSearchText(title, input.comment, user.name),
      });
    } catch (error) {
      // Two submits at once: the unique index on appointment_id keeps one.
      if (uniqueViolationColumn(error) !== null) {
        throw new AppError('APPOINTMENT_ALREADY_REVIEWED', M.reviewExists, 409);
      }
      throw error;
    }
    return this.detail(user, id);
  }

  async #owned(user: CurrentUser, id: number): Promise<OwnedAppointment> {
    const appointment = await this.repository.findOwned(id, user.id);
    if (!appointment) throw notFound();
    return appointment;
  }

  async #summaries(ids: number[]): Promise<AppointmentSummary[]> {
    if (ids.length === 0) return [];
    return this.reader.summaries(ids, this.#viewer());
  }

  /** What the customer may do is judged against the same clock as the filters. */
  #viewer() {
    return { kind: 'customer' as const, now: this.clock() };
  }
}
