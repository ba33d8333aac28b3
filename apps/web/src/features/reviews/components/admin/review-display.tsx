import {
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  type AdminReview,
  type ReviewStatus,
} from '@salon/shared';
import { Tag } from 'antd';

const COLORS: Record<ReviewStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  return <Tag color={COLORS[status]}>{REVIEW_STATUS_LABELS[status]}</Tag>;
}

/** The customer's name, the guest's (marked as a guest), or anonymous. */
export function authorOf(review: AdminReview): string {
  if (review.customer) return review.customer.name;
  if (review.guest_name) return `${review.guest_name} (khách)`;
  return REVIEW_MESSAGES.anonymous;
}
