import {
  ADMIN_ORDER_LIMITS,
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminOrderSort,
} from '@salon/shared';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTablePageSize } from '../../../components/use-table-page-size';
import type { AdminOrderListParams } from '../api/orders-admin-queries';

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function day(value: string | null): string | undefined {
  return value && dayjs(value, 'YYYY-MM-DD', true).isValid() ? value : undefined;
}

/** The orders list's filters, page and sort, kept in the URL so a reload or a link keeps them. */
export function useOrderListParams() {
  const [search, setSearch] = useSearchParams();
  // The URL's `per_page` (the table's size changer) or else the user's items per page.
  const chosenSize = positive(search.get('per_page'));
  const { pageSize, pageSizeOptions } = useTablePageSize(
    chosenSize !== undefined && chosenSize <= ADMIN_ORDER_LIMITS.perPageMax
      ? chosenSize
      : undefined,
  );
  const params = useMemo<AdminOrderListParams>(
    () => ({
      page: positive(search.get('page')) ?? 1,
      per_page: pageSize,
      search: search.get('q') || undefined,
      status: oneOf(ORDER_STATUSES, search.get('status')),
      payment_status: oneOf(PAYMENT_STATUSES, search.get('payment_status')),
      payment_method: oneOf(PAYMENT_METHODS, search.get('payment_method')),
      order_type: oneOf(ORDER_TYPES, search.get('order_type')),
      branch_id: positive(search.get('branch_id')),
      date_from: day(search.get('date_from')),
      date_to: day(search.get('date_to')),
      sort: oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, search.get('sort')) ?? 'newest',
    }),
    [search, pageSize],
  );

  /** Changes filters (back to page 1 unless the page itself is what changes). */
  const update = useCallback(
    (changes: Partial<Record<keyof AdminOrderListParams | 'q', string | number | undefined>>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  const hasFilters = [...search.keys()].some(
    (key) => key !== 'page' && key !== 'sort' && key !== 'per_page',
  );
  return { params, update, clear, hasFilters, pageSizeOptions };
}
