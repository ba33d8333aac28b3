import {
  MY_APPOINTMENT_STATUS_FILTERS,
  MY_APPOINTMENT_TIME_FILTERS,
  type MyAppointmentStatusFilter,
  type MyAppointmentTimeFilter,
} from '@salon/shared';
import { useSearchParams } from 'react-router';
import type { MyAppointmentsFilters } from './api/my-appointments';
import type { AppointmentsView } from './components/MyAppointmentsToolbar';

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

/** The list's filters and view, kept in the address so back/forward and links keep them. */
export function useMyAppointmentsParams() {
  const [params, setParams] = useSearchParams();
  const filters: MyAppointmentsFilters = {
    search: params.get('search') ?? '',
    status: pick<MyAppointmentStatusFilter>(MY_APPOINTMENT_STATUS_FILTERS, params.get('status')),
    time_filter: pick<MyAppointmentTimeFilter>(MY_APPOINTMENT_TIME_FILTERS, params.get('time')),
  };
  const view: AppointmentsView = params.get('view') === 'timeline' ? 'timeline' : 'cards';

  function write(next: MyAppointmentsFilters, nextView: AppointmentsView) {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.status) query.set('status', next.status);
    if (next.time_filter) query.set('time', next.time_filter);
    if (nextView === 'timeline') query.set('view', 'timeline');
    setParams(query, { preventScrollReset: true, replace: true });
  }

  return {
    filters,
    view,
    setFilters: (changes: Partial<MyAppointmentsFilters>) =>
      write({ ...filters, ...changes }, view),
    setView: (nextView: AppointmentsView) => write(filters, nextView),
  };
}
