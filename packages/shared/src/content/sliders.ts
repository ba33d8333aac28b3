/** Sliders and banners (back-office §3 Slider, §4 slider display, §5 Slider). */

export const SLIDER_TYPES = ['banner', 'ads'] as const;
export type SliderType = (typeof SLIDER_TYPES)[number];
export const SLIDER_TYPE_LABELS: Record<SliderType, string> = {
  banner: 'Banner',
  ads: 'Quảng cáo',
};

export const SLIDER_POSITIONS = [
  'home',
  'category',
  'service',
  'contact',
  'product',
  'about',
  'order',
  'sidebar',
  'footer',
] as const;
export type SliderPosition = (typeof SLIDER_POSITIONS)[number];
export const SLIDER_POSITION_LABELS: Record<SliderPosition, string> = {
  home: 'Trang chủ',
  category: 'Danh mục',
  service: 'Dịch vụ',
  contact: 'Liên hệ',
  product: 'Sản phẩm',
  about: 'Giới thiệu',
  order: 'Đơn hàng',
  sidebar: 'Thanh bên',
  footer: 'Chân trang',
};

export const SLIDER_BUTTON_STYLES = ['primary', 'secondary', 'outline', 'ghost'] as const;
export type SliderButtonStyle = (typeof SLIDER_BUTTON_STYLES)[number];
export const SLIDER_BUTTON_STYLE_LABELS: Record<SliderButtonStyle, string> = {
  primary: 'Chính',
  secondary: 'Phụ',
  outline: 'Viền',
  ghost: 'Trong suốt',
};

export const SLIDER_TARGETS = ['_self', '_blank'] as const;
export type SliderTarget = (typeof SLIDER_TARGETS)[number];
export const SLIDER_TARGET_LABELS: Record<SliderTarget, string> = {
  _self: 'Cùng tab',
  _blank: 'Tab mới',
};

/** What the back office shows for a slider, derived from its flag and dates. */
export const SLIDER_DISPLAY_STATUSES = ['active', 'upcoming', 'expired', 'inactive'] as const;
export type SliderDisplayStatus = (typeof SLIDER_DISPLAY_STATUSES)[number];
export const SLIDER_DISPLAY_STATUS_LABELS: Record<SliderDisplayStatus, string> = {
  active: 'Đang hoạt động',
  upcoming: 'Sắp diễn ra',
  expired: 'Đã hết hạn',
  inactive: 'Đã tắt',
};

export const SLIDER_LIMITS = {
  adminPerPage: 10,
  adminMaxPerPage: 100,
  publicDefaultLimit: 10,
  publicMaxLimit: 50,
  homeBanners: 10,
  /** The home gallery asks for this many ads sliders. */
  homeGallery: 24,
  titleMax: 200,
  subtitleMax: 255,
  descriptionMax: 1000,
  linkMax: 500,
  linkTextMax: 100,
  sortOrderMax: 9999,
  searchMax: 100,
  /** A click is counted once per address and slider within this window. */
  clickWindowMs: 10 * 60 * 1000,
  /** Sliders one page view may report as seen. */
  impressionsMax: 50,
  /** Impressions are added up in memory and written this often. */
  impressionFlushMs: 60 * 1000,
} as const;

export const SLIDER_MESSAGES = {
  titleRequired: 'Vui lòng nhập tiêu đề slider',
  titleTooLong: `Tiêu đề không được quá ${SLIDER_LIMITS.titleMax} ký tự`,
  subtitleTooLong: `Phụ đề không được quá ${SLIDER_LIMITS.subtitleMax} ký tự`,
  descriptionTooLong: `Mô tả không được quá ${SLIDER_LIMITS.descriptionMax} ký tự`,
  typeRequired: 'Vui lòng chọn loại',
  positionRequired: 'Vui lòng chọn vị trí',
  imageRequired: 'Vui lòng chọn ảnh cho slider',
  invalidLink: 'Liên kết phải bắt đầu bằng "/" hoặc "http(s)://"',
  linkTooLong: `Liên kết không được quá ${SLIDER_LIMITS.linkMax} ký tự`,
  linkTextTooLong: `Chữ trên nút không được quá ${SLIDER_LIMITS.linkTextMax} ký tự`,
  invalidButtonStyle: 'Kiểu nút không hợp lệ',
  invalidTarget: 'Cách mở liên kết không hợp lệ',
  invalidSortOrder: `Thứ tự phải là số nguyên từ 0 đến ${SLIDER_LIMITS.sortOrderMax}`,
  invalidDate: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  endBeforeStart: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
  invalidActive: 'Trạng thái không hợp lệ',
  invalidStatus: 'Trạng thái lọc không hợp lệ',
  invalidLimit: `Số lượng phải từ 1 đến ${SLIDER_LIMITS.publicMaxLimit}`,
  searchTooLong: `Từ khóa tìm kiếm không được quá ${SLIDER_LIMITS.searchMax} ký tự`,
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số mục mỗi trang phải từ 1 đến ${SLIDER_LIMITS.adminMaxPerPage}`,
  notFound: 'Không tìm thấy slider',
  loadFailed: 'Không thể tải danh sách slider',
  created: 'Tạo mới thành công',
  updated: 'Cập nhật thành công',
  deleted: 'Xóa thành công',
  deleteFailed: 'Có lỗi xảy ra khi xóa',
  saveFailed: 'Có lỗi xảy ra',
  toggledOn: 'Đã bật slider',
  toggledOff: 'Đã tắt slider',
  deleteConfirm: 'Bạn có chắc chắn muốn xóa?',
  clickCounted: 'Đã ghi nhận lượt nhấn',
  invalidImpressions: `Danh sách slider đã xem phải có từ 1 đến ${SLIDER_LIMITS.impressionsMax} mã số`,
} as const;

/** A link inside the site (`/booking`) or to a web address; never `javascript:` and the like. */
export function isSafeSliderLink(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Inactive, else where today falls against its dates (dates are the salon's, inclusive). */
export function sliderDisplayStatus(
  slider: { is_active: boolean; start_date: string | null; end_date: string | null },
  today: string,
): SliderDisplayStatus {
  if (!slider.is_active) return 'inactive';
  if (slider.start_date && slider.start_date > today) return 'upcoming';
  if (slider.end_date && slider.end_date < today) return 'expired';
  return 'active';
}

/** A slider as the storefront shows it. */
export interface PublicSlider {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  type: SliderType;
  position: SliderPosition;
  image_url: string;
  thumbnail_url: string | null;
  mobile_image_url: string | null;
  link_url: string | null;
  link_text: string | null;
  button_style: SliderButtonStyle;
  target_type: SliderTarget;
  sort_order: number;
}

/** A slider as the back office manages it. */
export interface AdminSlider extends PublicSlider {
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  impression_count: number;
  click_count: number;
  /** Clicks per impression, in percent, one decimal; 0 without impressions. */
  click_through_rate: number;
  display_status: SliderDisplayStatus;
  is_scheduled: boolean;
  is_upcoming: boolean;
  is_expired: boolean;
  created_at: string;
  updated_at: string;
}
