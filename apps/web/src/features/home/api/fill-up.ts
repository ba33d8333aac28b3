/** The featured items first, then the fallback's, without repeats, up to `limit`. */
export function fillUp<T extends { id: number }>(featured: T[], fallback: T[], limit: number): T[] {
  const seen = new Set(featured.map((item) => item.id));
  return [...featured, ...fallback.filter((item) => !seen.has(item.id))].slice(0, limit);
}

/**
 * A featured list that is topped up when it is short: the featured items (`featured()`), and
 * only when there are fewer than `minimum` of them, the fallback list's (`fallback()`) after
 * them, up to `limit`.
 */
export async function featuredOrFilled<T extends { id: number }>(
  featured: () => Promise<T[]>,
  fallback: () => Promise<T[]>,
  { minimum, limit }: { minimum: number; limit: number },
): Promise<T[]> {
  const chosen = await featured();
  if (chosen.length >= minimum) return chosen;
  return fillUp(chosen, await fallback(), limit);
}
