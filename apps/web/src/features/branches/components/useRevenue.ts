import { BRANCH_MESSAGES as M, type BranchRevenueStatistics } from '@salon/shared';
import { App } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../../lib/api-client';
import { useBranchRevenue } from '../api/admin-branches';

const ZERO: BranchRevenueStatistics = {
  total_revenue: 0,
  today_revenue: 0,
  month_revenue: 0,
  year_revenue: 0,
  today: '',
  branch_revenues: [],
};

/**
 * The revenue figures; when they fail to load, the server's message (or the generic one) is
 * shown once and the figures read as zero (back-office §8).
 */
export function useRevenue() {
  const { message } = App.useApp();
  const revenue = useBranchRevenue();
  const failure = revenue.isError ? errorText(revenue.error, M.revenueLoadFailed) : null;
  useEffect(() => {
    if (failure) void message.error(failure);
  }, [failure, message]);
  return { ...revenue, figures: revenue.data ?? ZERO };
}
