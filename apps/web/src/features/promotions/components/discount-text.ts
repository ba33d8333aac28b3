import type { AdminPromotion } from '@salon/shared';
import { formatVnd } from '../../../lib/format';

/** "20% (tối đa 50.000 ₫)" or "30.000 ₫", with the minimum order when there is one. */
export function discountText(
  promotion: Pick<
    AdminPromotion,
    'discount_type' | 'discount_value' | 'max_discount_amount' | 'min_order_amount'
  >,
): string {
  const amount =
    promotion.discount_type === 'percentage'
      ? `${promotion.discount_value}%${promotion.max_discount_amount ? ` (tối đa ${formatVnd(promotion.max_discount_amount)})` : ''}`
      : formatVnd(promotion.discount_value);
  return promotion.min_order_amount
    ? `${amount}, đơn từ ${formatVnd(promotion.min_order_amount)}`
    : amount;
}
