import type { SecurityOverview } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin-security-overview'];

export function useSecurityOverview() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<SecurityOverview>('/admin/security/overview', { signal }),
    refetchInterval: 60_000,
  });
}

export function useRecordReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<SecurityOverview>('/admin/security/overview/review', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
