import type {
  ApiPage,
  BackOfficeFaqVotesMap,
  FaqVoteInput,
  FeedbackDto,
  FeedbackFormInput,
  FeedbackType,
  HelpCentreOverview,
  SystemInfo,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const HELP_ADMIN_KEY = ['admin-help'] as const;
const BASE = '/admin/help';

export function useFaqVotes() {
  return useQuery({
    queryKey: [...HELP_ADMIN_KEY, 'faq-votes'],
    queryFn: ({ signal }) => apiRequest<BackOfficeFaqVotesMap>(`${BASE}/faq-votes`, { signal }),
  });
}

export function useVoteFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: FaqVoteInput }) =>
      apiRequest<BackOfficeFaqVotesMap>(`${BASE}/faqs/${encodeURIComponent(id)}/vote`, {
        method: 'PUT',
        body: vote,
      }),
    onSuccess: (data) => client.setQueryData([...HELP_ADMIN_KEY, 'faq-votes'], data),
  });
}

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackFormInput) =>
      apiRequest<FeedbackDto>(`${BASE}/feedback`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...HELP_ADMIN_KEY, 'feedback'] }),
  });
}

export function useFeedbackList(page: number, type: FeedbackType | undefined, enabled: boolean) {
  const query = new URLSearchParams({ page: String(page) });
  if (type) query.set('type', type);
  return useQuery({
    queryKey: [...HELP_ADMIN_KEY, 'feedback', page, type ?? null],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<FeedbackDto>>(`${BASE}/feedback?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useHelpCentre(enabled: boolean) {
  return useQuery({
    queryKey: [...HELP_ADMIN_KEY, 'help-centre'],
    queryFn: ({ signal }) => apiRequest<HelpCentreOverview>(`${BASE}/help-centre`, { signal }),
    enabled,
  });
}

/** The server's state; refreshed every 30 s while shown, so uptime and queues stay current. */
export function useSystemInfo(enabled: boolean) {
  return useQuery({
    queryKey: [...HELP_ADMIN_KEY, 'system'],
    queryFn: ({ signal }) => apiRequest<SystemInfo>(`${BASE}/system`, { signal }),
    enabled,
    refetchInterval: 30_000,
  });
}
