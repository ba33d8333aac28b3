/**
 * Demo sliders: the drawn banners become the home-page hero, and the service pictures become
 * the ads shown in the home gallery, each linking to its service. The about and contact pages
 * and the service and product lists get a banner of their position too (on a drawn picture),
 * which the back office can change like any other.
 */
import { buildSearchText } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { SliderPosition } from '@salon/shared';
import type { SliderTable } from '../schema.js';
import { serviceSlug, SERVICES } from './catalog-services.js';
import { DEMO_BANNERS, demoBannerUrls } from './image-plan.js';
import { demoUrl, serviceImagePaths } from './image-paths.js';

interface BannerCopy {
  title: string;
  subtitle: string;
  description: string;
  link: string;
  linkText: string;
}

const bySlugOf = (name: string): string => {
  const service = SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`Dịch vụ mẫu không tồn tại: ${name}`);
  return `/dich-vu/${serviceSlug(service)}`;
};

/** The words on each drawn banner, in the order of DEMO_BANNERS. */
const BANNER_COPY: Record<string, BannerCopy> = {
  'salon-toc-viet': {
    title: 'Mái tóc đẹp, tự tin mỗi ngày',
    subtitle: 'Salon Tóc Việt',
    description:
      'Cắt, uốn, nhuộm và phục hồi tóc bởi những stylist giàu kinh nghiệm. Đặt lịch trực tuyến trong một phút.',
    link: '/booking',
    linkText: 'Đặt lịch ngay',
  },
  'mua-nhuom-moi': {
    title: 'Mùa nhuộm mới, màu tóc mới',
    subtitle: 'Nhuộm thời trang',
    description: 'Bảng màu thời trang với thuốc nhuộm ít hóa chất, giữ tóc mềm và bóng.',
    link: bySlugOf('Nhuộm màu thời trang'),
    linkText: 'Xem dịch vụ nhuộm',
  },
  'phuc-hoi-toc': {
    title: 'Phục hồi tóc hư tổn',
    subtitle: 'Chăm sóc chuyên sâu',
    description: 'Keratin và hấp dầu phục hồi giúp tóc chắc khỏe sau uốn, nhuộm.',
    link: bySlugOf('Phục hồi keratin'),
    linkText: 'Tìm hiểu thêm',
  },
  'san-pham-cham-soc-toc': {
    title: 'Sản phẩm chăm sóc tóc chính hãng',
    subtitle: 'Cửa hàng',
    description: 'Dầu gội, dầu xả, tinh dầu và sáp vuốt tóc được stylist tin dùng.',
    link: '/san-pham',
    linkText: 'Mua sắm ngay',
  },
  'toc-co-dau': {
    title: 'Làm tóc cô dâu rạng rỡ',
    subtitle: 'Ngày trọng đại',
    description: 'Thử kiểu trước ngày cưới, làm tóc tận nơi theo lịch của bạn.',
    link: bySlugOf('Tạo kiểu tóc cô dâu'),
    linkText: 'Đặt lịch tư vấn',
  },
};

