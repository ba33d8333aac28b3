import {
  DEFAULT_OPENING_PERIODS,
  formatOpeningPeriods,
  spanOfPeriods,
  type PublicBranch,
} from '@salon/shared';
import { useHydrated } from '../../lib/use-hydrated';
import { usePublicBranches } from './api/public-branches';

export interface TodayHours {
  /** The active branches with today's hours (empty while loading or when they fail). */
  branches: readonly PublicBranch[];
  /**
   * The chain's day: the earliest opening to the latest closing of today's branches ("8:00 –
   * 21:00"); the default hours until the branches are known; "Nghỉ" when every branch is closed.
   */
  text: string;
}

/** Today's opening hours of the branches, from their working hours (the hours booked by). */
export function useTodayHours(): TodayHours {
  const query = usePublicBranches();
  // Drawn on the server without the branches (today is the visitor's); so while hydrating.
  const branches = (useHydrated() ? query.data : undefined) ?? [];
  if (branches.length === 0) {
    return { branches, text: formatOpeningPeriods(DEFAULT_OPENING_PERIODS) };
  }
  return {
    branches,
    text: formatOpeningPeriods(spanOfPeriods(branches.map((branch) => branch.hours.periods))),
  };
}
