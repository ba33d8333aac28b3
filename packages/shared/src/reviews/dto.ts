import type { ApiPage } from '../api/envelope.js';
import type { ReviewableType, ReviewStatus } from './rules.js';

export interface ReviewImage {
  url: string;
  thumbnail_url: string;
}

/** Count of reviews per star, keyed 1 to 5. */
export type RatingBreakdown = Record<1 | 2 | 3 | 4 | 5, number>;

/** An approved review as the storefront shows it. */
export interface PublicReview {
  id: number;
  author_name: string;
  rating: number;
  title: string;
  content: string;
  images: ReviewImage[];
  is_verified: boolean;
  created_at: string;
  admin_response: string | null;
  responded_at: string | null;
}

/** Approved reviews of one item. */
export interface PublicReviewStats {
  total_reviews: number;
  /** Rounded to one decimal; 0 when there is none. */
  average_rating: number;
  rating_breakdown: RatingBreakdown;
}

export interface PublicReviewPage extends ApiPage<PublicReview> {
  review_stats: PublicReviewStats;
}

/** A review by the signed-in customer, whatever its status. */
export interface OwnReview extends PublicReview {
  status: ReviewStatus;
  reviewable_type: ReviewableType;
  reviewable_id: number;
}

export interface PublicQuestion {
  id: number;
  author_name: string;
  question: string;
  answer: string | null;
  is_featured: boolean;
  answered_by: { name: string } | null;
  answered_at: string | null;
  created_at: string;
}

/** back-office §3 Review (admin view). */
export interface AdminReview {
  id: number;
  /** The customer; null for a guest (then `guest_name`) or shown as anonymous. */
  customer: { id: number; name: string } | null;
  guest_name: string | null;
  guest_email: string | null;
  rating: number;
  title: string;
  content: string;
  images: ReviewImage[];
  status: ReviewStatus;
  is_verified: boolean;
  item_type: ReviewableType;
  item_id: number;
  item_name: string | null;
  item_slug: string | null;
  created_at: string;
  admin_response: string | null;
  responded_at: string | null;
}

export interface AdminReviewStats {
  total_reviews: number;
  average_rating: number;
  approved_reviews: number;
  pending_reviews: number;
  rejected_reviews: number;
  rating_breakdown: RatingBreakdown;
}

export interface AdminQuestion {
  id: number;
  author_name: string;
  author_email: string | null;
  is_guest: boolean;
  question: string;
  answer: string | null;
  answered_by: { name: string } | null;
  answered_at: string | null;
  item_type: ReviewableType;
  item_id: number;
  item_name: string | null;
  item_slug: string | null;
  created_at: string;
}
