import {
  averageRating,
  REVIEW_MESSAGES,
  salonToday,
  TESTIMONIALS_LIMIT,
  yearsSince,
  type SalonFigures,
  type Testimonial,
} from '@salon/shared';
import type { SettingsService } from '../settings/settings.service.js';
import type { SalonFiguresRepository } from './salon-figures.repository.js';

/** The home and about pages ask on every view; the figures are recounted this often. */
export const SALON_FIGURES_CACHE_MS = 60_000;

/**
 * The salon's figures for the home and about pages: counted from the records (customers served,
 * services offered, approved reviews by the one rating rule) or read from the settings (the
 * founding year), never written into a page.
 */
export class SalonFiguresService {
  #cached: { value: SalonFigures; until: number } | null = null;

  constructor(
    private readonly repository: SalonFiguresRepository,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * What customers said, quoted on the home page: the newest approved reviews of four or five
   * stars, one per author, each with its own stars and item. None when nobody has written one.
   */
  async testimonials(): Promise<Testimonial[]> {
    const rows = await this.repository.testimonials(4, TESTIMONIALS_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      author_name: row.author_name ?? REVIEW_MESSAGES.anonymous,
      rating: row.rating,
      title: row.title,
      content: row.content,
      is_verified: Boolean(row.is_verified),
      item_type: row.reviewable_type,
      item_name: row.item_name ?? '',
      item_slug: row.item_slug ?? '',
      created_at: row.created_at,
    }));
  }

  async figures(): Promise<SalonFigures> {
    const now = this.now();
    if (this.#cached && this.#cached.until > now) return this.#cached.value;
    const [customers, services, reviews, settings] = await Promise.all([
      this.repository.customersServed(),
      this.repository.activeServices(),
      this.repository.ratedReviews(),
      this.settings.publicSettings(),
    ]);
    const foundedYear = settings.company.founded_year;
    const value: SalonFigures = {
      customers_served: customers,
      services,
      founded_year: foundedYear,
      years: yearsSince(foundedYear, salonToday(new Date(now))),
      rating: { average: averageRating(reviews.sum, reviews.count), count: reviews.count },
    };
    this.#cached = { value, until: now + SALON_FIGURES_CACHE_MS };
    return value;
  }
}
