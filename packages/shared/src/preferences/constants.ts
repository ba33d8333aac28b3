/**
 * The back office's personal preferences (back-office §3 User preferences, §9 defaults): what
 * each one may be, its default and its Vietnamese label. Stored per user on the server.
 */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEMES)[number];

export const SIDEBAR_STYLES = ['modern', 'minimal', 'classic'] as const;
export type SidebarStyle = (typeof SIDEBAR_STYLES)[number];

export const LANGUAGES = ['vi', 'en', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The interface exists in Vietnamese only; the others are shown as coming soon. */
export const AVAILABLE_LANGUAGES = ['vi'] as const satisfies readonly Language[];

export const TIMEZONES = [
  'Asia/Ho_Chi_Minh',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'UTC',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** dayjs format strings. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const CURRENCIES = ['VND', 'USD', 'EUR', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Prices exist in đồng only; the other currencies are shown as coming soon. */
export const AVAILABLE_CURRENCIES = ['VND'] as const satisfies readonly Currency[];

export const PROFILE_VISIBILITIES = ['public', 'team', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const DEFAULT_VIEWS = ['dashboard', 'appointments', 'customers', 'products'] as const;
export type DefaultView = (typeof DEFAULT_VIEWS)[number];

export const PREFERENCE_LIMITS = {
  fontSizeMin: 12,
  fontSizeMax: 18,
  hourMin: 0,
  hourMax: 23,
  itemsPerPageMin: 10,
  itemsPerPageMax: 100,
  itemsPerPageStep: 10,
} as const;

export interface Preferences {
  theme: ThemeMode;
  /** `#rrggbb`. */
  primary_color: string;
  font_size: number;
  sidebar_style: SidebarStyle;
  compact_mode: boolean;
  show_animations: boolean;
  email_notifications: boolean;
  push_notifications: boolean;
  sound_notifications: boolean;
  /** Notifications are delivered from this hour ... */
  notification_start_hour: number;
  /** ... to this one (0–23, start before end). */
  notification_end_hour: number;
  language: Language;
  timezone: Timezone;
  date_format: DateFormat;
  time_format: TimeFormat;
  currency: Currency;
  profile_visibility: ProfileVisibility;
  show_online_status: boolean;
  allow_data_collection: boolean;
  auto_save: boolean;
  confirm_before_delete: boolean;
  default_view: DefaultView;
  items_per_page: number;
}

export type PreferenceKey = keyof Preferences;

/**
 * Preferences of the spec that nothing in the product can honour yet: no notification e-mails
 * go to staff, no profile or online status is shown to anyone, and no usage data is collected.
 * Each stays at the value that is true today, is shown as coming soon and cannot be changed.
 */
export const FIXED_PREFERENCES = {
  email_notifications: false,
  profile_visibility: 'team',
  show_online_status: false,
  allow_data_collection: false,
} as const satisfies Partial<Record<PreferenceKey, unknown>>;
export type FixedPreferenceKey = keyof typeof FIXED_PREFERENCES;

export const PREFERENCE_DEFAULTS: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  primary_color: '#2d7f56',
  font_size: 14,
  sidebar_style: 'modern',
  compact_mode: false,
  show_animations: true,
  email_notifications: false,
  push_notifications: true,
  sound_notifications: false,
  notification_start_hour: 9,
  notification_end_hour: 18,
  language: 'vi',
  timezone: 'Asia/Ho_Chi_Minh',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  currency: 'VND',
  profile_visibility: 'team',
  show_online_status: false,
  allow_data_collection: false,
  auto_save: true,
  confirm_before_delete: true,
  default_view: 'dashboard',
  items_per_page: 20,
});

export const PREFERENCE_LABELS: Record<PreferenceKey, string> = {
  theme: 'Chủ đề',
  primary_color: 'Màu chủ đạo',
  font_size: 'Cỡ chữ',
  sidebar_style: 'Kiểu thanh bên',
  compact_mode: 'Chế độ thu gọn',
  show_animations: 'Hiệu ứng chuyển động',
  email_notifications: 'Thông báo qua email',
  push_notifications: 'Thông báo đẩy',
  sound_notifications: 'Âm thanh thông báo',
  notification_start_hour: 'Nhận thông báo từ',
  notification_end_hour: 'Nhận thông báo đến',
  language: 'Ngôn ngữ',
  timezone: 'Múi giờ',
  date_format: 'Định dạng ngày',
  time_format: 'Định dạng giờ',
  currency: 'Đơn vị tiền tệ',
  profile_visibility: 'Hiển thị hồ sơ',
  show_online_status: 'Hiển thị trạng thái trực tuyến',
  allow_data_collection: 'Cho phép thu thập dữ liệu sử dụng',
  auto_save: 'Tự động lưu',
  confirm_before_delete: 'Xác nhận trước khi xóa',
  default_view: 'Trang mặc định',
  items_per_page: 'Số mục mỗi trang',
};

/** Labels of the choices, for the selects and radio groups. */
export const PREFERENCE_OPTION_LABELS = {
  theme: { light: 'Sáng', dark: 'Tối', auto: 'Theo hệ thống' },
  sidebar_style: { modern: 'Hiện đại', minimal: 'Tối giản', classic: 'Cổ điển' },
  language: { vi: 'Tiếng Việt', en: 'English', zh: '中文', ja: '日本語' },
  timezone: {
    'Asia/Ho_Chi_Minh': 'Hồ Chí Minh (GMT+7)',
    'Asia/Bangkok': 'Bangkok (GMT+7)',
    'Asia/Singapore': 'Singapore (GMT+8)',
    'Asia/Tokyo': 'Tokyo (GMT+9)',
    UTC: 'UTC (GMT+0)',
  },
  date_format: {
    'DD/MM/YYYY': 'DD/MM/YYYY (31/12/2026)',
    'MM/DD/YYYY': 'MM/DD/YYYY (12/31/2026)',
    'YYYY-MM-DD': 'YYYY-MM-DD (2026-12-31)',
    'DD-MM-YYYY': 'DD-MM-YYYY (31-12-2026)',
  },
  time_format: { '24h': '24 giờ (14:30)', '12h': '12 giờ (2:30 CH)' },
  currency: {
    VND: 'Việt Nam Đồng (₫)',
    USD: 'Đô la Mỹ ($)',
    EUR: 'Euro (€)',
    JPY: 'Yên Nhật (¥)',
  },
  profile_visibility: {
    public: 'Công khai',
    team: 'Chỉ đồng nghiệp',
    private: 'Riêng tư',
  },
  default_view: {
    dashboard: 'Tổng quan',
    appointments: 'Lịch hẹn',
    customers: 'Khách hàng',
    products: 'Sản phẩm',
  },
} as const satisfies Partial<Record<PreferenceKey, Record<string, string>>>;

export const PREFERENCE_MESSAGES = {
  saved: 'Đã lưu cài đặt thành công!',
  failed: 'Có lỗi xảy ra, vui lòng thử lại!',
  reset: 'Đã khôi phục cài đặt mặc định!',
  resetPending: 'Đã đặt lại mặc định. Nhấn “Lưu cài đặt” để áp dụng.',
  loadFailed: 'Không thể tải cài đặt cá nhân.',
  unsaved: 'Bạn có thay đổi chưa lưu.',
  leaveConfirm: 'Bạn có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?',
  resetConfirm: 'Đặt lại tất cả cài đặt về mặc định? Các thay đổi chỉ áp dụng khi bạn lưu.',
  comingSoon: 'Sắp có',
  bodyInvalid: 'Dữ liệu cài đặt không hợp lệ!',
  invalid: (key: PreferenceKey) => `${PREFERENCE_LABELS[key]} không hợp lệ!`,
  primaryColorInvalid: 'Màu chủ đạo phải là mã màu dạng #RRGGBB!',
  fontSizeRange: `Cỡ chữ phải từ ${PREFERENCE_LIMITS.fontSizeMin} đến ${PREFERENCE_LIMITS.fontSizeMax}!`,
  hourRange: `Giờ phải từ ${PREFERENCE_LIMITS.hourMin} đến ${PREFERENCE_LIMITS.hourMax}!`,
  hoursOrder: 'Giờ kết thúc phải sau giờ bắt đầu!',
  languageUnavailable: 'Ngôn ngữ này chưa được hỗ trợ!',
  currencyUnavailable: 'Đơn vị tiền tệ này chưa được hỗ trợ!',
  notYetAvailable: (key: PreferenceKey) => `${PREFERENCE_LABELS[key]} chưa được hỗ trợ!`,
  itemsPerPageRange: `Số mục mỗi trang phải từ ${PREFERENCE_LIMITS.itemsPerPageMin} đến ${PREFERENCE_LIMITS.itemsPerPageMax}, bước ${PREFERENCE_LIMITS.itemsPerPageStep}!`,
} as const;
