import { salonToday, type CalendarView } from '@salon/shared';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type DeskTab = CalendarView | 'list';
const TABS: readonly DeskTab[] = ['day', 'week', 'list'];

/** The desk's tab, date and branch, kept in the URL so a reload or a shared link keeps them. */
export function useDeskParams(defaultBranchId: number | undefined) {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('view') as DeskTab | null;
  const tab: DeskTab = rawTab && TABS.includes(rawTab) ? rawTab : 'day';
  const rawDate = params.get('date');
  const date = rawDate && dayjs(rawDate, 'YYYY-MM-DD', true).isValid() ? rawDate : salonToday();
  // `branch_id` too, as other lists name it; `branch=all`: the list of every branch.
  const branchParam = params.get('branch') ?? params.get('branch_id');
  const rawBranch = Number(branchParam);
  const branchId =
    branchParam === 'all'
      ? undefined
      : Number.isInteger(rawBranch) && rawBranch > 0
        ? rawBranch
        : defaultBranchId;

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
    tab,
    date,
    branchId,
    setTab: (value: DeskTab) => update({ view: value }),
    setDate: (value: string) => update({ date: value }),
    setBranch: (value: number) => update({ branch: String(value) }),
  };
}

/** The date `days` after `date` (negative: before). */
export function shiftDate(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
