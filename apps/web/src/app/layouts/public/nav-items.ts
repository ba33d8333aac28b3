export const MAIN_MENU = [
  { to: '/', label: 'Trang chủ' },
  { to: '/dich-vu', label: 'Dịch vụ' },
  { to: '/san-pham', label: 'Sản phẩm' },
  { to: '/dat-lich', label: 'Đặt lịch' },
  { to: '/ve-chung-toi', label: 'Về chúng tôi' },
  { to: '/lien-he', label: 'Liên hệ' },
] as const;

export const CUSTOMER_MENU = [
  { to: '/ho-so', label: 'Hồ sơ của tôi' },
  { to: '/lich-hen', label: 'Lịch hẹn của tôi' },
  { to: '/don-hang-cua-toi', label: 'Đơn hàng của tôi' },
  // Where customers look for the salon's answers (storefront: links to /tin-nhan).
  { to: '/tin-nhan', label: 'Tin nhắn' },
  { to: '/tro-giup', label: 'Trợ giúp' },
] as const;

export const GUEST_MENU = [
  { to: '/customer/login', label: 'Đăng nhập' },
  { to: '/customer/register', label: 'Đăng ký' },
  { to: '/tro-giup', label: 'Trợ giúp' },
] as const;

export const FOOTER_LINKS = [
  { to: '/services', label: 'Dịch vụ' },
  { to: '/san-pham', label: 'Sản phẩm' },
  { to: '/dat-lich', label: 'Đặt lịch' },
  { to: '/ve-chung-toi', label: 'Về chúng tôi' },
  { to: '/lien-he', label: 'Liên hệ' },
  { to: '/tro-giup', label: 'Trợ giúp' },
  { to: '/privacy', label: 'Chính sách bảo mật' },
  { to: '/terms', label: 'Điều khoản sử dụng' },
  { to: '/sitemap', label: 'Sơ đồ trang' },
] as const;

/** A menu entry is active on its own path and below it (home only on itself). */
export function isActivePath(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
