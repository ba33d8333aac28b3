import { z } from 'zod';
import { WORKING_SLOT_TIMES } from '../booking/constants.js';
import { bankAccountSchema } from '../payments/schemas.js';
import type { PublicSettings, SettingsGroup } from './defaults.js';

/* The settings screen (/admin/settings) and PUT /api/admin/settings/:group: one tab per group. */

export const ADMIN_SETTINGS_GROUPS = [
  'company',
  'seo',
  'tax',
  'delivery',
  'booking',
  'support',
  'branding',
  'payment',
] as const;
export type AdminSettingsGroup = (typeof ADMIN_SETTINGS_GROUPS)[number];

export const ADMIN_SETTINGS_GROUP_LABELS: Record<AdminSettingsGroup, string> = {
  company: 'Công ty',
  seo: 'SEO',
  tax: 'Thuế VAT',
  delivery: 'Giao hàng',
  booking: 'Đặt lịch',
  support: 'Hỗ trợ',
  branding: 'Logo & favicon',
  payment: 'Thanh toán',
};

/** Where each tab's values are kept: the booking tab edits part of the public `system` group. */
export const ADMIN_SETTINGS_STORAGE: Record<AdminSettingsGroup, SettingsGroup> = {
  company: 'company',
  seo: 'seo',
  tax: 'tax',
  delivery: 'delivery',
  booking: 'system',
  support: 'support',
  branding: 'branding',
  payment: 'payment',
};

export const SETTINGS_LIMITS = {
  companyNameMax: 120,
  phoneMax: 20,
  emailMax: 100,
  addressMax: 255,
  urlMax: 255,
  seoTitleMax: 120,
  seoDescriptionMax: 320,
  seoKeywordsMax: 500,
  footerMax: 1000,
  vatRateMax: 30,
  feeMax: 10_000_000,
  advanceDaysMin: 1,
  advanceDaysMax: 365,
  replyHoursMax: 168,
  brandingMaxBytes: 2 * 1024 * 1024,
} as const;

const L = SETTINGS_LIMITS;

export const SETTINGS_ADMIN_MESSAGES = {
  pageTitle: 'Cài đặt hệ thống',
  saved: 'Đã lưu cài đặt',
  saveFailed: 'Có lỗi xảy ra, vui lòng thử lại!',
  groupNotFound: 'Không tìm thấy nhóm cài đặt',
  neverChanged: 'Chưa thay đổi (đang dùng giá trị mặc định)',
  unsavedChanges: 'Bạn có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?',
  nameRequired: 'Vui lòng nhập tên công ty',
  nameMax: `Tên công ty tối đa ${L.companyNameMax} ký tự`,
  phoneRequired: 'Vui lòng nhập số hotline',
  phoneInvalid: 'Số hotline chỉ gồm chữ số, dấu cách, dấu chấm hoặc gạch ngang (8–20 ký tự)',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  addressRequired: 'Vui lòng nhập địa chỉ',
  addressMax: `Địa chỉ tối đa ${L.addressMax} ký tự`,
  timeInvalid: 'Giờ không hợp lệ (HH:mm)',
  hoursOrder: 'Giờ đóng cửa phải sau giờ mở cửa',
  foundedYearInvalid: 'Năm thành lập không hợp lệ',
  urlInvalid: 'Liên kết phải bắt đầu bằng https:// và tối đa 255 ký tự',
  zaloInvalid: 'Liên kết Zalo OA phải có dạng https://zalo.me/… hoặc https://oa.zalo.me/…',
  seoTitleRequired: 'Vui lòng nhập tiêu đề trang',
  seoTitleMax: `Tiêu đề tối đa ${L.seoTitleMax} ký tự`,
  seoDescriptionRequired: 'Vui lòng nhập mô tả trang',
  seoDescriptionMax: `Mô tả tối đa ${L.seoDescriptionMax} ký tự`,
  seoKeywordsMax: `Từ khóa tối đa ${L.seoKeywordsMax} ký tự`,
  footerMax: `Nội dung chân trang tối đa ${L.footerMax} ký tự`,
  vatEnabledInvalid: 'Vui lòng chọn bật hoặc tắt VAT',
  vatRateInvalid: `Thuế VAT là số nguyên từ 0 đến ${L.vatRateMax}%`,
  deliveryFeeInvalid: 'Phí giao hàng là số tiền nguyên từ 0 đến 10.000.000 ₫',
  freeDeliveryInvalid: 'Mức miễn phí giao hàng là số tiền nguyên từ 0 đến 10.000.000 ₫',
  advanceDaysInvalid: `Số ngày đặt trước là số nguyên từ ${L.advanceDaysMin} đến ${L.advanceDaysMax}`,
  openingInvalid: 'Giờ mở cửa phải từ 08:00 đến 21:30, theo bước 30 phút',
  closingInvalid: 'Giờ đóng cửa phải từ 08:30 đến 22:00, theo bước 30 phút',
  replyHoursInvalid: `Thời gian phản hồi là số giờ nguyên từ 1 đến ${L.replyHoursMax}`,
  workingHoursOnlyInvalid: 'Vui lòng chọn cách tính giờ phản hồi',
  brandingUrlInvalid: 'Chỉ dùng ảnh đã tải lên qua màn hình này',
  brandingRequired: 'Vui lòng chọn một ảnh',
  uploaded: 'Đã tải ảnh lên',
  removed: 'Đã xóa ảnh, trang web dùng ảnh mặc định',
} as const;

