import type {
  CustomerPrivacyRequestInput,
  MarketingConsentDto,
  PrivacyRequestDto,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiRequest } from '../../../lib/api-client';

export const PRIVACY_REQUESTS_KEY = ['customer-privacy-requests'] as const;
export const MARKETING_CONSENT_KEY = ['customer-marketing-consent'] as const;
const BASE = '/customer/privacy-requests';

export function usePrivacyRequests() {
  return useQuery({
    queryKey: PRIVACY_REQUESTS_KEY,
    queryFn: ({ signal }) => apiRequest<PrivacyRequestDto[]>(BASE, { signal }),
  });
}

/** Files a request; access and portability come back completed, with a one-time link. */
export function useFilePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerPrivacyRequestInput) => apiMutation<PrivacyRequestDto>(BASE, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PRIVACY_REQUESTS_KEY }),
  });
}

/** A new one-time link to an archive staff made for the customer. */
export function useArchiveLink() {
  return useMutation({
    mutationFn: (id: number) => apiMutation<PrivacyRequestDto>(`${BASE}/${id}/archive-link`),
  });
}

export function useMarketingConsent() {
  return useQuery({
    queryKey: MARKETING_CONSENT_KEY,
    queryFn: ({ signal }) => apiRequest<MarketingConsentDto>(`${BASE}/consent`, { signal }),
  });
}

export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (given: boolean) =>
      apiMutation<MarketingConsentDto>(`${BASE}/consent`, { given }, 'PUT'),
    onSuccess: (consent) => queryClient.setQueryData(MARKETING_CONSENT_KEY, consent),
  });
}
