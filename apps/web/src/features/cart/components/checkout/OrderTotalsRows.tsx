import type { OrderTotals } from '@salon/shared';
import { formatVnd } from '../../../../lib/format';
import styles from './checkout.module.css';

/** Subtotal, order discount, delivery fee, VAT and total, one row each. */
export function OrderTotalsRows({
  totals,
  itemCount,
}: {
  totals: Pick<
    OrderTotals,
    'subtotal' | 'discount_amount' | 'delivery_fee' | 'tax_rate' | 'tax_amount' | 'total_amount'
  >;
  itemCount?: number;
}) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>
          Tạm tính
          {itemCount !== undefined ? (
            <span className={styles.muted}> ({itemCount} sản phẩm)</span>
          ) : null}
        </dt>
        <dd data-testid="cart-subtotal">{formatVnd(totals.subtotal)}</dd>
      </div>
      {totals.discount_amount > 0 ? (
        <div>
          <dt>Giảm giá đơn hàng</dt>
          <dd className={styles.discount}>-{formatVnd(totals.discount_amount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Phí giao hàng</dt>
        <dd data-testid="checkout-delivery-fee">
          {totals.delivery_fee > 0 ? formatVnd(totals.delivery_fee) : 'Miễn phí'}
        </dd>
      </div>
      {totals.tax_rate > 0 ? (
        <div>
          <dt>VAT ({totals.tax_rate}%)</dt>
          <dd data-testid="checkout-vat">{formatVnd(totals.tax_amount)}</dd>
        </div>
      ) : null}
      <div className={styles.grandTotal}>
        <dt>Tổng cộng</dt>
        <dd data-testid="checkout-total">{formatVnd(totals.total_amount)}</dd>
      </div>
    </dl>
  );
}
