import {
  checkoutPaymentMethods,
  effectiveVatRate,
  helpFaqs,
  salonToday,
  type AppointmentSummary,
  type CheckoutPaymentMethod,
  type CurrentUser,
  type Faq,
  type MyOrder,
  type PublicBranch,
  type PublicProductSummary,
  type PublicServiceSummary,
  type TimeSlotsData,
} from '@salon/shared';
import type { HolidayCalendar, HolidayOnDate } from '../../booking/holiday-calendar.js';
import type { TimeSlotsService } from '../../booking/time-slots.service.js';
import type { BranchesService } from '../../branches/branches.service.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import type { CustomerAppointmentsService } from '../../customer-appointments/customer-appointments.service.js';
import type { CustomerOrdersService } from '../../customer-orders/customer-orders.service.js';
import type { PaymentMethodSettings } from '../../payments/payment-method-settings.js';
import type { SettingsService } from '../../settings/settings.service.js';

/** Where a transfer goes (the VietQR of an order names this account). */
export interface TransferAccount {
  bank_name: string;
  account_number: string;
  account_name: string;
}

/** Delivery fee and VAT as checkout computes them. */
export interface ShopRules {
  delivery_fee: number;
  free_delivery_from: number;
  vat_rate: number;
}

export interface CompanyFacts {
  name: string;
  phone: string;
  email: string;
  address: string;
  hotline_hours: { open: string; close: string };
}

/** The other modules the consultant reads; each is that module's own service. */
export interface SalonFactSources {
  catalog: CatalogService;
  timeSlots: TimeSlotsService;
  branches: BranchesService;
  holidays: HolidayCalendar;
  paymentMethods: PaymentMethodSettings;
  settings: SettingsService;
  customerAppointments: CustomerAppointmentsService;
  customerOrders: CustomerOrdersService;
  clock?: () => Date;
}

const PAGE = 50;
/** Holidays are looked up this far ahead. */
const HOLIDAY_HORIZON_DAYS = 366;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every fact the consultant may state, read through the services that answer the same
 * questions on the site: the public catalogue (current prices, promotions included), the slot
 * engine, branches with their hours, holidays, the payment settings, checkout's fees, the help
 * centre's FAQs, and a signed-in customer's own appointments and orders. Nothing here is written
 * by hand: an answer that is not in these is an answer the consultant does not give.
 */
export class SalonFacts {
  readonly clock: () => Date;

  constructor(private readonly sources: SalonFactSources) {
    this.clock = sources.clock ?? (() => new Date());
  }

  today(): string {
    return salonToday(this.clock());
  }

  /** Every active service, most popular first, at today's price. */
  async services(): Promise<PublicServiceSummary[]> {
    const all: PublicServiceSummary[] = [];
    for (let page = 1; ; page++) {
      const result = await this.sources.catalog.listServices({
        page,
        per_page: PAGE,
        sort: 'popular',
      });
      all.push(...result.data);
      if (page >= result.meta.last_page) return all;
    }
  }

  /** Every active product, most popular first, at today's price. */
  async products(): Promise<PublicProductSummary[]> {
    const all: PublicProductSummary[] = [];
    for (let page = 1; ; page++) {
      const result = await this.sources.catalog.listProducts({
        page,
        per_page: PAGE,
        sort: 'popular',
      });
      all.push(...result.data);
      if (page >= result.meta.last_page) return all;
    }
  }

  /** Active branches with their hours on `date` (closed on a holiday). */
  branches(date: string = this.today()): Promise<PublicBranch[]> {
    return this.sources.branches.listPublic(date);
  }

  /** The slot engine's day, as `GET /api/public/time-slots` answers it to this user. */
  freeTimes(
    user: CurrentUser | null,
    serviceId: number,
    branchId: number,
    date: string,
  ): Promise<TimeSlotsData> {
    return this.sources.timeSlots.forViewer(user, serviceId, branchId, date);
  }

  /** The days each branch closes in the coming year, one entry per date and name. */
  async holidays(
    branchIds: readonly number[],
  ): Promise<(HolidayOnDate & { branch_ids: number[] })[]> {
    const from = this.today();
    const to = addDays(from, HOLIDAY_HORIZON_DAYS);
    const byKey = new Map<string, HolidayOnDate & { branch_ids: number[] }>();
    for (const branchId of branchIds) {
      for (const day of await this.sources.holidays.between(branchId, from, to)) {
        const key = `${day.date}|${day.name}`;
        const entry = byKey.get(key) ?? { ...day, branch_ids: [] };
        entry.branch_ids.push(branchId);
        byKey.set(key, entry);
      }
    }
    return [...byKey.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** What checkout offers now (GET /api/public/payment-methods). */
  async paymentMethods(): Promise<CheckoutPaymentMethod[]> {
    return checkoutPaymentMethods(await this.sources.paymentMethods.methods());
  }

  async transferAccount(): Promise<TransferAccount> {
    const { payment } = await this.sources.settings.publicSettings();
    return {
      bank_name: payment.bank_name,
      account_number: payment.bank_account_number,
      account_name: payment.bank_account_name,
    };
  }

  async shopRules(): Promise<ShopRules> {
    const { tax, delivery } = await this.sources.settings.publicSettings();
    return {
      delivery_fee: delivery.delivery_fee,
      free_delivery_from: delivery.free_delivery_from,
      vat_rate: effectiveVatRate(tax),
    };
  }

  async company(): Promise<CompanyFacts> {
    const { company } = await this.sources.settings.publicSettings();
    return {
      name: company.name,
      phone: company.phone,
      email: company.email,
      address: company.address,
      hotline_hours: company.hotline_hours,
    };
  }

  async bookingAdvanceDays(): Promise<number> {
    return (await this.sources.settings.publicSettings()).system.booking_advance_days;
  }

  /** The help centre's FAQs, with the figures the admins set (booking days ahead) as stored. */
  async faqs(): Promise<readonly Faq[]> {
    const { system, delivery } = await this.sources.settings.publicSettings();
    return helpFaqs({ bookingAdvanceDays: system.booking_advance_days, delivery });
  }

  /** The customer's coming appointments (pending or confirmed), soonest first. */
  async myAppointments(user: CurrentUser, limit = 5): Promise<AppointmentSummary[]> {
    const page = await this.sources.customerAppointments.list(user, {
      page: 1,
      per_page: limit,
      status: 'scheduled',
      time_filter: 'upcoming',
    });
    return page.data;
  }

  /** The customer's latest orders, newest first. */
  async myOrders(user: CurrentUser, limit = 5): Promise<MyOrder[]> {
    const page = await this.sources.customerOrders.list(user, {
      page: 1,
      per_page: limit,
      sort_order: 'desc',
    });
    return page.data;
  }
}
