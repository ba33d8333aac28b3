import { ORDER_FEES, type OrderType } from './constants.js';

/* Fees, order discount and VAT (customer-account §9): the server's rule and the cart's preview. */

export interface PricedLine {
  /** What one unit costs after its sale price and item promotions. */
  unit_price: number;
  quantity: number;
}

/** An order-level promotion: it needs a minimum subtotal and one of its items in the order. */
export interface OrderPromotion {
  id: number;
  name: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_discount_amount: number | null;
  min_order_amount: number;
  /** The order's subtotal of the promotion's own items (a percentage is taken off these). */
  eligible_subtotal: number;
}

export interface OrderTotals {
  subtotal: number;
  /** Taken off the subtotal by the best order-level promotion. */
  discount_amount: number;
  promotion: { id: number; name: string } | null;
  delivery_fee: number;
  /** Whole percent; 0 when VAT is off. */
  tax_rate: number;
  tax_amount: number;
  total_amount: number;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
}

/** The salon's delivery settings (the `delivery` group); ORDER_FEES when nothing is stored. */
export interface DeliveryFees {
  delivery_fee: number;
  free_delivery_from: number;
}

export const DEFAULT_DELIVERY_FEES: DeliveryFees = {
  delivery_fee: ORDER_FEES.deliveryFee,
  free_delivery_from: ORDER_FEES.freeDeliveryFrom,
};

/** The delivery fee under the free-delivery subtotal (30 000 ₫ under 500 000 ₫ by default). */
export function deliveryFeeFor(
  orderType: OrderType,
  subtotal: number,
  fees: DeliveryFees = DEFAULT_DELIVERY_FEES,
): number {
  if (orderType === 'in_store') return 0;
  return subtotal >= fees.free_delivery_from ? 0 : fees.delivery_fee;
}

/** The settings' VAT: the configured rate when enabled, else none. */
export function effectiveVatRate(tax: { vat_enabled: boolean; vat_rate: number }): number {
  return tax.vat_enabled ? tax.vat_rate : 0;
}

/** What one order-level promotion takes off, or 0 when the order does not qualify. */
export function orderPromotionDiscount(promotion: OrderPromotion, subtotal: number): number {
  if (promotion.eligible_subtotal <= 0 || subtotal < promotion.min_order_amount) return 0;
  if (promotion.discount_value <= 0) return 0;
  let discount =
    promotion.discount_type === 'fixed'
      ? Math.round(promotion.discount_value)
      : Math.round((promotion.eligible_subtotal * promotion.discount_value) / 100);
  const cap = promotion.max_discount_amount;
  if (promotion.discount_type === 'percentage' && cap && cap > 0)
    discount = Math.min(discount, cap);
  return Math.min(discount, promotion.eligible_subtotal);
}

/**
 * Subtotal, the best order promotion (one, never stacked), delivery fee (on the subtotal), VAT
 * on what is left after the discount, and the total, all in whole đồng.
 */
export function computeOrderTotals(input: {
  lines: readonly PricedLine[];
  order_type: OrderType;
  vat_rate: number;
  promotions?: readonly OrderPromotion[];
  /** The settings' fees; the server always passes them. */
  delivery?: DeliveryFees;
}): OrderTotals {
  const subtotal = subtotalOf(input.lines);
  let discount = 0;
  let promotion: OrderTotals['promotion'] = null;
  for (const candidate of input.promotions ?? []) {
    const amount = orderPromotionDiscount(candidate, subtotal);
    if (amount > discount) {
      discount = amount;
      promotion = { id: candidate.id, name: candidate.name };
    }
  }
  const deliveryFee = deliveryFeeFor(input.order_type, subtotal, input.delivery);
  const taxRate = Math.max(0, input.vat_rate);
  const taxAmount = Math.round(((subtotal - discount) * taxRate) / 100);
  return {
    subtotal,
    discount_amount: discount,
    promotion,
    delivery_fee: deliveryFee,
    tax_rate: taxRate,
    tax_amount: taxAmount,
    total_amount: subtotal - discount + deliveryFee + taxAmount,
  };
}
