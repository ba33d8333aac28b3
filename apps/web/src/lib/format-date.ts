import dayjs from 'dayjs';

/** How dates and times are shown: the salon's way unless a back-office user chose another. */
let display = { date: 'DD/MM/YYYY', time: 'HH:mm' };

/**
 * Sets the formats every `formatDate` / `formatDateTime` uses from now on (the back office calls
 * it with the signed-in user's preferences, like `dayjs.locale` sets the language).
 */
export function setDateDisplay(dateFormat: string, timeFormat: '24h' | '12h'): void {
  display = { date: dateFormat, time: timeFormat === '12h' ? 'h:mm A' : 'HH:mm' };
}

/** An ISO timestamp as a date: 21/11/2026 by default. */
export function formatDate(iso: string): string {
  return dayjs(iso).format(display.date);
}

/** 21/11/2026 14:05 by default. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(`${display.date} ${display.time}`);
}
