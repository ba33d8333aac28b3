import type { PaymentTransactionStatus } from '@salon/shared';

export const TRANSACTION_STATUS_COLORS: Record<PaymentTransactionStatus, string> = {
  pending: 'blue',
  matched: 'green',
  unmatched: 'orange',
  ignored: 'default',
};

/** Where a payment came from: the bank feed, or staff who recorded it. */
export const PROVIDER_LABELS: Record<string, string> = {
  sepay: 'SePay',
  casso: 'Casso',
  staff: 'Nhân viên ghi nhận',
};

export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/** The order in the orders screen (found by its number). */
export const orderLink = (orderNumber: string) =>
  `/admin/orders?q=${encodeURIComponent(orderNumber)}`;
