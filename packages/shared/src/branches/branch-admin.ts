/* Back-office branches, working hours and holidays (back-office §2.10, §3, §5, §8, §9):
   limits, labels, messages and reply types. The zod schemas are in branch-admin-schemas.ts. */

import { DEFAULT_WORKING_TIMES } from '../booking/constants.js';

export const BRANCH_ADMIN_LIMITS = {
  nameMax: 150,
  addressMax: 255,
  emailMax: 100,
  managerNameMax: 100,
  descriptionMax: 2000,
  openingHoursMax: 100,
  searchMax: 100,
  /** The branch list shows 15 a page (back-office §9). */
  perPage: 15,
  maxPerPage: 100,
  /** Working-hour and holiday tables: 10 a page (back-office §9). */
  schedulePerPage: 10,
  holidayNameMax: 150,
  holidayDescriptionMax: 500,
  yearMin: 2000,
  yearMax: 2100,
} as const;

export const BRANCH_STATUSES = ['active', 'inactive'] as const;
export type BranchStatus = (typeof BRANCH_STATUSES)[number];
export const BRANCH_STATUS_LABELS: Record<BranchStatus, string> = {
  active: 'Đang hoạt động',
  inactive: 'Ngừng hoạt động',
};

export const BRANCH_SORTS = ['name', 'created_at'] as const;
export type BranchSort = (typeof BRANCH_SORTS)[number];

