import { slugify } from '@salon/shared';

/** `base`, or `base-2`, `base-3`… the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 110)}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The slug of a name; a name with no letters or digits gets a fallback. */
export function slugOfName(name: string, fallback: string): string {
  return slugify(name) || fallback;
}
