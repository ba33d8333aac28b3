import { formatViNumber, toMillions } from '@salon/shared';

/** Branch revenue in millions of đồng (back-office §9): 12500000 -> "12,5 tr ₫". */
export function formatMillions(dong: number): string {
  return `${formatViNumber(toMillions(dong), 1)} tr ₫`;
}

/** A percentage with one decimal, or a dash when there is nothing to count. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${formatViNumber(value, 1)}%`;
}
