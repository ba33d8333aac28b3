import { formatDate as formatShownDate } from '../../../../lib/format-date';

/** `2026-11-21` -> `21/11/2026` (the one date formatter); null stays null. */
export function formatDate(date: string | null): string | null {
  return date ? formatShownDate(date) : null;
}
