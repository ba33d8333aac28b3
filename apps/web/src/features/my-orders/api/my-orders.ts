import {
  MY_ORDERS_LIMITS,
  type ApiPage,
  type CustomerOrderStats,
  type MyOrder,
  type MyOrdersSortOrder,
  type OrderStatus,
} from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the customer's orders starts with this key. */
export const MY_ORDERS_KEY = ['my-orders'] as const;

export interface MyOrdersFilters {
  page: number;
  status: OrderStatus | undefined;
  /** Salon days, YYYY-MM-DD. */
  from: string | undefined;
  to: string | undefined;
  sort_order: MyOrdersSortOrder;
}

export function myOrdersPath(filters: MyOrdersFilters): string {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(MY_ORDERS_LIMITS.perPage),
    sort_order: filters.sort_order,
  });
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return `/customer/orders?${query.toString()}`;
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useMyOrders(filters: MyOrdersFilters) {
  return useQuery({
    queryKey: [...MY_ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => apiRequest<ApiPage<MyOrder>>(myOrdersPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyOrderStats() {
  return useQuery({
    queryKey: [...MY_ORDERS_KEY, 'stats'],
    queryFn: ({ signal }) => apiRequest<CustomerOrderStats>('/customer/orders/stats', { signal }),
  });
}
