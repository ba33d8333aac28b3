import type {
  AdminReview,
  AdminReviewStats,
  ApiPage,
  ReviewableType,
  ReviewStatus,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const ADMIN_REVIEWS = ['admin-reviews'] as const;

export interface AdminReviewFilters {
  page: number;
  per_page?: number | undefined;
  status?: ReviewStatus | undefined;
  item_type?: ReviewableType | undefined;
  rating?: number | undefined;
  search?: string | undefined;
}

function toQueryString(filters: AdminReviewFilters): string {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.per_page) query.set('per_page', String(filters.per_page));
  if (filters.status) query.set('status', filters.status);
  if (filters.item_type) query.set('item_type', filters.item_type);
  if (filters.rating) query.set('rating', String(filters.rating));
  if (filters.search) query.set('search', filters.search);
  return query.toString();
}

export function useAdminReviews(filters: AdminReviewFilters) {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminReview>>(`/admin/reviews?${toQueryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewStatistics() {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS, 'statistics'],
    queryFn: ({ signal }) => apiRequest<AdminReviewStats>('/admin/reviews/statistics', { signal }),
  });
}

/** Approve or reject; the list and statistics reload after either. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      apiRequest<AdminReview>(`/admin/reviews/${id}/${action}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS }),
  });
}

export function useRespondToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin_response }: { id: number; admin_response: string }) =>
      apiRequest<AdminReview>(`/admin/reviews/${id}/response`, {
        method: 'POST',
        body: { admin_response },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS }),
  });
}
