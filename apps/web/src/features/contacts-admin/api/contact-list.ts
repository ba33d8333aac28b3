import type {
  AdminContactDto,
  ApiPage,
  ContactPriority,
  ContactStatus,
  ContactType,
} from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

export interface ContactListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: ContactStatus | undefined;
  type?: ContactType | undefined;
  priority?: ContactPriority | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

function queryString(params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/contacts */
export function useContactList(params: ContactListParams) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminContactDto>>(`/admin/contacts${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
