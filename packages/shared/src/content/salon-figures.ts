/**
 * The salon's figures on the home and about pages (storefront: stats cards; customer-account:
 * About page stats). Each one is computed from the data or set in the settings, never written
 * into a page: customers served, services offered, years since the founding year of the company
 * settings, and the average of approved reviews (the one rating rule, `RATED_REVIEW_STATUS`).
 */
import { formatViNumber } from '../text/vi-number.js';

/** GET /api/public/salon-figures (the reply's schema: `salon-figures-schemas.ts`). */
export interface SalonFigures {
  /** Different people (by phone) with a completed visit or a completed order. */
  customers_served: number;
  /** Services customers can book now. */
  services: number;
  /** `company.founded_year` of the settings. */
  founded_year: number;
  /** Years since then, in the salon's calendar. */
  years: number;
  /** Approved reviews of every service and product: their average (null when none) and count. */
  rating: { average: number | null; count: number };
}

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

const count = (n: number) => formatViNumber(n);

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
export interface Testimonial {
  id: number;
  author_name: string;
  rating: number;
  title: string;
  content: string;
  is_verified: boolean;
  item_type: 'service' | 'product';
  item_name: string;
  item_slug: string;
  created_at: string;
}
