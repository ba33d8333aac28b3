import { formatViNumber } from '@salon/shared';

/** 150000 -> "150.000 ₫" */
export function formatVnd(amount: number): string {
  return `${formatViNumber(amount)} ₫`;
}
