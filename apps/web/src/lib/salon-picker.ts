import { salonMoment, salonToday, salonWallClock } from '@salon/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';

/**
 * A date-time picker shows and takes the salon's clock (Asia/Ho_Chi_Minh), whatever the
 * browser's zone: the picker's value holds the salon's wall-clock date and time.
 */
export function toSalonPickerValue(moment: string): Dayjs | null {
  const wall = salonWallClock(moment);
  return wall ? dayjs(`${wall.date}T${wall.time}`) : null;
}

/** The picked wall-clock date and time, read on the salon's clock, as an ISO moment. */
export function fromSalonPickerValue(value: Dayjs): string {
  return salonMoment(value.format('YYYY-MM-DD'), value.format('HH:mm')).toISOString();
}

/** For `disabledDate`: a day before the salon's today. */
export function beforeSalonToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') < salonToday();
}

/** For `disabledDate` of a birth date: a day after the salon's today. */
export function afterSalonToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') > salonToday();
}

/**
 * For a date picker's `onKeyDown` in a form: Enter picks the typed date (the picker does that
 * first) but does not submit the form, which the person has not finished.
 */
export function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}
