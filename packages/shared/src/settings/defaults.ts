import { ORDER_FEES } from '../orders/constants.js';

/** Built-in settings, used by the server where nothing is stored and by the web app offline. */
export const DEFAULT_PUBLIC_SETTINGS = {
  seo: {
    title: 'Salon Tóc Việt – Cắt, uốn, nhuộm và chăm sóc tóc chuyên nghiệp',
    description:
      'Chuỗi salon tóc tại TP. Hồ Chí Minh và Hà Nội: cắt, uốn, nhuộm, phục hồi tóc. Đặt lịch trực tuyến trong một phút, mua sản phẩm chăm sóc tóc chính hãng.',
    keywords: 'salon tóc, cắt tóc, uốn tóc, nhuộm tóc, phục hồi tóc, đặt lịch cắt tóc',
    footer_content:
      'Salon Tóc Việt – nơi mái tóc của bạn được chăm chút bởi những nhà tạo mẫu tận tâm. Đặt lịch trực tuyến, thanh toán chuyển khoản nhanh chóng.',
  },
  company: {
    name: 'Salon Tóc Việt',
    phone: '1900 6868',
    email: 'lienhe@salontocviet.vn',
    address: '135 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh',
    /** The years of experience on the home and about pages count from here. */
    founded_year: 2017,
    /** When the hotline answers, every day (customer-account §9: 9:00 to 19:00). */
    hotline_hours: { open: '09:00', close: '19:00' },
    /** Social pages; an empty link is not shown. The Zalo OA link adds a Zalo chat button. */
    facebook_url: '',
    youtube_url: '',
    tiktok_url: '',
    zalo_oa_url: '',
  },
  system: {
    default_appointment_duration: 60,
    max_appointments_per_slot: 1,
    booking_advance_days: 30,
    currency: 'VND',
    timezone: 'Asia/Ho_Chi_Minh',
    /** Hours of a branch without working hours of its own (customer-account §9: 8:00 to 21:00). */
    default_opening_hours: { open: '08:00', close: '21:00' },
  },
  /** VAT added on top of the subtotal (customer-account §9). */
  tax: {
    vat_enabled: true,
    vat_rate: ORDER_FEES.defaultVatRate as number,
  },
  /** Delivery fee, waived from a subtotal up (customer-account §9); pickup is always free. */
  delivery: {
    delivery_fee: ORDER_FEES.deliveryFee as number,
    free_delivery_from: ORDER_FEES.freeDeliveryFrom as number,
  },
  /** What the contact page and the help centre promise about replies. */
  support: {
    reply_hours: 24,
    /** true: counted in working hours ('24 giờ làm việc'). */
    working_hours_only: true,
  },
  /** Uploaded logo and favicon (served URLs); empty: the built-in ones. */
  branding: {
    logo_url: '',
    favicon_url: '',
  },
  /** The account transfers go to; `bank_bin` is the bank's Napas code used in the VietQR. */
  payment: {
    bank_bin: '970436',
    bank_name: 'Vietcombank',
    bank_account_number: '1023456789',
    bank_account_name: 'CONG TY TNHH SALON TOC VIET',
    payment_qr_image: '',
  },
};

export type PublicSettings = typeof DEFAULT_PUBLIC_SETTINGS;
export type SettingsGroup = keyof PublicSettings;
export const PUBLIC_SETTING_GROUPS = [
  'seo',
  'company',
  'system',
  'tax',
  'payment',
  'delivery',
  'support',
  'branding',
] as const satisfies SettingsGroup[];

export const SETTINGS_MESSAGES = {
  loadFailed: 'Không thể tải cài đặt hệ thống',
} as const;

/*
 * Branch opening hours come from each branch's working hours (booking/opening-hours.ts); a
 * branch without any opens `system.default_opening_hours`.
 */

/** 'Phản hồi trong vòng 24 giờ làm việc': the one promise the contact and help pages make. */
export function supportReplyText(support: PublicSettings['support']): string {
  return `Phản hồi trong vòng ${support.reply_hours} giờ${support.working_hours_only ? ' làm việc' : ''}`;
}

/** What the help centre's form says once a question is sent, with the same promise. */
export function supportSentText(support: PublicSettings['support']): string {
  return `Đã gửi câu hỏi thành công! Chúng tôi sẽ ${supportReplyText(support).toLowerCase()}.`;
}
