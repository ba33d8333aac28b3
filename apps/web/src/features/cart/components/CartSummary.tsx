import { Alert, Button, Card, Tooltip } from 'antd';
import type { Cart } from '@salon/shared';
import { LinkButton } from '../../../components/LinkButton';
import { formatVnd } from '../../../lib/format';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from '../pages/cart-page.module.css';

/** The subtotal, and an honest word on checkout, which is not open yet. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { settings } = usePublicSettings();
  const unavailable = cart.items.filter((item) => !item.available).length;
  return (
    <Card className={styles.summary} title="Tóm tắt">
      <div className={styles.summaryRow}>
        <span>
          Tạm tính
          <span className={styles.count}>{cart.total_items} sản phẩm</span>
        </span>
        <strong data-testid="cart-subtotal">{formatVnd(cart.total_amount)}</strong>
      </div>
      <p className={styles.note}>
        Phí giao hàng và thuế VAT (nếu có) được tính khi đặt hàng.
        {unavailable > 0 ? ` ${unavailable} mục không còn bán không được tính vào tạm tính.` : null}
      </p>
      <Alert
        type="info"
        showIcon
        title="Đặt hàng trực tuyến sắp ra mắt"
        description={`Giỏ hàng của bạn được lưu lại. Trong lúc chờ, vui lòng gọi hotline ${settings.company.phone} hoặc ghé chi nhánh gần nhất để mua hàng.`}
      />
      <div className={styles.summaryActions}>
        <Tooltip title="Sắp ra mắt">
          <Button type="primary" size="large" block disabled>
            Thanh toán
          </Button>
        </Tooltip>
        <LinkButton to="/san-pham" block>
          Tiếp tục mua sắm
        </LinkButton>
      </div>
    </Card>
  );
}
