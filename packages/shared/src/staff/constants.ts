import type { StaffRole } from '../auth/roles.js';
import { IMAGE_UPLOAD } from '../uploads/image-rules.js';

/** Limits of the staff screen (back office, "Nhân sự"). */
export const STAFF_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  titleMax: 100,
  bioMax: 1000,
  specialtiesMax: 10,
  specialtyMax: 50,
  experienceMax: 60,
  searchMax: 100,
  avatarMaxBytes: IMAGE_UPLOAD.avatarMaxBytes,
} as const;

export const STAFF_PER_PAGE_OPTIONS = [10, 20, 50] as const;
/** Besides the options, any page size a user may choose in their preferences (10–100, step 10). */
export function isStaffPerPage(value: number): boolean {
  return Number.isInteger(value) && value >= 10 && value <= 100 && value % 10 === 0;
}
export const STAFF_DEFAULT_PER_PAGE = 10;

export const STAFF_STATUSES = ['active', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'Đang làm việc',
  inactive: 'Đã khóa',
};

export const STAFF_ROLE_COLORS: Record<StaffRole, string> = {
  staff: 'blue',
  manager: 'gold',
  admin: 'red',
};

export const STAFF_MESSAGES = {
  notFound: 'Không tìm thấy nhân viên!',
  updated: 'Cập nhật thông tin nhân viên thành công!',
  activated: 'Đã mở khóa tài khoản nhân viên!',
  deactivated: 'Đã khóa tài khoản nhân viên!',
  profileUpdated: 'Cập nhật hồ sơ stylist thành công!',
  avatarUpdated: 'Cập nhật ảnh đại diện thành công!',
  avatarRemoved: 'Đã xóa ảnh đại diện!',
  avatarRequired: 'Vui lòng chọn một hình ảnh!',
  avatarTooLarge: 'Hình ảnh phải nhỏ hơn 2MB!',
  avatarNotImage: 'Chỉ chấp nhận file hình ảnh!',
  ownRole: 'Bạn không thể tự thay đổi vai trò của chính mình!',
  ownStatus: 'Bạn không thể tự khóa tài khoản của chính mình!',
  nameRequired: 'Vui lòng nhập họ và tên!',
  nameMin: 'Họ và tên phải có ít nhất 2 ký tự!',
  nameMax: 'Họ tên không được quá 100 ký tự!',
  phoneInvalid: 'Số điện thoại không hợp lệ!',
  phoneTaken: 'Số điện thoại đã được sử dụng!',
  branchRequired: 'Vui lòng chọn chi nhánh!',
  branchMissing: 'Chi nhánh không tồn tại!',
  roleRequired: 'Vui lòng chọn vai trò!',
  genderInvalid: 'Giới tính không hợp lệ!',
  birthDateInvalid: 'Ngày sinh không hợp lệ!',
  birthDateFuture: 'Ngày sinh không được ở tương lai!',
  statusInvalid: 'Trạng thái không hợp lệ!',
  stylistFlagInvalid: 'Vui lòng cho biết nhân viên có phải stylist hay không!',
  titleMax: 'Chức danh không được quá 100 ký tự!',
  bioMax: 'Giới thiệu không được quá 1000 ký tự!',
  specialtiesMax: 'Chỉ được nhập tối đa 10 chuyên môn!',
  specialtyMax: 'Mỗi chuyên môn không được quá 50 ký tự!',
  specialtiesInvalid: 'Danh sách chuyên môn không hợp lệ!',
  experienceInvalid: 'Số năm kinh nghiệm phải là số nguyên từ 0 đến 60!',
  invalidFilter: 'Bộ lọc không hợp lệ!',
  invalidPage: 'Số trang không hợp lệ!',
  invalidPerPage: 'Số dòng mỗi trang phải từ 10 đến 100, bước 10!',
  searchTooLong: 'Từ khóa tìm kiếm không được quá 100 ký tự!',
  loadFailed: 'Không thể tải danh sách nhân sự',
  saveFailed: 'Không thể lưu thay đổi. Vui lòng thử lại!',
  statusFailed: 'Không thể đổi trạng thái tài khoản. Vui lòng thử lại!',
  avatarFailed: 'Không thể cập nhật ảnh đại diện. Vui lòng thử lại!',
  reassignTitle: 'Cần phân công lại lịch hẹn',
  /** Said after a change that leaves appointments with a stylist who can no longer take them. */
  upcomingWarning: (count: number) =>
    `Nhân viên này còn ${count} lịch hẹn sắp tới. Các lịch hẹn đó vẫn giữ stylist này, hãy phân công lại tại màn hình Lịch hẹn.`,
} as const;