const M = SETTINGS_ADMIN_MESSAGES;

const text = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
const optionalText = (max: number, maxMessage: string) =>
  z.string({ error: maxMessage }).trim().max(max, maxMessage);
const clock = z.string({ error: M.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

/** An https link or nothing; `javascript:` and plain http are refused. */
const socialUrl = (message: string, host?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(L.urlMax, message)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && (!host || host.test(url.hostname));
      } catch {
        return false;
      }
    }, message);

const hoursRange = z
  .object({ open: clock, close: clock }, { error: M.timeInvalid })
  .refine((hours) => hours.open < hours.close, { message: M.hoursOrder, path: ['close'] });

export const companySettingsSchema = z.object({
  name: text(M.nameRequired, L.companyNameMax, M.nameMax),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(/^\+?[0-9][0-9 .-]{6,18}[0-9]$/, M.phoneInvalid),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(L.emailMax, M.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, M.emailInvalid)
    .transform((value) => value.toLowerCase()),
  address: text(M.addressRequired, L.addressMax, M.addressMax),
  founded_year: z
    .number({ error: M.foundedYearInvalid })
    .int(M.foundedYearInvalid)
    .min(1900, M.foundedYearInvalid)
    .refine((year) => year <= new Date().getFullYear(), M.foundedYearInvalid),
  hotline_hours: hoursRange,
  facebook_url: socialUrl(M.urlInvalid),
  youtube_url: socialUrl(M.urlInvalid),
  tiktok_url: socialUrl(M.urlInvalid),
  zalo_oa_url: socialUrl(M.zaloInvalid, /^(?:oa\.)?zalo\.me$/),
});

export const seoSettingsSchema = z.object({
  title: text(M.seoTitleRequired, L.seoTitleMax, M.seoTitleMax),
  description: text(M.seoDescriptionRequired, L.seoDescriptionMax, M.seoDescriptionMax),
  keywords: optionalText(L.seoKeywordsMax, M.seoKeywordsMax),
  footer_content: optionalText(L.footerMax, M.footerMax),
});

export const taxSettingsSchema = z.object({
  vat_enabled: z.boolean({ error: M.vatEnabledInvalid }),
  vat_rate: z
    .number({ error: M.vatRateInvalid })
    .int(M.vatRateInvalid)
    .min(0, M.vatRateInvalid)
    .max(L.vatRateMax, M.vatRateInvalid),
});

const money = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(L.feeMax, message);

export const deliverySettingsSchema = z.object({
  delivery_fee: money(M.deliveryFeeInvalid),
  free_delivery_from: money(M.freeDeliveryInvalid),
});

