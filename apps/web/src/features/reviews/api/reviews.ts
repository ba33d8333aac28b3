import {
  type OwnReview,
  type PublicReviewPage,
  type ReviewableType,
  type ReviewUpdateInput,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';

export interface ReviewedItem {
  type: ReviewableType;
  id: number;
}

const reviewsKey = (item: ReviewedItem) => ['reviews', item.type, item.id] as const;

export function usePublicReviews(item: ReviewedItem, page: number, perPage: number) {
  return useQuery({
    queryKey: [...reviewsKey(item), 'public', page, perPage],
    queryFn: ({ signal }) =>
      apiRequest<PublicReviewPage>(
        `/public/reviews?reviewable_type=${item.type}&reviewable_id=${item.id}&page=${page}&per_page=${perPage}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in customer's own reviews of the item, whatever their status. */
export function useOwnReviews(item: ReviewedItem) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...reviewsKey(item), 'own', user?.id],
    queryFn: ({ signal }) =>
      apiRequest<OwnReview[]>(
        `/customer/reviews?reviewable_type=${item.type}&reviewable_id=${item.id}`,
        { signal },
      ),
    enabled: user?.role === 'customer',
  });
}

export interface ReviewDraft {
  rating: number;
  title: string;
  content: string;
  guest_name?: string | undefined;
  guest_email?: string | undefined;
  images: File[];
}

export function useCreateReview(item: ReviewedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => {
      const form = new FormData();
      form.append('reviewable_type', item.type);
      form.append('reviewable_id', String(item.id));
      form.append('rating', String(draft.rating));
      form.append('title', draft.title);
      form.append('content', draft.content);
      if (draft.guest_name !== undefined) form.append('guest_name', draft.guest_name);
      if (draft.guest_email !== undefined) form.append('guest_email', draft.guest_email);
      for (const image of draft.images) form.append('images', image, image.name);
      return apiFormRequest<OwnReview>('/reviews', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(item) }),
  });
}

export function useUpdateReview(item: ReviewedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewUpdateInput & { id: number }) =>
      apiRequest<OwnReview>(`/reviews/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(item) }),
  });
}

export function useDeleteReview(item: ReviewedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/reviews/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(item) }),
  });
}
