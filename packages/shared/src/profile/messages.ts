import { AUTH_MESSAGES } from '../auth/messages.js';

/** Every Vietnamese message of the profile page, its server and the forced-update modal. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Không thể tải dữ liệu hồ sơ',
  updated: 'Cập nhật thông tin thành công!',
  updateFailed: 'Cập nhật thông tin thất bại. Vui lòng thử lại.',
  passwordChanged: AUTH_MESSAGES.passwordChanged,
  passwordChangeFailed: AUTH_MESSAGES.passwordChangeFailed,
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameMin: AUTH_MESSAGES.nameMin,
  nameMax: AUTH_MESSAGES.nameMax,
  phoneRequired: AUTH_MESSAGES.phoneRequired,
  phoneInvalid: 'Số điện thoại không hợp lệ! (bắt đầu bằng 0 hoặc +84, 10–11 chữ số)',
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  emailMax: AUTH_MESSAGES.emailMax,
  emailTemporary: 'Vui lòng nhập email cá nhân của bạn, không dùng email tạm của salon!',
  emailTaken: 'Email này đã được tài khoản khác sử dụng!',
  phoneTaken: 'Số điện thoại này đã được tài khoản khác sử dụng!',
  genderRequired: 'Vui lòng chọn giới tính!',
  genderInvalid: AUTH_MESSAGES.genderInvalid,
  birthDateRequired: 'Vui lòng chọn ngày sinh!',
  birthDateInvalid: AUTH_MESSAGES.birthDateInvalid,
  birthDateFuture: AUTH_MESSAGES.birthDateFuture,
  avatarNotImage: 'Chỉ chấp nhận file hình ảnh!',
  avatarTooLarge: 'Hình ảnh phải nhỏ hơn 2MB!',
  avatarRequired: 'Vui lòng chọn ảnh đại diện!',
  avatarUpdated: 'Cập nhật ảnh đại diện thành công!',
  avatarRemoved: 'Đã xóa ảnh đại diện.',
  customerOnly: 'Chức năng này chỉ dành cho khách hàng.',
  genericError: 'Có lỗi xảy ra',
  updateRequiredTitle: 'Vui lòng cập nhật thông tin cá nhân',
  updateRequiredIntro:
    'Để đặt lịch, nhận thông báo và khôi phục tài khoản, salon cần thêm một vài thông tin của bạn:',
  later: 'Để sau',
  /** A refusal until the profile is complete (PROFILE_UPDATE_REQUIRED). */
  updateRequiredError: 'Vui lòng cập nhật thông tin cá nhân trước khi tiếp tục.',
} as const;
