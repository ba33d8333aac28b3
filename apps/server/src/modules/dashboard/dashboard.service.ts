import {
  addDays,
  APPOINTMENT_STATUSES,
  DASHBOARD_MESSAGES as M,
  effectiveWorkingTimes,
  previousPeriod,
  salonToday,
  SLOT_MINUTES,
  type AppointmentStatus,
  type Compared,
  type CurrentUser,
  type DashboardDto,
  type DashboardOccupancy,
  type DashboardQuery,
  type StylistDto,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { AdminAppointmentsService } from '../admin-appointments/admin-appointments.service.js';
import type { HolidayCalendar } from '../booking/holiday-calendar.js';
import { staffParty, type ChatService } from '../chat/chat.service.js';
import type { DashboardRepository, PeriodSums, Window } from './dashboard.repository.js';

export const DASHBOARD_TOP_LIMIT = 5;
export const DASHBOARD_TIMELINE_LIMIT = 100;
/**
 * How long a branch's closed days for a range are kept: unfolding the recurring (lunar) holidays
 * day by day is the slowest part of the dashboard, and holidays change rarely.
 */
export const CLOSED_DAYS_CACHE_MS = 60_000;
const CLOSED_DAYS_CACHE_MAX = 200;

/** The UTC instant a salon day (UTC+7, no daylight saving) begins. */
function dayStart(date: string): string {
  return new Date(`${date}T00:00:00+07:00`).toISOString();
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const zero = (): Compared => ({ current: 0, previous: 0 });

/**
 * The back office's dashboard: every figure of a period beside the previous period of the same
 * length, for one branch or all, counted from the records by the rules written beside each
 * field of DashboardDto.
 */
export class DashboardService {
  #closedDays = new Map<string, { until: number; days: Promise<string[]> }>();

  constructor(
    private readonly repository: DashboardRepository,
    /** The booking module's calendar: which days a branch is closed. */
    private readonly holidays: HolidayCalendar,
    /** The desk's stylists: the active stylists of a branch, who work its hours. */
    private readonly desk: Pick<AdminAppointmentsService, 'stylists'>,
    private readonly chat: ChatService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async figures(user: CurrentUser, query: DashboardQuery): Promise<DashboardDto> {
    const branchId = query.branch_id;
    const branches = await this.repository.branches(branchId);
    if (branchId !== undefined && branches.length === 0) {
      throw new AppError('BRANCH_NOT_FOUND', M.branchNotFound, 404);
    }
    const period = { from: query.from, to: query.to };
    const previous = previousPeriod(period);
    const w: Window = {
      previousFrom: previous.from,
      currentFrom: period.from,
      currentTo: period.to,
      previousFromAt: dayStart(previous.from),
      currentFromAt: dayStart(period.from),
      endAt: dayStart(addDays(period.to, 1)),
    };
    const today = salonToday(this.now());
    const r = this.repository;

    const [
      byStatus,
      stylistMinutes,
      perDay,
      completedPerDay,
      paidPerDay,
      refundsPerDay,
      newCustomers,
      returningNow,
      returningBefore,
      topServices,
      topProducts,
      working,
      lowStock,
      pendingReviews,
      newContacts,
      unmatched,
      unreadChats,
      timeline,
    ] = await Promise.all([
      r.appointmentsByStatus(w, branchId),
      r.stylistMinutes(w, branchId),
      r.appointmentsPerDay(w, branchId),
      r.completedAppointmentsPerDay(w, branchId),
      r.paidOrdersPerDay(w, branchId),
      r.refundsPerDay(w, branchId),
      r.newCustomers(w, branchId),
      r.returningCustomers(branchId, w.currentFromAt, w.endAt),
      r.returningCustomers(branchId, w.previousFromAt, w.currentFromAt),
      r.topServices(branchId, w.currentFromAt, w.endAt, DASHBOARD_TOP_LIMIT),
      r.topProducts(branchId, w.currentFromAt, w.endAt, DASHBOARD_TOP_LIMIT),
      this.#workingMinutes(
        user,
        branches.map((b) => b.id),
        w,
      ),
      r.lowStockProducts(),
      r.pendingReviews(),
      r.newContacts(),
      r.unmatchedPayments(),
      this.chat.unreadCount(staffParty(user)),
      r.timeline(branchId, today, DASHBOARD_TIMELINE_LIMIT),
    ]);

    const isCurrent = (day: string) => day >= period.from;
    const sumDays = <T extends { day: string }>(rows: T[], value: (row: T) => number): Compared => {
      const sums = zero();
      for (const row of rows) sums[isCurrent(row.day) ? 'current' : 'previous'] += value(row);
      return sums;
    };

    const appointments = Object.fromEntries(
      [...APPOINTMENT_STATUSES, 'total'].map((key) => [key, zero()]),
    ) as Record<AppointmentStatus | 'total', Compared>;
    const bookedByBranch = new Map<number, Compared>();
    for (const row of byStatus) {
      const side = row.is_current === 1 ? 'current' : 'previous';
      appointments[row.status][side] += row.count;
      appointments.total[side] += row.count;
      if (row.status === 'cancelled') continue;
      const booked = bookedByBranch.get(row.branch_id) ?? zero();
      booked[side] += row.minutes;
      bookedByBranch.set(row.branch_id, booked);
    }

    const visits = sumDays(completedPerDay, (row) => row.amount);
    const visitCount = sumDays(completedPerDay, (row) => row.count);
    const paid = sumDays(paidPerDay, (row) => row.amount);
    const paidCount = sumDays(paidPerDay, (row) => row.count);
    const refunded = sumDays(refundsPerDay, (row) => row.amount);
    const both = (f: (side: 'current' | 'previous') => number): Compared => ({
      current: f('current'),
      previous: f('previous'),
    });
    const tickets = both((s) => visitCount[s] + paidCount[s]);

    const branchOccupancy: DashboardOccupancy[] = branches.map((branch) => {
      const work = working.get(branch.id);
      return {
        id: branch.id,
        name: branch.name,
        booked_minutes: bookedByBranch.get(branch.id) ?? zero(),
        working_minutes: both((s) => (work ? work.minutes[s] * work.stylists.length : 0)),
      };
    });
    const stylistBooked = new Map<number, Compared>();
    for (const row of stylistMinutes) {
      const booked = stylistBooked.get(row.stylist_id) ?? zero();
      booked[row.is_current === 1 ? 'current' : 'previous'] += row.minutes;
      stylistBooked.set(row.stylist_id, booked);
    }
    const stylistOccupancy: DashboardOccupancy[] = [...working.values()].flatMap((work) =>
      work.stylists.map((stylist) => ({
        id: stylist.id,
        name: stylist.name,
        booked_minutes: stylistBooked.get(stylist.id) ?? zero(),
        working_minutes: { ...work.minutes },
      })),
    );

    const revenuePerDay = new Map<string, number>();
    const add = (day: string, amount: number) =>
      revenuePerDay.set(day, (revenuePerDay.get(day) ?? 0) + amount);
    for (const row of completedPerDay) add(row.day, row.amount);
    for (const row of paidPerDay) add(row.day, row.amount);
    for (const row of refundsPerDay) add(row.day, -row.amount);
    const countPerDay = new Map(perDay.map((row) => [row.day, row.count]));
    const series = (from: string, to: string) =>
      daysOf(from, to).map((date) => ({
        date,
        appointments: countPerDay.get(date) ?? 0,
        revenue: revenuePerDay.get(date) ?? 0,
      }));

    return {
      branch_id: branchId ?? null,
      period,
      previous_period: previous,
      today,
      appointments,
      revenue: {
        appointments: visits,
        orders_paid: paid,
        orders_refunded: refunded,
        net: both((s) => visits[s] + paid[s] - refunded[s]),
      },
      tickets,
      average_ticket: both((s) =>
        tickets[s] === 0 ? 0 : Math.round((visits[s] + paid[s]) / tickets[s]),
      ),
      customers: {
        new: newCustomers,
        returning: { current: returningNow, previous: returningBefore },
      },
      occupancy: { branches: branchOccupancy, stylists: stylistOccupancy },
      top_services: topServices,
      top_products: topProducts,
      daily: series(period.from, period.to),
      previous_daily: series(previous.from, previous.to),
      attention: {
        low_stock_products: lowStock,
        pending_reviews: pendingReviews,
        unread_contacts: newContacts,
        unread_chats: unreadChats,
        payments_to_match: unmatched,
      },
      timeline: timeline.map((row) => ({ ...row, status: row.status })),
    };
  }

  /**
   * Each branch's working minutes in both periods by the booking module's rules (a date's hours
   * replace the general ones, no hours stored means the default day, a holiday closes the day),
   * and its active stylists, who work the branch's hours.
   */
  async #workingMinutes(
    user: CurrentUser,
    branchIds: number[],
    w: Window,
  ): Promise<Map<number, { minutes: PeriodSums; stylists: StylistDto[] }>> {
    const rows = await this.repository.workingHours(branchIds, w.previousFrom, w.currentTo);
    const previousTo = addDays(w.currentFrom, -1);
    const result = new Map<number, { minutes: PeriodSums; stylists: StylistDto[] }>();
    await Promise.all(
      branchIds.map(async (branchId) => {
        const [stylists, closedBefore, closedNow] = await Promise.all([
          this.desk.stylists(user, branchId),
          this.#closedBetween(branchId, w.previousFrom, previousTo),
          this.#closedBetween(branchId, w.currentFrom, w.currentTo),
        ]);
        const closed = new Set([...closedBefore, ...closedNow]);
        const own = rows.filter((row) => row.branch_id === branchId);
        const general = own.filter((row) => row.date === null);
        const dated = new Map<string, typeof own>();
        for (const row of own) {
          if (row.date === null) continue;
          dated.set(row.date, [...(dated.get(row.date) ?? []), row]);
        }
        const minutes = { current: 0, previous: 0 };
        for (const day of daysOf(w.previousFrom, w.currentTo)) {
          if (closed.has(day)) continue;
          const times = effectiveWorkingTimes(general, dated.get(day) ?? []).times;
          minutes[day >= w.currentFrom ? 'current' : 'previous'] += times.length * SLOT_MINUTES;
        }
        result.set(branchId, { minutes, stylists });
      }),
    );
    return result;
  }

  /** The days the branch is closed in the range (the booking module's holidays), kept a minute. */
  #closedBetween(branchId: number, from: string, to: string): Promise<string[]> {
    const key = `${branchId}|${from}|${to}`;
    const now = this.now().getTime();
    const kept = this.#closedDays.get(key);
    if (kept && kept.until > now) return kept.days;
    if (this.#closedDays.size >= CLOSED_DAYS_CACHE_MAX) this.#closedDays.clear();
    const days = this.holidays
      .between(branchId, from, to)
      .then((list) => list.map((day) => day.date));
    days.catch(() => this.#closedDays.delete(key));
    this.#closedDays.set(key, { until: now + CLOSED_DAYS_CACHE_MS, days });
    return days;
  }
}
