import { minutesOf, SLOT_MINUTES, WORKING_SLOT_TIMES } from '@salon/shared';

/* Where blocks sit on the time grid: pure, so the layout rules are easy to follow. */

/** The grid runs over the salon's possible working times: 08:00 to 22:00. */
export const GRID_START = minutesOf(WORKING_SLOT_TIMES[0] ?? '08:00');
export const GRID_END =
  minutesOf(WORKING_SLOT_TIMES[WORKING_SLOT_TIMES.length - 1] ?? '21:30') + SLOT_MINUTES;

export interface Placed<T> {
  item: T;
  /** Pixels from the top of the column. */
  top: number;
  height: number;
  /** Side-by-side lane of overlapping blocks, and how many lanes the overlap group has. */
  lane: number;
  lanes: number;
}

interface Timed {
  appointment_time: string;
  duration_minutes: number;
}

/**
 * Places blocks in one column: each spans its duration; overlapping blocks share the width in
 * lanes (the first free lane, so a chain of overlaps stays narrow only where it must).
 */
export function placeBlocks<T extends Timed>(items: readonly T[], slotHeight: number): Placed<T>[] {
  const sorted = [...items].sort(
    (a, b) =>
      minutesOf(a.appointment_time) - minutesOf(b.appointment_time) ||
      b.duration_minutes - a.duration_minutes,
  );
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let groupEnd = -1;
  const laneEnds: number[] = [];
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((p) => p.lane + 1));
    for (const p of group) p.lanes = lanes;
    group = [];
    laneEnds.length = 0;
  };
  for (const item of sorted) {
    const start = Math.max(GRID_START, minutesOf(item.appointment_time));
    const end = Math.min(GRID_END, minutesOf(item.appointment_time) + item.duration_minutes);
    if (start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = end;
    groupEnd = Math.max(groupEnd, end);
    const entry: Placed<T> = {
      item,
      top: ((start - GRID_START) / SLOT_MINUTES) * slotHeight,
      height: Math.max(slotHeight / 2, ((end - start) / SLOT_MINUTES) * slotHeight),
      lane,
      lanes: 1,
    };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}

/** Pixels from the top of the grid for a time in minutes, or null outside the grid. */
export function offsetOf(minutes: number, slotHeight: number): number | null {
  if (minutes < GRID_START || minutes > GRID_END) return null;
  return ((minutes - GRID_START) / SLOT_MINUTES) * slotHeight;
}
