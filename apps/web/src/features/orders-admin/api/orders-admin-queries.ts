import type {
  AdminOrderDetail,
  AdminOrderSort,
  AdminOrderStats,
  AdminOrderSummary,
  ApiPage,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentStatus,
} from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const ORDERS_ADMIN_KEY = ['admin', 'orders'] as const;

export interface AdminOrderListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: OrderStatus | undefined;
  payment_status?: PaymentStatus | undefined;
  payment_method?: PaymentMethod | undefined;
  order_type?: OrderType | undefined;
  branch_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  sort: AdminOrderSort;
}

export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery({
    queryKey: [...ORDERS_ADMIN_KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminOrderSummary>>(`/admin/orders${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    // Orders placed online and transfers matched by the bank show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useAdminOrderStats(branchId: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_ADMIN_KEY, 'stats', branchId],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderStats>(`/admin/orders/stats${toQueryString({ branch_id: branchId })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_ADMIN_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminOrderDetail>(`/admin/orders/${id}`, { signal }),
    enabled: id !== null,
  });
}
