import { APPOINTMENT_STATUSES, isIsoDate, type AppointmentStatus } from '@salon/shared';
import { useSearchParams } from 'react-router';

/**
 * The list's filters a link may set in the address (the dashboard's numbers link here):
 * `status`, `date_from`, `date_to`, or `date` for one day. Read once, when the list opens.
 */
export function useDeskListFilters(): {
  status?: AppointmentStatus;
  date_from?: string;
  date_to?: string;
} {
  const [params] = useSearchParams();
  const date = (key: string) => {
    const value = params.get(key);
    return value && isIsoDate(value) ? value : undefined;
  };
  const rawStatus = params.get('status') as AppointmentStatus | null;
  const status = rawStatus && APPOINTMENT_STATUSES.includes(rawStatus) ? rawStatus : undefined;
  const day = date('date');
  const from = date('date_from') ?? day;
  const to = date('date_to') ?? day;
  if (!status && !from && !to) return {};
  return { status, date_from: from, date_to: to };
}
