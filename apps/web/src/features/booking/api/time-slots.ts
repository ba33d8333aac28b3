import { BOOKING_MESSAGES, WIZARD_TIMING, type TimeSlotsData } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export interface TimeSlotsParams {
  serviceId: number | null | undefined;
  branchId: number | null | undefined;
  /** `YYYY-MM-DD`. */
  date: string | null | undefined;
}

/** idle: service, branch or date missing; then loading, loaded or error (storefront §4 Slot loading). */
export type TimeSlotsStatus = 'idle' | 'loading' | 'loaded' | 'error';

export const TIME_SLOTS_KEY = ['public-time-slots'] as const;

export function fetchTimeSlots(
  serviceId: number,
  branchId: number,
  date: string,
  signal?: AbortSignal,
): Promise<TimeSlotsData> {
  const query = new URLSearchParams({
    service_id: String(serviceId),
    branch_id: String(branchId),
    date,
  });
  return apiRequest<TimeSlotsData>(
    `/public/time-slots?${query.toString()}`,
    signal ? { signal } : {},
  );
}

/**
 * The bookable start times of a service at a branch on a date. The inputs are debounced
 * (300 ms) so that paging through dates does not fire a request per click.
 */
export function useTimeSlots(params: TimeSlotsParams) {
  const debounced = useDebouncedValue(params, WIZARD_TIMING.slotFetchDebounceMs);
  const ready = Boolean(params.serviceId && params.branchId && params.date);
  // The debounced inputs may still be the previous ones: wait until they match.
  const settled =
    debounced.serviceId === params.serviceId &&
    debounced.branchId === params.branchId &&
    debounced.date === params.date;
  const query = useQuery({
    queryKey: [...TIME_SLOTS_KEY, debounced.serviceId, debounced.branchId, debounced.date],
    queryFn: ({ signal }) =>
      fetchTimeSlots(debounced.serviceId!, debounced.branchId!, debounced.date!, signal),
    enabled: ready && settled,
    staleTime: 15_000,
    retry: false,
  });
  const status: TimeSlotsStatus = !ready
    ? 'idle'
    : !settled || query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : 'loaded';
  return {
    status,
    data: status === 'loaded' ? query.data : undefined,
    errorMessage: slotsErrorMessage(query.error),
    retry: () => void query.refetch(),
    isRefreshing: query.isFetching && !query.isPending,
  };
}

/** The server's message, or 'Không thể tải khung giờ' when the failure says nothing useful. */
function slotsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
  return BOOKING_MESSAGES.slotsLoadFailed;
}
