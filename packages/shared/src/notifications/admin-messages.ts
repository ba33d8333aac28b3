/** The back office's notification manager texts (back-office §2.3, §5, §8). */

/** Bulk actions on selected notifications (back-office §7 Bulk action). */
export const ADMIN_NOTIFICATION_BULK_ACTIONS = ['mark_read', 'dismiss', 'delete'] as const;
export type AdminNotificationBulkAction = (typeof ADMIN_NOTIFICATION_BULK_ACTIONS)[number];

export const ADMIN_NOTIFICATION_BULK_LABELS: Record<AdminNotificationBulkAction, string> = {
  mark_read: 'đánh dấu đã đọc',
  dismiss: 'bỏ qua',
  delete: 'xóa',
};

export const ADMIN_NOTIFICATION_MESSAGES = {
  pageTitle: 'Quản lý thông báo',
  tabDashboard: 'Tổng quan',
  tabManage: 'Quản lý',
  tabOutbox: 'Hộp thư đi',

  // §5 form rules
  typeRequired: 'Vui lòng chọn loại thông báo',
  priorityRequired: 'Vui lòng chọn mức độ ưu tiên',
  titleRequired: 'Vui lòng nhập tiêu đề',
  messageRequired: 'Vui lòng nhập nội dung',
  roleRequired: 'Vui lòng chọn role',
  audienceInvalid: 'Đối tượng nhận phải là khách hàng hoặc theo vai trò',
  titleTooLong: (max: number) => `Tiêu đề tối đa ${max} ký tự`,
  messageTooLong: (max: number) => `Nội dung tối đa ${max} ký tự`,
  iconTooLong: (max: number) => `Biểu tượng tối đa ${max} ký tự`,
  actionUrlInvalid: 'Liên kết phải là đường dẫn bắt đầu bằng / hoặc địa chỉ https://',
  actionUrlTooLong: (max: number) => `Liên kết tối đa ${max} ký tự`,
  userIdInvalid: 'Mã người nhận phải là số nguyên dương',
  userNotFound: 'Không tìm thấy người nhận',
  scheduledAtInvalid: 'Thời gian gửi không hợp lệ',
  scheduledAtPast: 'Thời gian gửi không được ở trong quá khứ',
  dataInvalid: 'Dữ liệu bổ sung phải là một đối tượng JSON',
  dataTooLarge: (max: number) => `Dữ liệu bổ sung tối đa ${max} ký tự`,
  isSystemInvalid: 'Giá trị hệ thống phải là true hoặc false',
  invalidPriority: 'Mức độ ưu tiên không hợp lệ',
  invalidStatus: 'Trạng thái thông báo không hợp lệ',
  searchTooLong: (max: number) => `Từ khóa tìm kiếm tối đa ${max} ký tự`,
  bulkActionInvalid: 'Thao tác phải là mark_read, dismiss hoặc delete',
  noneSelected: 'Vui lòng chọn ít nhất một thông báo',
  tooManySelected: (max: number) => `Chỉ được chọn tối đa ${max} thông báo mỗi lần`,
  idsInvalid: 'Danh sách mã thông báo không hợp lệ',

  // Rules the server enforces
  notFound: 'Không tìm thấy thông báo',
  alreadyRead: 'Thông báo đã được đọc hoặc bỏ qua, không thể sửa',
  alreadyDelivered: 'Thông báo đã được gửi, không thể đổi người nhận hoặc thời gian gửi',
  roleBroadcastForbidden: 'Chỉ quản lý và quản trị viên được gửi thông báo theo vai trò',
  noRecipients: 'Không có người nhận nào đang hoạt động',

  // §8 successes
  bulkDone: (action: AdminNotificationBulkAction, count: number) =>
    `Đã thực hiện ${ADMIN_NOTIFICATION_BULK_LABELS[action]} cho ${count} thông báo`,
  deleted: 'Xóa thông báo thành công',
  created: 'Tạo thông báo thành công!',
  updated: 'Cập nhật thông báo thành công!',
  broadcastCreated: 'Tạo broadcast thành công!',
  broadcastSent: (count: number) => `Tạo broadcast thành công! Đã gửi đến ${count} người nhận.`,
  remindersCreated: (count: number) => `Đã tạo ${count} nhắc nhở hết hạn`,

  // §8 failures
  loadFailed: 'Có lỗi xảy ra khi tải thông báo',
  bulkFailed: 'Có lỗi xảy ra',
  deleteFailed: 'Có lỗi xảy ra khi xóa thông báo',
  createFailed: 'Có lỗi xảy ra khi tạo thông báo',
  updateFailed: 'Có lỗi xảy ra khi cập nhật thông báo',
  broadcastFailed: 'Có lỗi xảy ra khi tạo broadcast',
  remindersFailed: 'Có lỗi xảy ra',

  confirmDelete: 'Bạn có chắc muốn xóa thông báo này?',
  confirmBulkDelete: (count: number) => `Bạn có chắc muốn xóa ${count} thông báo đã chọn?`,
  newNotification: 'Có thông báo mới',
  systemRecipient: 'Hệ thống',
  systemTag: 'Hệ thống',
  noSmtp:
    'Chưa cấu hình máy chủ gửi email (SMTP_URL): email được lưu trong hộp thư đi và chờ đến khi có cấu hình mới được gửi.',
} as const;

/** The product-expiry reminder a customer receives (storefront §3 product_expiry). */
export const PRODUCT_EXPIRY_REMINDER = {
  /** Products whose use ends within this many days (today included) are reminded. */
  withinDays: 7,
  title: 'Sản phẩm sắp hết hạn sử dụng',
  message: (productName: string, endDate: string) =>
    `Sản phẩm ${productName} của bạn sẽ hết hạn sử dụng vào ngày ${endDate}. Hãy mua thêm để việc chăm sóc tóc không bị gián đoạn.`,
  actionUrl: '/ho-so?tab=products',
  icon: 'product',
} as const;
