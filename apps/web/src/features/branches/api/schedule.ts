import type {
  ApiPage,
  HolidayDto,
  HolidayRecurringType,
  WorkingHourDto,
  WorkingHoursView,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BRANCHES_KEY } from './admin-branches';
import { toQueryString } from '../../../lib/query-string';

const HOURS_KEY = ['admin', 'working-hours'] as const;
const HOLIDAYS_KEY = ['admin', 'holidays'] as const;

export type HoursView = WorkingHoursView<WorkingHourDto>;

export function useWorkingHours(branchId: number | undefined, date: string | null) {
  return useQuery({
    queryKey: [...HOURS_KEY, branchId, date],
    queryFn: ({ signal }) =>
      apiRequest<HoursView>(`/admin/working-hours${toQueryString({ branch_id: branchId, date })}`, {
        signal,
      }),
    enabled: branchId !== undefined,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateHours() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: HOURS_KEY }),
      client.invalidateQueries({ queryKey: [...ADMIN_BRANCHES_KEY, 'detail'] }),
    ]);
}

export interface WorkingHoursInput {
  branch_id: number;
  date: string | null;
  times: string[];
  is_available: boolean;
}

export function useSaveWorkingHours() {
  const invalidate = useInvalidateHours();
  return useMutation({
    mutationFn: (input: WorkingHoursInput) =>
      apiRequest<HoursView>('/admin/working-hours', { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteWorkingHour() {
  const invalidate = useInvalidateHours();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/admin/working-hours/${id}`, { method: 'DELETE' }),
    // Refreshed after a failure too: a time already removed elsewhere leaves the table.
    onSettled: invalidate,
  });
}

export interface HolidayListParams {
  page: number;
  per_page: number;
  branch_id?: number | undefined;
  year?: number | undefined;
}

export function useHolidays(params: HolidayListParams) {
  return useQuery({
    queryKey: [...HOLIDAYS_KEY, params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<HolidayDto>>(`/admin/holidays${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecurringTypes() {
  return useQuery({
    queryKey: [...HOLIDAYS_KEY, 'recurring-types'],
    queryFn: ({ signal }) =>
      apiRequest<Record<HolidayRecurringType, string>>('/admin/holidays/recurring-types', {
        signal,
      }),
    staleTime: Infinity,
  });
}

export interface HolidayInput {
  branch_id: number | null;
  date: string;
  name: string | null;
  description: string | null;
  recurring_type: HolidayRecurringType;
  is_recurring: boolean;
}

export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HolidayInput) =>
      apiRequest<HolidayDto>('/admin/holidays', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
  });
}

export function useDeleteHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/admin/holidays/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
  });
}
