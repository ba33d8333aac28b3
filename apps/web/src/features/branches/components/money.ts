import { toMillions } from '@salon/shared';

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** Branch revenue in millions of đồng (back-office §9): 12500000 -> "12,5 tr ₫". */
export function formatMillions(dong: number): string {
  return `${number.format(toMillions(dong))} tr ₫`;
}

/** A percentage with one decimal, or a dash when there is nothing to count. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${number.format(value)}%`;
}
