import type { ContactStaffOption } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** GET /api/admin/contacts/staff: who may be given a contact. */
export function useContactStaff() {
  return useQuery({
    queryKey: contactKeys.staff,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: ContactStaffOption[] }>('/admin/contacts/staff', { signal })).data,
    staleTime: 60_000,
  });
}