/** Completion-rate colours of the performance comparison (back-office §9: 80, 60, 40). */
export const PERFORMANCE_THRESHOLDS = { excellent: 80, good: 60, fair: 40 } as const;
export function performanceLevel(
  rate: number | null,
): 'excellent' | 'good' | 'fair' | 'poor' | null {
  if (rate === null) return null;
  if (rate >= PERFORMANCE_THRESHOLDS.excellent) return 'excellent';
  if (rate >= PERFORMANCE_THRESHOLDS.good) return 'good';
  if (rate >= PERFORMANCE_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** Branch revenue is shown in millions of đồng (back-office §9), one decimal. */
export function toMillions(dong: number): number {
  return Math.round(dong / 100_000) / 10;
}

/** The default holiday name when the form leaves it empty. */
export const DEFAULT_HOLIDAY_NAME = 'Ngày nghỉ';

const L = BRANCH_ADMIN_LIMITS;

export const BRANCH_MESSAGES = {
  // Branch form (§5).
  nameRequired: 'Vui lòng nhập tên chi nhánh',
  nameMax: `Tên chi nhánh không được quá ${L.nameMax} ký tự`,
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ (di động 10 chữ số, máy bàn 11 chữ số)',
  phoneHint: 'Di động 10 chữ số, máy bàn 11 chữ số (028 3823 4567)',
  addressRequired: 'Vui lòng nhập địa chỉ',
  addressMax: `Địa chỉ không được quá ${L.addressMax} ký tự`,
  emailInvalid: 'Email không hợp lệ',
  managerNameMax: `Tên quản lý không được quá ${L.managerNameMax} ký tự`,
  descriptionMax: `Mô tả không được quá ${L.descriptionMax} ký tự`,
  openingHoursMax: `Giờ mở cửa không được quá ${L.openingHoursMax} ký tự`,
  statusInvalid: 'Trạng thái không hợp lệ',
  nameTaken: 'Tên chi nhánh đã tồn tại',
  // Lists.
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số dòng mỗi trang phải từ 1 đến ${L.maxPerPage}`,
  searchTooLong: `Từ khóa tìm kiếm không được quá ${L.searchMax} ký tự`,
  invalidSort: 'Kiểu sắp xếp không hợp lệ',
  invalidId: 'Mã không hợp lệ',
  // Branch replies (§8).
  notFound: 'Không tìm thấy chi nhánh',
  alreadyInactive: 'Chi nhánh này đã ngừng hoạt động',
  created: 'Thêm chi nhánh thành công',
  updated: 'Cập nhật chi nhánh thành công',
  statusUpdated: 'Cập nhật trạng thái thành công',
  deactivated: 'Đã ngừng hoạt động chi nhánh',
  listLoadFailed: 'Có lỗi xảy ra khi tải danh sách chi nhánh',
  revenueLoadFailed: 'Có lỗi xảy ra khi tải dữ liệu doanh thu',
  loadFailed: 'Có lỗi xảy ra khi tải dữ liệu',
  saveFailed: 'Có lỗi xảy ra khi lưu chi nhánh',
  statusFailed: 'Có lỗi xảy ra khi cập nhật trạng thái',
  deactivateFailed: 'Có lỗi xảy ra khi ngừng hoạt động chi nhánh',
  // Working hours (§5, §8).
  branchRequired: 'Vui lòng chọn chi nhánh',
  timesRequired: 'Vui lòng chọn ít nhất một giờ làm việc',
  timeInvalid: 'Giờ làm việc phải là một khung từ 08:00 đến 21:30, cách nhau 30 phút',
  dateInvalid: 'Ngày không hợp lệ',
  workingDateInPast: 'Không thể đổi giờ làm việc của ngày đã qua',
  availableInvalid: 'Trạng thái giờ làm việc không hợp lệ',
  workingHoursSaved: 'Cập nhật giờ làm việc thành công',
  workingHoursFailed: 'Có lỗi xảy ra khi cập nhật giờ làm việc',
  workingHourNotFound: 'Không tìm thấy giờ làm việc',
  workingHourAlreadyRemoved: 'Giờ làm việc này đã được xóa trước đó',
  workingHourDeleted: 'Xóa giờ làm việc thành công',
  workingHourDeleteFailed: 'Có lỗi xảy ra khi xóa giờ làm việc',
  // Holidays (§5, §8).
  holidayDateRequired: 'Vui lòng chọn ngày nghỉ',
  holidayDateInPast: 'Không thể chọn ngày nghỉ đã qua',
  holidayNameMax: `Tên ngày nghỉ không được quá ${L.holidayNameMax} ký tự`,
  holidayDescriptionMax: `Mô tả không được quá ${L.holidayDescriptionMax} ký tự`,
  recurringTypeInvalid: 'Kiểu lặp lại không hợp lệ',
  yearInvalid: 'Năm không hợp lệ',
  holidayExists: 'Ngày nghỉ này đã có trong danh sách',
  holidayAdded: 'Thêm ngày nghỉ thành công',
  holidayAddFailed: 'Có lỗi xảy ra khi thêm ngày nghỉ',
  holidayNotFound: 'Không tìm thấy ngày nghỉ',
  holidayDeleted: 'Xóa ngày nghỉ thành công',
  holidayDeleteFailed: 'Có lỗi xảy ra khi xóa ngày nghỉ',
  holidaysLoadFailed: 'Có lỗi xảy ra khi tải danh sách ngày nghỉ',
  workingHoursLoadFailed: 'Có lỗi xảy ra khi tải giờ làm việc',
} as const;

/** A branch in the back office. `phone` is shown in the national form (`028 3823 4567`). */
export interface AdminBranch {
  id: number;
  name: string;
  slug: string;
  address: string;
  phone: string;
  email: string | null;
  manager_name: string | null;
  description: string | null;
  opening_hours: string | null;
  image_url: string | null;
  status: BranchStatus;
  /** Active staff, managers and stylists working at the branch. */
  staff_count: number;
  stylist_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminBranchDetail extends AdminBranch {
  staff: { id: number; name: string; role: string; is_stylist: boolean; rating: number | null }[];
  revenue: BranchRevenue;
  /** The branch's general bookable start times (DEFAULT_WORKING_TIMES when none are stored). */
  general_times: string[];
}

export interface BranchStatistics {
  total_branches: number;
  active_branches: number;
  inactive_branches: number;
  total_staff_across_branches: number;
}

/** Revenue of one branch: completed appointments and completed shop orders. */
export interface BranchRevenue {
  branch_id: number;
  branch_name: string;
  status: BranchStatus;
  revenue: number;
  /** How many paid items (completed appointments and completed orders) make the revenue. */
  order_count: number;
  today_revenue: number;
  month_revenue: number;
  year_revenue: number;
}

export interface BranchRevenueStatistics {
  total_revenue: number;
  today_revenue: number;
  month_revenue: number;
  year_revenue: number;
  /** The salon-time dates the figures were counted for. */
  today: string;
  branch_revenues: BranchRevenue[];
}

export interface BranchPerformance {
  branch_id: number;
  branch_name: string;
  status: BranchStatus;
  appointments: number;
  completed: number;
  cancelled: number;
  no_show: number;
  /** Completed out of decided appointments (completed, cancelled, no-show), in percent. */
  completion_rate: number | null;
  /** Cancelled and no-show out of decided appointments, in percent. */
  cancellation_rate: number | null;
  revenue: number;
  stylists: number;
  average_rating: number | null;
}

/** `GET /api/admin/working-hours` data. */
export interface WorkingHoursView<T> {
  branch_id: number;
  date: string | null;
  /** The stored rows of this scope (the general hours, or that date's). */
  hours: T[];
  /** What customers can book in this scope: from the date's rows, the general rows, or the default. */
  effective_times: string[];
  source: 'date' | 'general' | 'default';
}

/**
 * The bookable start times of a branch on a day: that date's rows replace the general rows, and
 * a branch with no rows at all opens DEFAULT_WORKING_TIMES. A row with is_available false closes
 * its time.
 */
export function effectiveWorkingTimes(
  generalRows: readonly { time: string; is_available: boolean }[],
  dateRows: readonly { time: string; is_available: boolean }[] = [],
  /** The settings' default hours as start times (DEFAULT_WORKING_TIMES when not given). */
  defaultTimes: readonly string[] = DEFAULT_WORKING_TIMES,
): { times: string[]; source: 'date' | 'general' | 'default' } {
  const open = (rows: readonly { time: string; is_available: boolean }[]) =>
    rows
      .filter((row) => row.is_available)
      .map((row) => row.time)
      .sort();
  if (dateRows.length > 0) return { times: open(dateRows), source: 'date' };
  if (generalRows.length > 0) return { times: open(generalRows), source: 'general' };
  return { times: [...defaultTimes], source: 'default' };
}
