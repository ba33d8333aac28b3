import { BOOKING_LIMITS } from './constants.js';

/** Every booking message the customer or staff can see (storefront §5, §8; customer-account §8). */
export const BOOKING_MESSAGES = {
  // Wizard and time slots.
  chooseFirst: 'Vui lòng chọn dịch vụ, chi nhánh và ngày trước',
  pastDate: 'Ngày đã chọn đã qua',
  pastDateChooseAgain: (date: string) =>
    `Ngày ${date} trong liên kết đặt lịch đã qua, vui lòng chọn ngày khác.`,
  todayWarning: 'Một số khung giờ có thể đã qua',
  slotsLoadFailedTitle: 'Lỗi tải khung giờ',
  slotsLoadFailed: 'Không thể tải khung giờ',
  noSlots: 'Không có khung giờ khả dụng',
  retry: 'Thử lại',
  chooseAnotherDate: 'Chọn ngày khác',
  holidayAlert: 'Chi nhánh nghỉ vào ngày này. Vui lòng chọn ngày khác.',
  bookingSuccess: 'Đặt lịch thành công!',
  noBranches: 'Không có chi nhánh khả dụng',
  noServices: 'Không có dịch vụ khả dụng',
  guestWarning: 'Bạn chưa đăng nhập. Đăng nhập để theo dõi lịch hẹn dễ dàng hơn.',

  // Customer fields (guests).
  nameRequired: 'Vui lòng nhập họ tên',
  nameTooLong: `Họ tên tối đa ${BOOKING_LIMITS.nameMax} ký tự`,
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  emailInvalid: 'Email không hợp lệ',
  notesTooLong: `Ghi chú tối đa ${BOOKING_LIMITS.notesMax} ký tự`,

  // Server checks.
  invalidService: 'Dịch vụ không hợp lệ',
  serviceUnavailable: 'Dịch vụ này hiện không nhận đặt lịch',
  invalidBranch: 'Chi nhánh không hợp lệ',
  branchUnavailable: 'Chi nhánh này hiện không nhận đặt lịch',
  invalidDate: 'Ngày không hợp lệ',
  invalidTime: 'Giờ không hợp lệ',
  dateInPast: 'Không thể đặt lịch cho ngày đã qua',
  timeInPast: 'Khung giờ này đã qua, vui lòng chọn giờ khác',
  tooFarAhead: (days: number) => `Chỉ có thể đặt lịch trước tối đa ${days} ngày`,
  holiday: (name: string) => `Chi nhánh nghỉ ngày này (${name}), vui lòng chọn ngày khác`,
  outsideHours: 'Khung giờ này nằm ngoài giờ làm việc của chi nhánh',
  slotFull: 'Khung giờ này vừa hết chỗ, vui lòng chọn giờ khác',
  customerOverlap: 'Số điện thoại này đã có một lịch hẹn khác trùng giờ',
  idempotencyMismatch: 'Mã yêu cầu (Idempotency-Key) đã được dùng cho một yêu cầu khác',
  idempotencyOtherRequester:
    'Mã yêu cầu (Idempotency-Key) này đã được người khác sử dụng, vui lòng tải lại trang và đặt lại',
  idempotencyInvalid: `Idempotency-Key phải từ 1 đến ${BOOKING_LIMITS.idempotencyKeyMax} ký tự`,
  phoneOfStaff: 'Số điện thoại này thuộc tài khoản nhân viên, vui lòng dùng số khác',
  tooManyGuestBookings: (seconds: number) =>
    `Bạn đã đặt quá nhiều lịch hẹn trong thời gian ngắn. Vui lòng thử lại sau ${Math.ceil(seconds / 60)} phút hoặc gọi hotline.`,
  tooManyLiveForPhone: (count: number) =>
    `Số điện thoại này đã có ${count} lịch hẹn sắp tới. Vui lòng đăng nhập để đặt thêm, hoặc gọi hotline.`,

  // My appointments, detail, reschedule and cancel.
  notFound: 'Không tìm thấy lịch hẹn',
  chooseNewDateTime: 'Vui lòng chọn ngày và giờ mới',
  rescheduleTooLate: `Chỉ có thể đổi lịch trước giờ hẹn hơn ${BOOKING_LIMITS.rescheduleMinHours} giờ`,
  cancelTooLate: `Chỉ có thể hủy lịch trước giờ hẹn hơn ${BOOKING_LIMITS.cancelMinHours} giờ`,
  notLive: 'Lịch hẹn này không còn ở trạng thái chờ hoặc đã xác nhận',
  rescheduleNotesTooLong: `Ghi chú tối đa ${BOOKING_LIMITS.rescheduleNotesMax} ký tự`,
  cancelReasonRequired: 'Vui lòng nhập lý do hủy',
  cancelReasonTooLong: `Lý do hủy tối đa ${BOOKING_LIMITS.cancelReasonMax} ký tự`,
  rescheduled: 'Đổi lịch hẹn thành công!',
  cancelled: 'Hủy lịch hẹn thành công!',
  sameSlot: 'Lịch hẹn đã ở đúng ngày giờ này',
  reviewThanks: 'Cảm ơn bạn đã đánh giá!',
  reviewOnlyCompleted: 'Chỉ có thể đánh giá lịch hẹn đã hoàn thành',
  reviewExists: 'Bạn đã đánh giá lịch hẹn này',

  // Staff.
  cannotTransition: 'Không thể chuyển lịch hẹn sang trạng thái này',
  notStarted:
    'Lịch hẹn chưa đến giờ bắt đầu: chỉ có thể hoàn thành hoặc đánh dấu khách không đến từ giờ hẹn trở đi',
  confirmed: 'Đã xác nhận lịch hẹn',
  completed: 'Đã hoàn thành lịch hẹn',
  markedNoShow: 'Đã đánh dấu khách không đến',
  stylistUnavailable: 'Stylist đã chọn không rảnh vào khung giờ này',
  stylistInvalid: 'Stylist không thuộc chi nhánh này',

  // Forced password change for an account made at booking.
  passwordChangeRequired: 'Vui lòng đổi mật khẩu trước khi tiếp tục',
} as const;

/** The SMS telling a guest the account made for them; the password stands in `secretSlot`. */
export function guestAccountSmsText(companyName: string, loginPhone: string, secretSlot: string) {
  return `${companyName}: tai khoan cua ban da duoc tao. Ten dang nhap: ${loginPhone}, mat khau: ${secretSlot}. Vui long doi mat khau khi dang nhap lan dau.`;
}
