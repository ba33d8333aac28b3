import type { WebhookStatus } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Admins only: whether the bank-transfer webhook is set up. */
export function useWebhookStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-payments', 'webhook-status'],
    queryFn: ({ signal }) =>
      apiRequest<WebhookStatus>('/admin/payments/webhook-status', { signal }),
    enabled,
  });
}
