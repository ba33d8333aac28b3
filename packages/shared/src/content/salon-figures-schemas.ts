/**
 * The replies' schemas of the salon's figures and testimonials, apart from `salon-figures.ts` so
 * the pages that only show them load no zod.
 */
import { z } from 'zod';
import type { SalonFigures, Testimonial } from './salon-figures.js';

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

/** GET /api/public/testimonials */
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

// The schemas answer exactly the types the pages read (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SalonFiguresSchemaMatches = Holds<
  Same<z.infer<typeof salonFiguresSchema>, SalonFigures>
>;
export type TestimonialSchemaMatches = Holds<Same<z.infer<typeof testimonialSchema>, Testimonial>>;
