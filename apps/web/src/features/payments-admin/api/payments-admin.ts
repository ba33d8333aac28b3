import type {
  ApiPage,
  BankAccountInput,
  InstallmentPlan,
  PayableOrderDto,
  PaymentMethodSetting,
  PaymentsOverview,
  PaymentTransactionDto,
  PaymentTransactionListQuery,
  RiskyOrderDto,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin-payments'] as const;
const BASE = '/admin/payments';

export type TransactionFilters = Omit<PaymentTransactionListQuery, 'page' | 'per_page'> & {
  page: number;
  per_page: number;
};

export function usePaymentsOverview() {
  return useQuery({
    queryKey: [...KEY, 'overview'],
    queryFn: ({ signal }) => apiRequest<PaymentsOverview>(`${BASE}/overview`, { signal }),
  });
}

export function usePaymentTransactions(filters: TransactionFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(filters.per_page),
  });
  for (const key of ['status', 'method', 'provider', 'q'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return useQuery({
    queryKey: [...KEY, 'transactions', filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PaymentTransactionDto>>(`${BASE}/transactions?${query.toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePayableOrders(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'payable-orders', q],
    queryFn: ({ signal }) =>
      apiRequest<PayableOrderDto[]>(
        `${BASE}/payable-orders${q ? `?q=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: [...KEY, 'methods'],
    queryFn: ({ signal }) => apiRequest<PaymentMethodSetting[]>(`${BASE}/methods`, { signal }),
  });
}

export function useInstallmentPlans() {
  return useQuery({
    queryKey: [...KEY, 'installment-plans'],
    queryFn: ({ signal }) => apiRequest<InstallmentPlan[]>(`${BASE}/installment-plans`, { signal }),
  });
}

export function useBankAccount() {
  return useQuery({
    queryKey: [...KEY, 'bank-account'],
    queryFn: ({ signal }) => apiRequest<BankAccountInput>(`${BASE}/bank-account`, { signal }),
  });
}

export interface RiskReport {
  rules: { rule: string; points: number }[];
  scale_note: string;
  orders: RiskyOrderDto[];
}

export function useRiskReport() {
  return useQuery({
    queryKey: [...KEY, 'risk'],
    queryFn: ({ signal }) => apiRequest<RiskReport>(`${BASE}/risk`, { signal }),
  });
}

/** Every change refreshes the whole screen: numbers, lists and settings move together. */
function usePaymentsMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMatchTransaction() {
  return usePaymentsMutation(
    (input: { id: number; order_id: number; accept_amount_difference?: boolean }) =>
      apiRequest<PaymentTransactionDto>(`${BASE}/transactions/${input.id}/match`, {
        method: 'POST',
        body: {
          order_id: input.order_id,
          accept_amount_difference: input.accept_amount_difference ?? false,
        },
      }),
  );
}

export function useIgnoreTransaction() {
  return usePaymentsMutation((input: { id: number; reason?: string }) =>
    apiRequest<PaymentTransactionDto>(`${BASE}/transactions/${input.id}/ignore`, {
      method: 'POST',
      body: input.reason ? { reason: input.reason } : {},
    }),
  );
}

/**
 * Refunds the order a payment paid (`POST /api/admin/orders/:id/actions`, the orders screen's
 * own action): a paid order is cancelled and restocked, a completed one stays completed.
 */
export function useRefundOrder() {
  return usePaymentsMutation((orderId: number) =>
    apiRequest<unknown>(`/admin/orders/${orderId}/actions`, {
      method: 'POST',
      body: { action: 'refund' },
    }),
  );
}

export function useSavePaymentMethods() {
  return usePaymentsMutation((methods: PaymentMethodSetting[]) =>
    apiRequest<PaymentMethodSetting[]>(`${BASE}/methods`, { method: 'PUT', body: methods }),
  );
}

export function useSaveInstallmentPlans() {
  return usePaymentsMutation((plans: InstallmentPlan[]) =>
    apiRequest<InstallmentPlan[]>(`${BASE}/installment-plans`, { method: 'PUT', body: plans }),
  );
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: BankAccountInput) =>
      apiRequest<BankAccountInput>(`${BASE}/bank-account`, { method: 'PUT', body: account }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      // The storefront reads the bank account from the public settings.
      await queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}
