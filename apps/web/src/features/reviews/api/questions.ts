import type { ApiPage, PublicQuestion } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ReviewedItem } from './reviews';

export function usePublicQuestions(item: ReviewedItem, page: number) {
  return useQuery({
    queryKey: ['questions', item.type, item.id, page],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicQuestion>>(
        `/public/questions?item_type=${item.type}&item_id=${item.id}&page=${page}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export interface QuestionDraft {
  question: string;
  guest_name?: string | undefined;
  guest_email?: string | undefined;
}

/** A question shows under the item once staff answer it, so nothing is refreshed here. */
export function useAskQuestion(item: ReviewedItem) {
  return useMutation({
    mutationFn: (draft: QuestionDraft) =>
      apiRequest<PublicQuestion>('/questions', {
        method: 'POST',
        body: { item_type: item.type, item_id: item.id, ...draft },
      }),
  });
}
