import type { AdminPromotion } from '@salon/shared';
import { formatVnd } from '../../../lib/format';
import { promotionAmountText } from '../../../lib/promotion-text';

/** "20% (tối đa 50.000 ₫)" or "30.000 ₫", with the minimum order when there is one. */
export function discountText(
  promotion: Pick<
    AdminPromotion,
    'discount_type' | 'discount_value' | 'max_discount_amount' | 'min_order_amount'
  >,
): string {
  const amount = promotionAmountText(promotion);
  return promotion.min_order_amount
    ? `${amount}, đơn từ ${formatVnd(promotion.min_order_amount)}`
    : amount;
}
