import { BRANCH_MESSAGES as M } from '@salon/shared';
import { errorText } from '../../../lib/api-client';
import { useBranchRevenue } from '../api/admin-branches';

/**
 * The revenue figures. When they fail to load the screens say so, with the server's message (or
 * the generic one) and a retry, rather than showing zeros or 'no data' as if nothing was earned.
 */
export function useRevenue() {
  const revenue = useBranchRevenue();
  const failure = revenue.isError ? errorText(revenue.error, M.revenueLoadFailed) : null;
  return { ...revenue, failure };
}
