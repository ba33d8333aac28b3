/**
 * Title and description of every page the site shows, used by the server for the HTML it sends
 * (title, meta description, canonical link, Open Graph) and by the web app for `document.title`.
 */

export const SITE_NAME = 'Salon Tóc Việt';
export const SITE_TAGLINE = 'Cắt, uốn, nhuộm và chăm sóc tóc chuyên nghiệp';
export const DEFAULT_PAGE_DESCRIPTION =
  'Chuỗi salon tóc tại TP. Hồ Chí Minh và Hà Nội: cắt, uốn, nhuộm, phục hồi tóc. Đặt lịch trực tuyến trong một phút, mua sản phẩm chăm sóc tóc chính hãng.';

/** `Liên hệ` -> `Liên hệ | Salon Tóc Việt`; no title -> the site's own. */
export function pageTitle(title: string | undefined | null): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – ${SITE_TAGLINE}`;
}

export interface PageSeo {
  /** The page's paths; the first is canonical. */
  paths: readonly string[];
  /** Shown before `| Salon Tóc Việt`; absent on the home page. */
  title?: string;
  description: string;
  /** false: `noindex`, and left out of the sitemap. */
  indexable: boolean;
}

export const PAGE_SEO = {
  home: {
    paths: ['/'],
    description: DEFAULT_PAGE_DESCRIPTION,
    indexable: true,
  },
  services: {
    paths: ['/dich-vu', '/services'],
    title: 'Dịch vụ',
    description:
      'Bảng giá và thời gian các dịch vụ cắt, uốn, nhuộm, phục hồi và tạo kiểu tóc tại Salon Tóc Việt. Đặt lịch trực tuyến, chọn chi nhánh và giờ phù hợp.',
    indexable: true,
  },
  products: {
    paths: ['/san-pham', '/products'],
    title: 'Sản phẩm',
    description:
      'Dầu gội, dầu xả, dưỡng tóc và sản phẩm tạo kiểu chính hãng được stylist Salon Tóc Việt tin dùng. Giao hàng tận nơi hoặc nhận tại cửa hàng.',
    indexable: true,
  },
  booking: {
    paths: ['/dat-lich', '/booking'],
    title: 'Đặt lịch hẹn',
    description:
      'Đặt lịch cắt, uốn, nhuộm tóc tại Salon Tóc Việt: chọn dịch vụ, chi nhánh và khung giờ còn trống, xác nhận trong một phút.',
    indexable: true,
  },
  bookingSuccess: {
    paths: ['/dat-lich/thanh-cong', '/booking/success'],
    title: 'Đặt lịch thành công',
    description: 'Lịch hẹn của bạn tại Salon Tóc Việt đã được ghi nhận.',
    indexable: false,
  },
  about: {
    paths: ['/ve-chung-toi', '/about', '/gioi-thieu'],
    title: 'Về chúng tôi',
    description:
      'Câu chuyện, giá trị và đội ngũ stylist của Salon Tóc Việt – chuỗi salon tóc tại TP. Hồ Chí Minh và Hà Nội.',
    indexable: true,
  },
  contact: {
    paths: ['/lien-he', '/contact'],
    title: 'Liên hệ',
    description:
      'Liên hệ Salon Tóc Việt: hotline, email, địa chỉ và giờ mở cửa các chi nhánh. Gửi câu hỏi, góp ý hoặc yêu cầu tư vấn, chúng tôi phản hồi sớm nhất.',
    indexable: true,
  },
  help: {
    paths: ['/tro-giup', '/help'],
    title: 'Trung tâm trợ giúp',
    description:
      'Hướng dẫn đặt lịch, đổi hủy lịch, mua hàng, thanh toán và câu hỏi thường gặp tại Salon Tóc Việt. Gửi câu hỏi cho đội ngũ hỗ trợ.',
    indexable: true,
  },
  terms: {
    paths: ['/terms'],
    title: 'Điều khoản sử dụng',
    description: 'Điều khoản sử dụng website, đặt lịch và mua hàng trực tuyến tại Salon Tóc Việt.',
    indexable: true,
  },
  privacy: {
    paths: ['/privacy'],
    title: 'Chính sách bảo mật',
    description:
      'Cách Salon Tóc Việt thu thập, sử dụng và bảo vệ dữ liệu cá nhân của khách hàng theo Nghị định 13/2023/NĐ-CP.',
    indexable: true,
  },
  sitemap: {
    paths: ['/sitemap'],
    title: 'Sơ đồ trang',
    description: 'Tất cả các trang, dịch vụ và sản phẩm của Salon Tóc Việt.',
    indexable: true,
  },
  reviews: {
    paths: ['/reviews'],
    title: 'Đánh giá của khách hàng',
    description: 'Khách hàng nói gì về dịch vụ và sản phẩm của Salon Tóc Việt.',
    indexable: true,
  },
  aiChat: {
    paths: ['/chat-tu-van'],
    title: 'Tư vấn trực tuyến',
    description: 'Trò chuyện với trợ lý tư vấn của Salon Tóc Việt về kiểu tóc và dịch vụ.',
    indexable: true,
  },
  favorites: {
    paths: ['/favorites'],
    title: 'Sản phẩm yêu thích',
    description: 'Danh sách sản phẩm yêu thích của bạn.',
    indexable: false,
  },
  cart: {
    paths: ['/cart', '/gio-hang'],
    title: 'Giỏ hàng',
    description: 'Giỏ hàng của bạn tại Salon Tóc Việt.',
    indexable: false,
  },
  login: {
    paths: ['/customer/login'],
    title: 'Đăng nhập',
    description: 'Đăng nhập tài khoản khách hàng Salon Tóc Việt.',
    indexable: false,
  },
  register: {
    paths: ['/customer/register'],
    title: 'Đăng ký tài khoản',
    description: 'Tạo tài khoản khách hàng Salon Tóc Việt để đặt lịch và mua hàng nhanh hơn.',
    indexable: false,
  },
  forgotPassword: {
    paths: ['/customer/forgot-password'],
    title: 'Quên mật khẩu',
    description: 'Lấy lại mật khẩu tài khoản khách hàng Salon Tóc Việt.',
    indexable: false,
  },
} as const satisfies Record<string, PageSeo>;
export type PageKey = keyof typeof PAGE_SEO;

const BY_PATH = new Map<string, PageSeo>(
  Object.values(PAGE_SEO as Record<string, PageSeo>).flatMap((page) =>
    page.paths.map((path) => [path, page] as const),
  ),
);

/** The page at a path (trailing slash ignored), or undefined. */
export function pageSeoAt(pathname: string): PageSeo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH.get(path);
}

/** Public pages search engines should list, at their canonical paths. */
export function indexablePagePaths(): string[] {
  return Object.values(PAGE_SEO as Record<string, PageSeo>)
    .filter((page) => page.indexable)
    .map((page) => page.paths[0] as string);
}

/** Service and product detail paths: where the item comes from and its canonical base. */
export const DETAIL_PAGE_PREFIXES = {
  service: { paths: ['/dich-vu/', '/services/'], canonical: '/dich-vu/' },
  product: { paths: ['/san-pham/', '/products/'], canonical: '/san-pham/' },
} as const;

/** A description for a meta tag: text only, whitespace collapsed, cut at a word near `max`. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
