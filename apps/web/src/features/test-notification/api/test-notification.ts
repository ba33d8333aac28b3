import type { TestNotificationInput, TestNotificationResult } from '@salon/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isSettled } from '../test-send-status';

const BASE = '/admin/test-notifications';

export function useSendTestNotification() {
  return useMutation({
    mutationFn: (input: TestNotificationInput) =>
      apiRequest<TestNotificationResult>(BASE, { method: 'POST', body: input }),
  });
}

/** Follows one send every 2 s until its notification is delivered and its e-mail settled. */
export function useTestSend(id: number, initial: TestNotificationResult) {
  return useQuery({
    queryKey: ['test-notification', id],
    queryFn: ({ signal }) => apiRequest<TestNotificationResult>(`${BASE}/${id}`, { signal }),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : 2_000),
  });
}