/** The banner of each page position, on one of the drawn pictures. */
const PAGE_BANNERS: readonly (BannerCopy & { position: SliderPosition; picture: string })[] = [
  {
    position: 'about',
    picture: 'salon-toc-viet',
    title: 'Chăm chút từng mái tóc Việt',
    subtitle: 'Về chúng tôi',
    description:
      'Từ một tiệm nhỏ trên phố Nguyễn Huệ đến chuỗi salon tại TP. Hồ Chí Minh và Hà Nội: lắng nghe, tư vấn thật lòng, làm đẹp bằng tay nghề.',
    link: '',
    linkText: '',
  },
  {
    position: 'contact',
    picture: 'phuc-hoi-toc',
    title: 'Chúng tôi luôn sẵn sàng lắng nghe',
    subtitle: 'Liên hệ',
    description:
      'Cần tư vấn kiểu tóc, hỏi về lịch hẹn hay đơn hàng? Gửi tin nhắn hoặc gọi hotline, chúng tôi phản hồi sớm nhất.',
    link: '/dat-lich',
    linkText: 'Đặt lịch trực tuyến',
  },
  {
    position: 'service',
    picture: 'mua-nhuom-moi',
    title: 'Dịch vụ tóc trọn gói, giá rõ ràng',
    subtitle: 'Dịch vụ',
    description:
      'Cắt, uốn, nhuộm, phục hồi và tạo kiểu: giá niêm yết, thời gian thực hiện được báo trước.',
    link: '/dat-lich',
    linkText: 'Đặt lịch ngay',
  },
  {
    position: 'product',
    picture: 'san-pham-cham-soc-toc',
    title: 'Sản phẩm chăm sóc tóc chính hãng',
    subtitle: 'Cửa hàng',
    description: 'Dầu gội, dầu xả, dưỡng và tạo kiểu được stylist của salon tin dùng.',
    link: '/lien-he',
    linkText: 'Nhờ tư vấn chọn sản phẩm',
  },
];

/** How many service pictures the home gallery gets as ads. */
const GALLERY_SIZE = 12;

export function demoSliders(): Insertable<SliderTable>[] {
  const urls = demoBannerUrls();
  const banners = DEMO_BANNERS.map((banner, i): Insertable<SliderTable> => {
    const copy = BANNER_COPY[banner.name];
    const url = urls[i];
    if (!copy || !url) throw new Error(`Banner mẫu thiếu nội dung: ${banner.name}`);
    return {
      title: copy.title,
      subtitle: copy.subtitle,
      description: copy.description,
      type: 'banner',
      position: 'home',
      image_url: url,
      thumbnail_url: null,
      mobile_image_url: null,
      link_url: copy.link,
      link_text: copy.linkText,
      button_style: 'primary',
      target_type: '_self',
      sort_order: i + 1,
      search_text: buildSearchText(copy.title, copy.subtitle),
    };
  });
  const ads = SERVICES.slice(0, GALLERY_SIZE).map((service, i): Insertable<SliderTable> => {
    const slug = serviceSlug(service);
    const paths = serviceImagePaths(slug);
    const image = paths.images[0];
    const thumbnail = paths.thumbnails[0];
    if (!image || !thumbnail) throw new Error(`Dịch vụ mẫu thiếu ảnh: ${service.name}`);
    return {
      title: service.name,
      subtitle: null,
      description: service.short,
      type: 'ads',
      position: 'home',
      image_url: demoUrl(image),
      thumbnail_url: demoUrl(thumbnail),
      mobile_image_url: null,
      link_url: `/dich-vu/${slug}`,
      link_text: 'Xem dịch vụ',
      button_style: 'primary',
      target_type: '_self',
      sort_order: i + 1,
      search_text: buildSearchText(service.name),
    };
  });
  const pages = PAGE_BANNERS.map((copy): Insertable<SliderTable> => {
    const url = urls[DEMO_BANNERS.findIndex((banner) => banner.name === copy.picture)];
    if (!url) throw new Error(`Banner mẫu không tồn tại: ${copy.picture}`);
    return {
      title: copy.title,
      subtitle: copy.subtitle,
      description: copy.description,
      type: 'banner',
      position: copy.position,
      image_url: url,
      thumbnail_url: null,
      mobile_image_url: null,
      link_url: copy.link || null,
      link_text: copy.linkText || null,
      button_style: 'primary',
      target_type: '_self',
      sort_order: 1,
      search_text: buildSearchText(copy.title, copy.subtitle),
    };
  });
  return [...banners, ...ads, ...pages];
}

export async function insertSliders(db: Db): Promise<number> {
  const rows = demoSliders();
  await db.insertInto('sliders').values(rows).execute();
  return rows.length;
}
