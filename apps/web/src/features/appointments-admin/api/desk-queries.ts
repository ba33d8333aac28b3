import type {
  ApiPage,
  AppointmentStatus,
  AppointmentSummary,
  AppointmentSource,
  CalendarView,
  DeskAppointmentDetail,
  DeskCalendar,
  DeskCustomerMatch,
  DeskSort,
  PublicServiceSummary,
  StylistDto,
} from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const DESK_KEY = ['admin', 'appointments'] as const;

export function useDeskCalendar(branchId: number | undefined, date: string, view: CalendarView) {
  return useQuery({
    queryKey: [...DESK_KEY, 'calendar', branchId, date, view],
    queryFn: ({ signal }) =>
      apiRequest<DeskCalendar>(
        `/admin/appointments/calendar${toQueryString({ branch_id: branchId, date, view })}`,
        { signal },
      ),
    enabled: branchId !== undefined,
    placeholderData: keepPreviousData,
    // The desk is open all day: new online bookings show up without a reload.
    refetchInterval: 60_000,
  });
}

export interface DeskListParams {
  page: number;
  per_page: number;
  branch_id?: number | undefined;
  status?: AppointmentStatus | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  stylist_id?: number | undefined;
  search?: string | undefined;
  source?: AppointmentSource | undefined;
  sort: DeskSort;
}

export function useDeskList(params: DeskListParams) {
  return useQuery({
    queryKey: [...DESK_KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AppointmentSummary>>(`/admin/appointments${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskDetail(id: number | null) {
  return useQuery({
    queryKey: [...DESK_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<DeskAppointmentDetail>(`/admin/appointments/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useDeskStylists(branchId: number | undefined) {
  return useQuery({
    queryKey: [...DESK_KEY, 'stylists', branchId],
    queryFn: ({ signal }) =>
      apiRequest<StylistDto[]>(`/admin/stylists${toQueryString({ branch_id: branchId })}`, {
        signal,
      }),
    enabled: branchId !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useCustomerMatches(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...DESK_KEY, 'customers', q],
    queryFn: ({ signal }) =>
      apiRequest<DeskCustomerMatch[]>(`/admin/appointments/customers${toQueryString({ q })}`, {
        signal,
      }),
    enabled: q.replace(/\D/g, '').length >= 4 || q.includes('@'),
    staleTime: 30_000,
  });
}

/** Active services to book, searched by name. */
export function useBookableServices(search: string) {
  return useQuery({
    queryKey: ['public-services', 'desk-options', search],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicServiceSummary>>(
        `/public/services${toQueryString({ search, per_page: 50, sort: 'popular' })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
