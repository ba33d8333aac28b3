import type { FaqStats } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const FAQ_STATS_KEY = ['faq-stats'] as const;

/** Helpful votes of every FAQ and the visitor's own (`GET /api/public/faqs/stats`). */
export function useFaqStats() {
  return useQuery({
    queryKey: FAQ_STATS_KEY,
    queryFn: ({ signal }) => apiRequest<FaqStats>('/public/faqs/stats', { signal }),
    staleTime: 60_000,
  });
}

/** One vote per visitor and FAQ; voting again changes it. The answer is the new stats. */
export function useFaqVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ faqId, helpful }: { faqId: string; helpful: boolean }) =>
      apiRequest<FaqStats>(`/public/faqs/${encodeURIComponent(faqId)}/helpful`, {
        method: 'POST',
        body: { helpful },
      }),
    onSuccess: (stats) => queryClient.setQueryData(FAQ_STATS_KEY, stats),
  });
}
