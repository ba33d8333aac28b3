/**
 * Personal-data requests (Law 91/2025, Decree 13/2023; back-office spec §2.12 and §9): the
 * types, statuses and their transitions, the due dates, and the marketing consent log.
 */

export const PRIVACY_REQUEST_TYPES = {
  access: 'Truy cập dữ liệu',
  rectification: 'Chỉnh sửa dữ liệu',
  erasure: 'Xóa dữ liệu',
  portability: 'Chuyển dữ liệu',
} as const;
export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPES;
export const PRIVACY_REQUEST_TYPE_KEYS = Object.keys(PRIVACY_REQUEST_TYPES) as [
  PrivacyRequestType,
  ...PrivacyRequestType[],
];

export const PRIVACY_REQUEST_STATUSES = {
  pending: 'Chờ xử lý',
  processing: 'Đang xử lý',
  completed: 'Hoàn thành',
  rejected: 'Từ chối',
} as const;
export type PrivacyRequestStatus = keyof typeof PRIVACY_REQUEST_STATUSES;
export const PRIVACY_REQUEST_STATUS_KEYS = Object.keys(PRIVACY_REQUEST_STATUSES) as [
  PrivacyRequestStatus,
  ...PrivacyRequestStatus[],
];

/** How a request reached us: the customer's own profile, or staff told by phone, e-mail, … */
export const PRIVACY_REQUEST_CHANNELS = {
  profile: 'Trang cá nhân',
  phone: 'Điện thoại',
  email: 'Email',
  in_person: 'Tại quầy',
  letter: 'Văn bản',
} as const;
export type PrivacyRequestChannel = keyof typeof PRIVACY_REQUEST_CHANNELS;
export const STAFF_PRIVACY_CHANNEL_KEYS = ['phone', 'email', 'in_person', 'letter'] as const;

/** What staff may do to a request, and the statuses each step leaves from. */
export const PRIVACY_REQUEST_ACTIONS = {
  process: 'Bắt đầu xử lý',
  complete: 'Hoàn thành',
  reject: 'Từ chối',
} as const;
export type PrivacyRequestAction = keyof typeof PRIVACY_REQUEST_ACTIONS;
export const PRIVACY_REQUEST_ACTION_KEYS = Object.keys(PRIVACY_REQUEST_ACTIONS) as [
  PrivacyRequestAction,
  ...PrivacyRequestAction[],
];

const ACTION_FROM: Record<PrivacyRequestAction, readonly PrivacyRequestStatus[]> = {
  process: ['pending'],
  complete: ['pending', 'processing'],
  reject: ['pending', 'processing'],
};
const ACTION_TO: Record<PrivacyRequestAction, PrivacyRequestStatus> = {
  process: 'processing',
  complete: 'completed',
  reject: 'rejected',
};

export function canApplyPrivacyAction(
  status: PrivacyRequestStatus,
  action: PrivacyRequestAction,
): boolean {
  return ACTION_FROM[action].includes(status);
}
export function privacyStatusAfter(action: PrivacyRequestAction): PrivacyRequestStatus {
  return ACTION_TO[action];
}
export function isOpenPrivacyStatus(status: PrivacyRequestStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** The spec's deadline; the law's target (Decree 13/2023 answers most requests within 72 h–15 days). */
export const PRIVACY_DUE_DAYS = 30;
export const PRIVACY_TARGET_DAYS = 15;
/** A data archive's download link lives this long, and works once. */
export const PRIVACY_ARCHIVE_TTL_HOURS = 24;
/** Archives a customer may make in a day (each is a full export of their data). */
export const PRIVACY_ARCHIVES_PER_DAY = 5;
export const PRIVACY_PAGE_SIZE = 10;
export const PRIVACY_LIMITS = { detailsMax: 2000, reasonMax: 500, resolutionMax: 2000 } as const;

const DAY_MS = 86_400_000;
export function privacyDueAt(filedAt: string): string {
  return new Date(Date.parse(filedAt) + PRIVACY_DUE_DAYS * DAY_MS).toISOString();
}
export function privacyTargetAt(filedAt: string): string {
  return new Date(Date.parse(filedAt) + PRIVACY_TARGET_DAYS * DAY_MS).toISOString();
}
/** An open request past its 30-day due date. */
export function isPrivacyRequestOverdue(
  request: { status: PrivacyRequestStatus; due_at: string },
  now: Date,
): boolean {
  return isOpenPrivacyStatus(request.status) && Date.parse(request.due_at) < now.getTime();
}

/** What an erased person's name becomes wherever it must stay (reviews, orders). */
export const ERASED_NAME = 'Khách hàng';

export const CONSENT_PURPOSES = { marketing: 'Nhận tin khuyến mãi' } as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;
export const CONSENT_SOURCES = {
  profile: 'Trang cá nhân',
  registration: 'Đăng ký',
  staff: 'Nhân viên',
  import: 'Nhập dữ liệu',
} as const;
export type ConsentSource = keyof typeof CONSENT_SOURCES;
