import type { CustomerNotesPage } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useCustomerNotes(page: number, perPage: number) {
  return useQuery({
    queryKey: ['customer-notes', page, perPage],
    queryFn: ({ signal }) =>
      apiRequest<CustomerNotesPage>(`/customer/notes?page=${page}&per_page=${perPage}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
