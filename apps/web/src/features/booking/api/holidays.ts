import type { HolidayDto } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One closed day of a branch: recurring (solar and lunar) holidays come unfolded by date. */
export type HolidayOnDate = Pick<HolidayDto, 'date' | 'name' | 'description' | 'branch_id'>;

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
): Promise<HolidayOnDate[]> {
  const query = new URLSearchParams({ branch_id: String(branchId), from, to });
  return apiRequest<HolidayOnDate[]>(
    `/public/holidays?${query.toString()}`,
    signal ? { signal } : {},
  );
}

/** The days a branch is closed between two dates, to mark them in the date picker. */
export function useHolidays({ branchId, from, to }: HolidaysRange) {
  const query = useQuery({
    queryKey: ['public-holidays', branchId, from, to],
    queryFn: ({ signal }) => fetchHolidays(branchId!, from, to, signal),
    enabled: Boolean(branchId),
    staleTime: 5 * 60_000,
  });
  const days = query.data ?? [];
  return {
    holidays: days,
    isLoading: query.isPending && Boolean(branchId),
    isError: query.isError,
    holidayOn: (date: string): HolidayOnDate | null =>
      days.find((day) => day.date === date) ?? null,
  };
}
