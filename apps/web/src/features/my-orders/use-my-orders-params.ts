import { ORDER_STATUSES, isIsoDate } from '@salon/shared';
import { useSearchParams } from 'react-router';
import type { MyOrdersFilters } from './api/my-orders';

function date(raw: string | null): string | undefined {
  return raw && isIsoDate(raw) ? raw : undefined;
}

/** The list's page, filters and sort, kept in the address so back/forward and links keep them. */
export function useMyOrdersParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: MyOrdersFilters = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    status: ORDER_STATUSES.find((status) => status === params.get('status')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    sort_order: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };

  function write(next: MyOrdersFilters) {
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.status) query.set('status', next.status);
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    if (next.sort_order === 'asc') query.set('sort', 'asc');
    setParams(query, { preventScrollReset: true, replace: true });
  }

  return {
    filters,
    /** A filter change starts again at page 1. */
    setFilters: (changes: Partial<Omit<MyOrdersFilters, 'page'>>) =>
      write({ ...filters, ...changes, page: 1 }),
    setPage: (nextPage: number) => write({ ...filters, page: nextPage }),
    clear: () =>
      write({ page: 1, status: undefined, from: undefined, to: undefined, sort_order: 'desc' }),
    isFiltered: Boolean(filters.status || filters.from || filters.to),
  };
}
