import { CUSTOMER_NOTIFICATION_TYPES, NOTIFICATION_PAGE_STATUS_FILTERS } from '@salon/shared';
import { useSearchParams } from 'react-router';
import type { NotificationsPageFilters } from './api/notifications-page';

/** The page's status, type and page number, kept in the address (back/forward and links keep them). */
export function useNotificationsParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: NotificationsPageFilters = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    status: NOTIFICATION_PAGE_STATUS_FILTERS.find((s) => s === params.get('status')) ?? 'all',
    type: CUSTOMER_NOTIFICATION_TYPES.find((t) => t === params.get('type')),
  };

  function write(next: NotificationsPageFilters) {
    const query = new URLSearchParams();
    if (next.status !== 'all') query.set('status', next.status);
    if (next.type) query.set('type', next.type);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { preventScrollReset: true, replace: true });
  }

  return {
    filters,
    /** A filter change starts again at page 1. */
    setFilters: (changes: Partial<Omit<NotificationsPageFilters, 'page'>>) =>
      write({ ...filters, ...changes, page: 1 }),
    setPage: (next: number) => write({ ...filters, page: next }),
    clear: () => write({ page: 1, status: 'all', type: undefined }),
    isFiltered: filters.status !== 'all' || filters.type !== undefined,
  };
}
