import {
  formatSalonClock,
  formatSalonDate,
  formatSalonWeekday,
  formatVndText,
  type AiChatAction,
} from '@salon/shared';

/* The consultant's way of saying things: polite Vietnamese, money and times as the site shows them. */

export const vnd = formatVndText;

/** What a customer pays for an item now, with its list price when a promotion lowers it. */
export function priceText(item: {
  price: number;
  final_price: number;
  discount_percentage: number;
  is_on_sale: boolean;
}): string {
  if (!item.is_on_sale) return vnd(item.final_price);
  return `${vnd(item.final_price)} (giá gốc ${vnd(item.price)}, đang giảm ${item.discount_percentage}%)`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `hôm nay (Thứ năm, 26/11/2026)`, `ngày mai (…)`, or `Thứ bảy, 28/11/2026`. */
export function dayText(date: string, today: string): string {
  const full = `${formatSalonWeekday(date)}, ${formatSalonDate(date)}`;
  if (date === today) return `hôm nay (${full})`;
  if (date === addDays(today, 1)) return `ngày mai (${full})`;
  return full;
}

/** A time of the salon's day, `09:30`. */
export function clock(time: string): string {
  return formatSalonClock(time);
}

/** `a, b và c`. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} và ${items.at(-1) ?? ''}`;
}

export const LINKS = {
  services: { kind: 'link', label: 'Xem tất cả dịch vụ', href: '/dich-vu' },
  products: { kind: 'link', label: 'Xem sản phẩm', href: '/san-pham' },
  contact: { kind: 'link', label: 'Liên hệ salon', href: '/lien-he' },
  help: { kind: 'link', label: 'Trung tâm trợ giúp', href: '/tro-giup' },
  appointments: { kind: 'link', label: 'Lịch hẹn của tôi', href: '/lich-hen' },
  orders: { kind: 'link', label: 'Đơn hàng của tôi', href: '/don-hang-cua-toi' },
  login: { kind: 'link', label: 'Đăng nhập', href: '/customer/login?redirect=%2Fchat-tu-van' },
  booking: { kind: 'link', label: 'Đặt lịch', href: '/dat-lich' },
} as const satisfies Record<string, AiChatAction>;

export const HANDOVER: AiChatAction = { kind: 'handover', label: 'Nói chuyện với nhân viên' };

export function bookAction(
  serviceId: number,
  at: { branch_id?: number; date?: string; time?: string } = {},
): AiChatAction {
  const label = at.time ? `Đặt lịch lúc ${clock(at.time)}` : 'Đặt lịch';
  return { kind: 'book', label, service_id: serviceId, ...at };
}

export function openService(service: { id: number; name: string }): AiChatAction {
  return { kind: 'open_service', label: `Xem ${service.name}`, service_id: service.id };
}

export function openProduct(product: { id: number; name: string }): AiChatAction {
  return { kind: 'open_product', label: `Xem ${product.name}`, product_id: product.id };
}

/** What the consultant says when the salon's data has no answer: it never guesses. */
export const DONT_KNOW =
  'Dạ, em chưa có thông tin chính xác về nội dung này nên không dám trả lời sai ạ. Anh/chị vui lòng nói chuyện với nhân viên để được hỗ trợ nhé.';
