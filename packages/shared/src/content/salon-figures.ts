/**
 * The salon's figures on the home and about pages (storefront: stats cards; customer-account:
 * About page stats). Each one is computed from the data or set in the settings, never written
 * into a page: customers served, services offered, years since the founding year of the company
 * settings, and the average of approved reviews (the one rating rule, `RATED_REVIEW_STATUS`).
 */
import { z } from 'zod';

/** GET /api/public/salon-figures */
export const salonFiguresSchema = z.object({
  /** Different people (by phone) with a completed visit or a completed order. */
  customers_served: z.number().int().min(0),
  /** Services customers can book now. */
  services: z.number().int().min(0),
  /** `company.founded_year` of the settings. */
  founded_year: z.number().int(),
  /** Years since then, in the salon's calendar. */
  years: z.number().int().min(0),
  /** Approved reviews of every service and product: their average (null when none) and count. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int().min(0) }),
});
export type SalonFigures = z.infer<typeof salonFiguresSchema>;

/** Whole calendar years from `foundedYear` to the salon's `today` (YYYY-MM-DD); never negative. */
export function yearsSince(foundedYear: number, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - foundedYear);
}

export type SalonFigureKey = 'customers' | 'services' | 'years' | 'rating';

export interface SalonFigureCard {
  key: SalonFigureKey;
  value: string;
  label: string;
}

const count = (n: number) => new Intl.NumberFormat('vi-VN').format(n);

/** The four cards, worded once for both pages. */
export function salonFigureCards(figures: SalonFigures): SalonFigureCard[] {
  const { average, count: reviews } = figures.rating;
  return [
    { key: 'customers', value: count(figures.customers_served), label: 'Khách hàng đã phục vụ' },
    { key: 'services', value: count(figures.services), label: 'Dịch vụ chuyên nghiệp' },
    {
      key: 'years',
      value: `${figures.years} năm`,
      label: `Kinh nghiệm (từ ${figures.founded_year})`,
    },
    average === null
      ? { key: 'rating', value: '–', label: 'Chưa có đánh giá' }
      : {
          key: 'rating',
          value: `${average.toFixed(1)}/5`,
          label: `Đánh giá trung bình (${count(reviews)} đánh giá)`,
        },
  ];
}

/** How many approved reviews the home page quotes. */
export const TESTIMONIALS_LIMIT = 3;

/** GET /api/public/testimonials: approved reviews the home page quotes, with their own stars. */
export const testimonialSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  is_verified: z.boolean(),
  item_type: z.enum(['service', 'product']),
  item_name: z.string(),
  item_slug: z.string(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
