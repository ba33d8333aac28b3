import type { AdminQuestion, ApiPage, PublicQuestion } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const ADMIN_QUESTIONS = ['admin-questions'] as const;

export interface AdminQuestionFilters {
  page: number;
  per_page?: number | undefined;
  answered?: boolean | undefined;
  search?: string | undefined;
}

export function useAdminQuestions(filters: AdminQuestionFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.per_page) query.set('per_page', String(filters.per_page));
  if (filters.answered !== undefined) query.set('answered', String(filters.answered));
  if (filters.search) query.set('search', filters.search);
  return useQuery({
    queryKey: [...ADMIN_QUESTIONS, filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminQuestion>>(`/admin/questions?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest<PublicQuestion>(`/admin/questions/${id}/answer`, {
        method: 'POST',
        body: { answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUESTIONS }),
  });
}
