import { formatPhone } from '../phone/phone.js';

/** Saved delivery addresses of a customer (customer-account §3 Address, §5 Address). */

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  home: 'Nhà riêng',
  work: 'Cơ quan',
  other: 'Khác',
};

export const ADDRESS_LIMITS = {
  /** Saved addresses one customer may keep. */
  maxPerCustomer: 10,
  lineMax: 255,
  areaMax: 100,
  recipientNameMax: 100,
  /** The one-line text an order keeps (orders.delivery_address). */
  formattedMax: 600,
} as const;

export const ADDRESS_MESSAGES = {
  typeRequired: 'Vui lòng chọn loại địa chỉ!',
  lineRequired: 'Vui lòng nhập địa chỉ!',
  lineTooLong: `Địa chỉ tối đa ${ADDRESS_LIMITS.lineMax} ký tự`,
  line2Invalid: `Địa chỉ bổ sung tối đa ${ADDRESS_LIMITS.lineMax} ký tự`,
  cityRequired: 'Vui lòng nhập tỉnh/thành phố!',
  /** District is optional (two-tier units since 2025): only shown for a bad value. */
  districtInvalid: 'Vui lòng nhập quận/huyện!',
  wardRequired: 'Vui lòng nhập phường/xã!',
  /** The province must be one of the 34 in force since 1 July 2025. */
  provinceUnknown: 'Vui lòng chọn tỉnh/thành phố trong danh sách!',
  wardNotInProvince: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
  unitsLoadFailed: 'Không thể tải danh sách tỉnh/thành phố. Vui lòng thử lại.',
  areaTooLong: `Tên phường/xã, quận/huyện, tỉnh/thành phố tối đa ${ADDRESS_LIMITS.areaMax} ký tự`,
  postalCodeInvalid: 'Mã bưu chính gồm 5 hoặc 6 chữ số',
  recipientNameInvalid: `Tên người nhận tối đa ${ADDRESS_LIMITS.recipientNameMax} ký tự`,
  recipientPhoneInvalid: 'Số điện thoại người nhận không hợp lệ',
  defaultInvalid: 'Giá trị địa chỉ mặc định không hợp lệ',
  limitReached: `Bạn chỉ có thể lưu tối đa ${ADDRESS_LIMITS.maxPerCustomer} địa chỉ. Vui lòng xóa bớt địa chỉ cũ trước khi thêm mới.`,
  notFound: 'Không tìm thấy địa chỉ',
  loadFailed: 'Không thể tải danh sách địa chỉ',
  created: 'Thêm địa chỉ thành công!',
  createFailed: 'Có lỗi xảy ra khi thêm địa chỉ',
  updated: 'Cập nhật địa chỉ thành công!',
  deleted: 'Đã xóa địa chỉ',
  defaultSet: 'Đã đặt làm địa chỉ mặc định',
  failed: 'Có lỗi xảy ra',
  loginToUse: 'Vui lòng đăng nhập để dùng địa chỉ đã lưu',
} as const;

/** A saved address as the API answers it. */
export interface CustomerAddress {
  id: number;
  type: AddressType;
  /** Null: the account holder receives it. */
  recipient_name: string | null;
  /** National form (0912345678); null: the account's own phone. */
  recipient_phone: string | null;
  address_line_1: string;
  address_line_2: string | null;
  ward: string;
  district: string | null;
  /** Province or centrally-run city. */
  city: string;
  postal_code: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

type FormattableAddress = Pick<
  CustomerAddress,
  'address_line_1' | 'address_line_2' | 'ward' | 'district' | 'city' | 'postal_code'
> &
  Partial<Pick<CustomerAddress, 'recipient_name' | 'recipient_phone'>>;

/** The address parts on one line: "12 Lý Thường Kiệt, Tầng 3, Phường Hàng Bài, Hà Nội 100000". */
export function formatAddressLine(address: FormattableAddress): string {
  const parts = [
    address.address_line_1,
    address.address_line_2,
    address.ward,
    address.district,
    address.city,
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const postal = address.postal_code?.trim();
  return postal ? `${parts.join(', ')} ${postal}` : parts.join(', ');
}

/**
 * One line for an order's delivery address: the address, then who receives it when that is
 * not the account holder. Never longer than the order column.
 */
export function formatAddress(address: FormattableAddress): string {
  const recipient = [
    address.recipient_name?.trim(),
    address.recipient_phone ? formatPhone(address.recipient_phone) : null,
  ].filter((part): part is string => Boolean(part));
  const line = formatAddressLine(address);
  const text = recipient.length ? `${line} (Người nhận: ${recipient.join(', ')})` : line;
  return text.length > ADDRESS_LIMITS.formattedMax
    ? `${text.slice(0, ADDRESS_LIMITS.formattedMax - 1)}…`
    : text;
}
