import type { ContactStatisticsDto } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/admin/contacts/statistics */
export function useContactStatistics() {
  return useQuery({
    queryKey: contactKeys.statistics,
    queryFn: ({ signal }) =>
      apiRequest<ContactStatisticsDto>('/admin/contacts/statistics', { signal }),
  });
}
