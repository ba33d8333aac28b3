/** Rows to the DTOs of packages/shared/src/reviews. */
import {
  REVIEW_MESSAGES,
  type AdminQuestion,
  type AdminReview,
  type OwnReview,
  type PublicQuestion,
  type PublicReview,
  type ReviewImage,
  ratingSummary,
} from '@salon/shared';
import type { AdminQuestionRow, QuestionListRow } from './questions.repository.js';
import type { AdminReviewRow, ReviewListRow } from './reviews.repository.js';

export function parseImages(text: string): ReviewImage[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is ReviewImage =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ReviewImage).url === 'string' &&
        typeof (item as ReviewImage).thumbnail_url === 'string',
    );
  } catch {
    return [];
  }
}

function authorName(row: { user_name: string | null; guest_name: string | null }): string {
  return row.user_name ?? row.guest_name ?? REVIEW_MESSAGES.anonymous;
}

export function toPublicReview(row: ReviewListRow): PublicReview {
  return {
    id: row.id,
    author_name: authorName(row),
    rating: row.rating,
    title: row.title,
    content: row.content,
    images: parseImages(row.images),
    is_verified: row.is_verified,
    created_at: row.created_at,
    admin_response: row.admin_response,
    responded_at: row.responded_at,
  };
}

export function toOwnReview(row: ReviewListRow): OwnReview {
  return {
    ...toPublicReview(row),
    status: row.status,
    reviewable_type: row.reviewable_type,
    reviewable_id: row.reviewable_id,
  };
}

export function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    customer:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name }
        : null,
    guest_name: row.guest_name,
    guest_email: row.guest_email,
    rating: row.rating,
    title: row.title,
    content: row.content,
    images: parseImages(row.images),
    status: row.status,
    is_verified: row.is_verified,
    item_type: row.reviewable_type,
    item_id: row.reviewable_id,
    item_name: row.item_name,
    item_slug: row.item_slug,
    created_at: row.created_at,
    admin_response: row.admin_response,
    responded_at: row.responded_at,
  };
}

/** Counts per star, their total and average: the shared rule (`ratingSummary`). */
export { ratingSummary };

export function toPublicQuestion(row: QuestionListRow): PublicQuestion {
  return {
    id: row.id,
    author_name: row.author_user_name ?? row.guest_name ?? REVIEW_MESSAGES.anonymous,
    question: row.question,
    answer: row.answer,
    is_featured: row.is_featured,
    answered_by: row.answerer_name !== null ? { name: row.answerer_name } : null,
    answered_at: row.answered_at,
    created_at: row.created_at,
  };
}

export function toAdminQuestion(row: AdminQuestionRow): AdminQuestion {
  return {
    ...toPublicQuestion(row),
    author_email: row.author_user_email ?? row.guest_email,
    is_guest: row.user_id === null,
    item_type: row.item_type,
    item_id: row.item_id,
    item_name: row.item_name,
    item_slug: row.item_slug,
  };
}
