import { BOOKING_MESSAGES, WIZARD_TIMING, type TimeSlotsData } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCurrentUser } from '../../auth/api/current-user';

export interface TimeSlotsParams {
  serviceId: number | null | undefined;
  branchId: number | null | undefined;
  /** `YYYY-MM-DD`. */
  date: string | null | undefined;
  /** An appointment being moved, whose own time counts as free. */
  appointmentId?: number | undefined;
}

/** idle: service, branch or date missing; then loading, loaded or error (storefront §4 Slot loading). */
export type TimeSlotsStatus = 'idle' | 'loading' | 'loaded' | 'error';

export const TIME_SLOTS_KEY = ['public-time-slots'] as const;

export function fetchTimeSlots(
  serviceId: number,
  branchId: number,
  date: string,
  signal?: AbortSignal,
  appointmentId?: number,
): Promise<TimeSlotsData> {
  const query = new URLSearchParams({
    service_id: String(serviceId),
    branch_id: String(branchId),
    date,
  });
  if (appointmentId) query.set('appointment_id', String(appointmentId));
  return apiRequest<TimeSlotsData>(
    `/public/time-slots?${query.toString()}`,
    signal ? { signal } : {},
  );
}

/**
 * The bookable start times of a service at a branch on a date. The inputs are debounced
 * (300 ms) so that paging through dates does not fire a request per click.
 */
export function useTimeSlots({ serviceId, branchId, date, appointmentId }: TimeSlotsParams) {
  const ready = Boolean(serviceId && branchId && date);
  // One text for the three inputs, so that the debounce compares values, not objects.
  const key = ready ? `${serviceId}|${branchId}|${date}` : '';
  const debounced = useDebouncedValue(key, WIZARD_TIMING.slotFetchDebounceMs);
  const settled = debounced === key;
  // A signed-in customer's own appointments are marked in the reply: it is theirs alone.
  const viewer = useCurrentUser().user?.id ?? null;
  const query = useQuery({
    queryKey: [...TIME_SLOTS_KEY, serviceId, branchId, date, appointmentId ?? null, viewer],
    queryFn: ({ signal }) => fetchTimeSlots(serviceId!, branchId!, date!, signal, appointmentId),
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
