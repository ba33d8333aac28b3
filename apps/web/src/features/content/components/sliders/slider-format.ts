/** `2026-11-21` -> `21/11/2026`; null stays null. */
export function formatDate(date: string | null): string | null {
  if (!date) return null;
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
