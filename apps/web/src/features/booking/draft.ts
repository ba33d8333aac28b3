import {
  BOOKING_LIMITS,
  bookingCustomerSchema,
  type BookingRequest,
  type PublicBranch,
  type PublicServiceSummary,
} from '@salon/shared';
import type { BookingPreselect } from './preselect';

export interface CustomerInfo {
  name: string;
  phone: string;
  email: string;
}

/** The booking draft (storefront §3): what the wizard has chosen so far. */
export interface BookingDraft {
  service: PublicServiceSummary | null;
  branch: PublicBranch | null;
  date: string | null;
  time: string | null;
  customerInfo: CustomerInfo;
  notes: string;
  rebookOf: number | null;
}

export const EMPTY_CUSTOMER: CustomerInfo = { name: '', phone: '', email: '' };

export function emptyDraft(): BookingDraft {
  return {
    service: null,
    branch: null,
    date: null,
    time: null,
    customerInfo: EMPTY_CUSTOMER,
    notes: '',
    rebookOf: null,
  };
}

export const STEP_TITLES = ['Dịch vụ', 'Chi nhánh', 'Ngày giờ', 'Thông tin', 'Xác nhận'] as const;
export const STEP_HEADINGS = [
  'Chọn dịch vụ',
  'Chọn chi nhánh',
  'Chọn ngày và giờ',
  'Thông tin khách hàng',
  'Ghi chú và xác nhận',
] as const;
export const LAST_STEP = STEP_TITLES.length - 1;

export interface StepContext {
  draft: BookingDraft;
  /** A signed-in customer books with the account's details; a guest types them. */
  isCustomer: boolean;
  /** The chosen date is a holiday of the chosen branch. */
  isHoliday: boolean;
}

export function isGuestInfoValid(info: CustomerInfo): boolean {
  return bookingCustomerSchema.safeParse(info).success;
}

/** Whether a step is complete, so the wizard may go past it (storefront §4). */
export function isStepValid(step: number, { draft, isCustomer, isHoliday }: StepContext): boolean {
  switch (step) {
    case 0:
      return draft.service !== null;
    case 1:
      return draft.branch !== null;
    case 2:
      return Boolean(draft.date && draft.time) && !isHoliday;
    case 3:
      return isCustomer || isGuestInfoValid(draft.customerInfo);
    case 4:
      return draft.notes.length <= BOOKING_LIMITS.notesMax;
    default:
      return false;
  }
}

/** The furthest step reachable: every step before it is complete. */
export function furthestReachable(context: StepContext): number {
  let step = 0;
  while (step < LAST_STEP && isStepValid(step, context)) step += 1;
  return step;
}

export function toBookingRequest(draft: BookingDraft, isCustomer: boolean): BookingRequest {
  const { service, branch, date, time, customerInfo } = draft;
  if (!service || !branch || !date || !time) throw new Error('incomplete booking draft');
  return {
    service_id: service.id,
    branch_id: branch.id,
    appointment_date: date,
    appointment_time: time,
    ...(isCustomer
      ? {}
      : {
          customer_info: {
            name: customerInfo.name.trim(),
            phone: customerInfo.phone.trim(),
            email: customerInfo.email.trim() || null,
          },
        }),
    notes: draft.notes.trim() || null,
    ...(draft.rebookOf ? { rebook_of: draft.rebookOf } : {}),
  };
}

export function draftPreselect(draft: BookingDraft): BookingPreselect {
  return {
    serviceId: draft.service?.id,
    branchId: draft.branch?.id,
    date: draft.date ?? undefined,
    time: draft.time ?? undefined,
    rebookOf: draft.rebookOf ?? undefined,
  };
}
