import { findHoliday, type HolidayDto } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface HolidaysRange {
  branchId: number | null | undefined;
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

export function fetchHolidays(
  branchId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<HolidayDto[]> {
  const query = new URLSearchParams({ branch_id: String(branchId), from, to });
  return apiRequest<HolidayDto[]>(`/public/holidays?${query.toString()}`, signal ? { signal } : {});
}

/**
 * The holidays closing a branch between two dates, to mark them in the date picker. The reply
 * holds holiday rules (a yearly or lunar-yearly one may have been entered in another year), so
 * `holidayOn` decides each date with the same rule the server books with.
 */
export function useHolidays({ branchId, from, to }: HolidaysRange) {
  const query = useQuery({
    queryKey: ['public-holidays', branchId, from, to],
    queryFn: ({ signal }) => fetchHolidays(branchId!, from, to, signal),
    enabled: Boolean(branchId),
    staleTime: 5 * 60_000,
  });
  const rules = query.data ?? [];
  return {
    holidays: rules,
    isLoading: query.isPending && Boolean(branchId),
    isError: query.isError,
    holidayOn: (date: string): HolidayDto | null =>
      branchId ? findHoliday(rules, branchId, date) : null,
  };
}
