import type { DashboardDto, DashboardPeriod } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/dashboard for a branch (undefined: all) and a period. */
export function useDashboard(branchId: number | undefined, period: DashboardPeriod) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (branchId !== undefined) query.set('branch_id', String(branchId));
  return useQuery({
    queryKey: ['admin-dashboard', branchId ?? 'all', period.from, period.to],
    queryFn: ({ signal }) =>
      apiRequest<DashboardDto>(`/admin/dashboard?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
