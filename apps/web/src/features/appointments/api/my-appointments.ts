import {
  MY_APPOINTMENTS_LIMITS,
  type ApiPage,
  type AppointmentSummary,
  type MyAppointmentStats,
  type MyAppointmentStatusFilter,
  type MyAppointmentTimeFilter,
} from '@salon/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the customer's appointments starts with this key. */
export const MY_APPOINTMENTS_KEY = ['my-appointments'] as const;

export interface MyAppointmentsFilters {
  search: string;
  status: MyAppointmentStatusFilter | undefined;
  time_filter: MyAppointmentTimeFilter | undefined;
}

function listPath(filters: MyAppointmentsFilters, page: number): string {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(MY_APPOINTMENTS_LIMITS.perPage),
  });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.time_filter) query.set('time_filter', filters.time_filter);
  return `/customer/appointments?${query.toString()}`;
}

/** The list, a page at a time ("Xem thêm" loads the next). */
export function useMyAppointments(filters: MyAppointmentsFilters) {
  return useInfiniteQuery({
    queryKey: [...MY_APPOINTMENTS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ApiPage<AppointmentSummary>>(listPath(filters, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

export function useMyAppointmentStats() {
  return useQuery({
    queryKey: [...MY_APPOINTMENTS_KEY, 'stats'],
    queryFn: ({ signal }) =>
      apiRequest<MyAppointmentStats>('/customer/appointments/stats', { signal }),
  });
}
