import dayjs from 'dayjs';

/**
 * A form's unsaved values as stored text, and back: plain values as they are, dates (dayjs, what
 * the date pickers hold) as `{ "$date": ISO }`; anything else (files, functions) is left out.
 */
export function serializeDraft(values: Record<string, unknown>): string {
  const plain = (value: unknown): unknown => {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
    if (dayjs.isDayjs(value)) return value.isValid() ? { $date: value.toISOString() } : null;
    if (Array.isArray(value)) return value.map(plain);
    return undefined;
  };
  const kept = Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, plain(value)] as const)
      .filter(([, value]) => value !== undefined),
  );
  return JSON.stringify(kept);
}

export function restoreDraft(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (value !== null && typeof value === 'object' && '$date' in value) {
      const date = dayjs(String(value.$date));
      return date.isValid() ? date : null;
    }
    return value;
  };
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, revive(value)]));
}
