import {
  isIsoDate,
  presetOf,
  presetPeriod,
  salonToday,
  type DashboardPeriod,
  type DashboardPreset,
} from '@salon/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The dashboard's branch and period, kept in the address so a reload or a link keeps them. */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const today = salonToday();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period: DashboardPeriod =
    isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : presetPeriod('today', today);
  const rawBranch = Number(params.get('branch_id'));
  const branchId = Number.isInteger(rawBranch) && rawBranch > 0 ? rawBranch : undefined;
  const preset: DashboardPreset = presetOf(period, today);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    period,
    preset,
    branchId,
    setPeriod: (value: DashboardPeriod) => update({ from: value.from, to: value.to }),
    setBranch: (value: number | undefined) =>
      update({ branch_id: value === undefined ? undefined : String(value) }),
  };
}
