import { DEFAULT_OPENING_PERIODS, formatOpeningPeriods } from '../booking/opening-hours.js';
import type { PublicBranch } from '../branches/public-branch.js';

/** The default hours (8:00 to 21:00): the real ones come with the branches. */
const DEFAULT_HOURS = {
  working_hours: formatOpeningPeriods(DEFAULT_OPENING_PERIODS),
  hours: { date: '', periods: [...DEFAULT_OPENING_PERIODS], holiday: null },
  general_hours: [...DEFAULT_OPENING_PERIODS],
};

/**
 * What the contact page shows when the branches cannot be loaded (customer-account §8). Their
 * ids are negative: they are for reading only and never sent back to the server.
 */
export const DEFAULT_BRANCHES: readonly PublicBranch[] = [
  {
    id: -1,
    name: 'Salon Tóc Việt Nguyễn Huệ',
    slug: 'salon-toc-viet-nguyen-hue',
    address: '135 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh',
    phone: '028 3823 4567',
    email: 'nguyenhue@salontocviet.vn',
    description: 'Chi nhánh đầu tiên, ngay phố đi bộ Nguyễn Huệ.',
    image_url: null,
    ...DEFAULT_HOURS,
  },
  {
    id: -2,
    name: 'Salon Tóc Việt Hàng Bài',
    slug: 'salon-toc-viet-hang-bai',
    address: '28 Hàng Bài, phường Hoàn Kiếm, Hà Nội',
    phone: '024 3825 6789',
    email: 'hangbai@salontocviet.vn',
    description: 'Cách Hồ Gươm vài phút đi bộ, có chỗ gửi xe máy miễn phí.',
    image_url: null,
    ...DEFAULT_HOURS,
  },
  {
    id: -3,
    name: 'Salon Tóc Việt Lê Văn Sỹ',
    slug: 'salon-toc-viet-le-van-sy',
    address: '268 Lê Văn Sỹ, phường Nhiêu Lộc, TP. Hồ Chí Minh',
    phone: '028 3931 2468',
    email: 'levansy@salontocviet.vn',
    description: 'Chuyên phục hồi tóc và chăm sóc da đầu, có bãi đỗ ô tô gần kề.',
    image_url: null,
    ...DEFAULT_HOURS,
  },
];
