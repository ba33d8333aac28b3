/** The back office's customer records (issue 14, item 2): limits, bands, sorts and labels. */

export const CUSTOMER_ADMIN_LIMITS = {
  perPage: 20,
  maxPerPage: 100,
  searchMax: 100,
  notesMax: 1000,
  /** An export holds at most this many customers (the filtered list, every page). */
  exportMax: 10_000,
  /** The detail's history lists show this many of the latest visits and orders. */
  historyMax: 50,
  /** Favourite services and stylists shown on the detail. */
  favouritesMax: 5,
} as const;

/**
 * Spending bands of the filter, on the customer's total spent (completed appointments plus
 * completed orders not refunded: `computeTotalSpent` on the server). Bounds in đồng, `max`
 * exclusive.
 */
export const SPENDING_BANDS = {
  none: { label: 'Chưa chi tiêu', min: 0, max: 1 },
  under_2m: { label: 'Dưới 2 triệu', min: 1, max: 2_000_000 },
  '2m_10m': { label: 'Từ 2 đến dưới 10 triệu', min: 2_000_000, max: 10_000_000 },
  over_10m: { label: 'Từ 10 triệu trở lên', min: 10_000_000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type SpendingBand = keyof typeof SPENDING_BANDS;
export const SPENDING_BAND_KEYS = Object.keys(SPENDING_BANDS) as SpendingBand[];

export const CUSTOMER_SORTS = ['joined', 'name', 'last_visit', 'total_spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  joined: 'Ngày tham gia',
  name: 'Tên',
  last_visit: 'Lần ghé gần nhất',
  total_spent: 'Tổng chi tiêu',
};

/** How an account began: signed up, or made for a guest at booking. */
export const CUSTOMER_SOURCES = ['registered', 'booking'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const CUSTOMER_SOURCE_LABELS: Record<CustomerSource, string> = {
  registered: 'Tự đăng ký',
  booking: 'Khách vãng lai (tạo khi đặt lịch)',
};

export const CUSTOMER_STATUS_LABELS = {
  active: 'Đang hoạt động',
  inactive: 'Đã vô hiệu hóa',
} as const;

/** What a merge moves, by table, as the merge dialog names it. */
export const MERGE_TABLE_LABELS: Record<string, string> = {
  appointments: 'Lịch hẹn',
  appointment_events: 'Lịch sử lịch hẹn',
  appointment_slots: 'Khung giờ đã giữ',
  appointment_photos: 'Ảnh lịch hẹn',
  orders: 'Đơn hàng',
  order_events: 'Lịch sử đơn hàng',
  payment_transactions: 'Giao dịch thanh toán',
  customer_notes: 'Ghi chú điều trị',
  customer_addresses: 'Địa chỉ',
  cart_items: 'Sản phẩm trong giỏ',
  reviews: 'Đánh giá',
  questions: 'Câu hỏi',
  chat_conversations: 'Cuộc trò chuyện',
  chat_messages: 'Tin nhắn',
  contact_requests: 'Liên hệ',
  notifications: 'Thông báo',
  customer_products: 'Sản phẩm đang dùng',
  phone_verification_codes: 'Mã xác minh số điện thoại',
  password_reset_codes: 'Mã đặt lại mật khẩu',
  user_preferences: 'Tùy chỉnh cá nhân',
  faq_votes: 'Bình chọn câu hỏi thường gặp',
  customers: 'Tài khoản đã gộp trước đó',
};

/** The moves of a merge added up by table, labelled, largest first. */
export function mergeMovesByTable(
  moves: Record<string, number>,
): { label: string; count: number }[] {
  const byTable = new Map<string, number>();
  for (const [column, count] of Object.entries(moves)) {
    const table = column.split('.')[0] ?? column;
    byTable.set(table, (byTable.get(table) ?? 0) + count);
  }
  return [...byTable.entries()]
    .map(([table, count]) => ({ label: MERGE_TABLE_LABELS[table] ?? table, count }))
    .sort((a, b) => b.count - a.count);
}
