import { WORKING_SLOT_TIMES } from '@salon/shared';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Every half hour of the day, for the hotline's hours. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const value = clock(i * 30);
  return { value, label: value };
});

/** A branch's opening: a start time staff can open (08:00 to 21:30). */
export const OPENING_TIMES = WORKING_SLOT_TIMES.map((value) => ({ value, label: value }));

/** A branch's closing: one slot after a start time (08:30 to 22:00). */
export const CLOSING_TIMES = WORKING_SLOT_TIMES.map((time) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const value = clock(h * 60 + m + 30);
  return { value, label: value };
});
