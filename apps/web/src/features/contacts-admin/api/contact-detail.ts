import type { AdminContactDetailDto } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/admin/contacts/:id, with the history timeline. */
export function useContactDetail(id: number | null) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminContactDetailDto>(`/admin/contacts/${id}`, { signal }),
    enabled: id !== null,
  });
}
