/** A row id from the URL path, or null when the text cannot name a row. */
export function pathId(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
