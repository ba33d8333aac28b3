import type {
  AdminPrivacyRequestDto,
  AdminPrivacyRequestInput,
  ConsentEventDto,
  PrivacyRequestActionInput,
  PrivacyRequestStatus,
  PrivacyRequestType,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiRequest } from '../../../lib/api-client';

interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}
export interface PrivacyRequestFilters {
  status?: PrivacyRequestStatus;
  type?: PrivacyRequestType;
  overdue?: boolean;
  page: number;
}

const KEY = ['admin-privacy-requests'] as const;
const CONSENTS_KEY = ['admin-consent-log'] as const;
const BASE = '/admin/security/privacy-requests';

export function useAdminPrivacyRequests(filters: PrivacyRequestFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.overdue) params.set('overdue', 'true');
  return useQuery({
    queryKey: [...KEY, filters],
    queryFn: ({ signal }) =>
      apiRequest<Page<AdminPrivacyRequestDto>>(`${BASE}?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFileForCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPrivacyRequestInput) =>
      apiMutation<AdminPrivacyRequestDto>(BASE, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useActOnPrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: PrivacyRequestActionInput & { id: number }) =>
      apiMutation<AdminPrivacyRequestDto>(`${BASE}/${id}`, input, 'PATCH'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: CONSENTS_KEY });
    },
  });
}

export function useConsentLog(page: number) {
  return useQuery({
    queryKey: [...CONSENTS_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest<Page<ConsentEventDto>>(`/admin/security/consents?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