/** Closing times a branch can have: one slot after any start time (08:30 to 22:00). */
const CLOSING_TIMES = WORKING_SLOT_TIMES.map((time) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = h * 60 + m + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const bookingSettingsSchema = z.object({
  booking_advance_days: z
    .number({ error: M.advanceDaysInvalid })
    .int(M.advanceDaysInvalid)
    .min(L.advanceDaysMin, M.advanceDaysInvalid)
    .max(L.advanceDaysMax, M.advanceDaysInvalid),
  default_opening_hours: z
    .object(
      {
        open: z
          .string({ error: M.openingInvalid })
          .refine((v) => WORKING_SLOT_TIMES.includes(v), M.openingInvalid),
        close: z
          .string({ error: M.closingInvalid })
          .refine((v) => CLOSING_TIMES.includes(v), M.closingInvalid),
      },
      { error: M.openingInvalid },
    )
    .refine((hours) => hours.open < hours.close, { message: M.hoursOrder, path: ['close'] }),
});

export const supportSettingsSchema = z.object({
  reply_hours: z
    .number({ error: M.replyHoursInvalid })
    .int(M.replyHoursInvalid)
    .min(1, M.replyHoursInvalid)
    .max(L.replyHoursMax, M.replyHoursInvalid),
  working_hours_only: z.boolean({ error: M.workingHoursOnlyInvalid }),
});

/** Only images this server stored for the brand (or nothing, for the built-in ones). */
const brandingUrl = z
  .string({ error: M.brandingUrlInvalid })
  .regex(
    /^(?:\/api\/storage\/branding\/[0-9]{4}\/[0-9]{2}\/[0-9a-f]{24}\.webp)?$/,
    M.brandingUrlInvalid,
  );

export const brandingSettingsSchema = z.object({
  logo_url: brandingUrl,
  favicon_url: brandingUrl,
});

export const ADMIN_SETTINGS_SCHEMAS = {
  company: companySettingsSchema,
  seo: seoSettingsSchema,
  tax: taxSettingsSchema,
  delivery: deliverySettingsSchema,
  booking: bookingSettingsSchema,
  support: supportSettingsSchema,
  branding: brandingSettingsSchema,
  payment: bankAccountSchema,
} satisfies Record<AdminSettingsGroup, z.ZodType>;

export type AdminSettingsValues = {
  [G in AdminSettingsGroup]: z.infer<(typeof ADMIN_SETTINGS_SCHEMAS)[G]>;
};

export const BRANDING_IMAGES = ['logo', 'favicon'] as const;
export type BrandingImage = (typeof BRANDING_IMAGES)[number];
/** Longest side the stored image is re-encoded to. */
export const BRANDING_IMAGE_SIZE: Record<BrandingImage, number> = { logo: 512, favicon: 192 };

/** The values one tab edits, read from the public settings. */
export function adminSettingsValues<G extends AdminSettingsGroup>(
  settings: PublicSettings,
  group: G,
): AdminSettingsValues[G] {
  const values: Record<AdminSettingsGroup, unknown> = {
    company: settings.company,
    seo: settings.seo,
    tax: settings.tax,
    delivery: settings.delivery,
    booking: {
      booking_advance_days: settings.system.booking_advance_days,
      default_opening_hours: settings.system.default_opening_hours,
    },
    support: settings.support,
    branding: settings.branding,
    payment: {
      bank_bin: settings.payment.bank_bin,
      bank_name: settings.payment.bank_name,
      bank_account_number: settings.payment.bank_account_number,
      bank_account_name: settings.payment.bank_account_name,
    },
  };
  return values[group] as AdminSettingsValues[G];
}

/** Who last saved a tab, and when; null when it still has its defaults. */
export interface SettingsChange {
  at: string;
  by: { id: number; name: string } | null;
}

/** `GET /api/admin/settings` data: each tab's values and its last change. */
export type AdminSettingsView = {
  [G in AdminSettingsGroup]: {
    values: AdminSettingsValues[G];
    last_changed: SettingsChange | null;
  };
};

/** The bookable start times of a branch without working hours of its own. */
export function defaultWorkingTimesFor(hours: { open: string; close: string }): string[] {
  return WORKING_SLOT_TIMES.filter((time) => time >= hours.open && time < hours.close);
}
