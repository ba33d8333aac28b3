import type { PromotionTerms } from '@salon/shared';
import { formatVnd } from './format';

/** "20% (tối đa 50.000 ₫)" or "30.000 ₫": what a promotion takes off, in words. */
export function promotionAmountText(
  promotion: Pick<PromotionTerms, 'discount_type' | 'discount_value' | 'max_discount_amount'>,
): string {
  if (promotion.discount_type === 'fixed') return formatVnd(promotion.discount_value);
  const cap = promotion.max_discount_amount
    ? ` (tối đa ${formatVnd(promotion.max_discount_amount)})`
    : '';
  return `${promotion.discount_value}%${cap}`;
}
