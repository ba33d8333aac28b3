import type { ApiPage, PublicServiceDetail, PublicServiceSummary } from '@salon/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The catalogue's page-size ceiling: the wizard lists the services it can in one page. */
const SERVICES_PER_PAGE = 50;

/** Bookable services for step 1, searched on the server (diacritics ignored). */
export function bookableServicesQuery(search: string) {
  return queryOptions({
    queryKey: ['booking-services', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ per_page: String(SERVICES_PER_PAGE), sort: 'popular' });
      if (search) query.set('search', search);
      return apiRequest<ApiPage<PublicServiceSummary>>(`/public/services?${query.toString()}`, {
        signal,
      });
    },
    staleTime: 60_000,
  });
}

export function useBookableServices(search: string) {
  return useQuery({ ...bookableServicesQuery(search), placeholderData: keepPreviousData });
}

/** One service by id, for a booking link that preselects it (`?service_id=`). */
export function bookingServiceQuery(id: number) {
  return queryOptions({
    queryKey: ['booking-service', id],
    queryFn: ({ signal }) => apiRequest<PublicServiceDetail>(`/public/services/${id}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useBookingService(id: number | null) {
  return useQuery({ ...bookingServiceQuery(id ?? 0), enabled: id !== null });
}
