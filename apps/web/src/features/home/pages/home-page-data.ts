import type { PageData } from '../../../app/ssr/page-data';
import { gallerySlidersQuery, homeBannersQuery } from '../../content/api/public-sliders';
import { salonFiguresQuery } from '../../content/api/salon-figures';
import { publicSettingsQuery } from '../../settings/api/public-settings';
import { featuredProductsQuery, featuredServicesQuery, testimonialsQuery } from '../api/featured';

/**
 * The home page's data, all asked for at once (no waterfall): the salon's name and hotline, the
 * hero's banners, the salon's figures, the featured services and products, the testimonials and
 * the gallery. They are cached public reads, so the whole page comes drawn. A part that cannot
 * be loaded does not stop the page: its query keeps the error, and the part draws its own
 * fallback (the built-in hero, a message with "Thử lại", nothing).
 */
export const homePageData: PageData = async ({ queryClient }) => {
  const parts: Promise<unknown>[] = [
    queryClient.ensureQueryData(publicSettingsQuery),
    queryClient.ensureQueryData(homeBannersQuery),
    queryClient.ensureQueryData(salonFiguresQuery),
    queryClient.ensureQueryData(featuredServicesQuery),
    queryClient.ensureQueryData(testimonialsQuery),
    queryClient.ensureQueryData(featuredProductsQuery),
    queryClient.ensureQueryData(gallerySlidersQuery),
  ];
  await Promise.all(parts.map((part) => part.catch(() => undefined)));
};
