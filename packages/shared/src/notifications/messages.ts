/** Every notification text the customer or staff can see (storefront §8, customer-account §8, back-office §8). */
export const NOTIFICATION_MESSAGES = {
  title: 'Thông báo',
  empty: 'Không có thông báo nào',
  loadFailed: 'Có lỗi xảy ra khi tải thông báo',
  retry: 'Thử lại',
  viewAll: 'Xem tất cả thông báo',
  markRead: 'Đánh dấu đã đọc',
  markAllRead: 'Đánh dấu tất cả đã đọc',
  delete: 'Xóa',

  markedRead: 'Đã đánh dấu đã đọc',
  markReadFailed: 'Không thể đánh dấu đã đọc',
  allMarkedRead: 'Đã đánh dấu tất cả thông báo đã đọc',
  markAllFailed: 'Không thể đánh dấu tất cả đã đọc',
  deleted: 'Đã xóa thông báo',
  deleteFailed: 'Không thể xóa thông báo',
  deleteError: 'Có lỗi xảy ra khi xóa thông báo',
  noReadToDelete: 'Không có thông báo đã đọc để xóa',
  readDeleted: (count: number) => `Đã xóa ${count} thông báo đã đọc`,
  enableBrowser: 'Bật thông báo trên trình duyệt',
  browserEnabled: 'Đã bật thông báo trên trình duyệt',
  browserDenied:
    'Trình duyệt đang chặn thông báo. Bạn có thể cho phép trong phần cài đặt trang web.',
  emptyFiltered: 'Không có thông báo nào phù hợp bộ lọc',
  clearFilters: 'Xóa bộ lọc',
  confirmDeleteRead: (count: number) => `Bạn có muốn xóa ${count} thông báo đã đọc?`,
  newNotification: 'Có thông báo mới',

  notFound: 'Không tìm thấy thông báo',
  invalidId: 'Mã thông báo không hợp lệ',
  invalidStatus: 'Trạng thái lọc phải là all, unread, read, pending hoặc sent',
  idMismatch: 'Mã thông báo trong nội dung không khớp với đường dẫn',
  invalidType: 'Loại thông báo không hợp lệ',
  invalidSort: 'Thứ tự sắp xếp không hợp lệ',
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: 'Số mục mỗi trang phải từ 1 đến 50',
  invalidFlag: 'Giá trị phải là true hoặc false',
} as const;

export const OUTBOX_MESSAGES = {
  notFound: 'Không tìm thấy tin nhắn trong hộp thư đi',
  alreadySent: 'Tin nhắn này đã được gửi',
  sending: 'Tin nhắn đang được gửi, vui lòng thử lại sau',
  requeued: 'Đã đưa tin nhắn vào hàng đợi gửi lại',
  invalidId: 'Mã tin nhắn không hợp lệ',
  invalidStatus: 'Trạng thái tin nhắn không hợp lệ',
  invalidChannel: 'Kênh gửi phải là email hoặc sms',
  /** last_error of a message no provider can deliver yet. */
  noEmailTransport: 'Chưa cấu hình máy chủ gửi email (SMTP_URL)',
  noSmsProvider: 'Chưa có nhà cung cấp SMS',
} as const;
