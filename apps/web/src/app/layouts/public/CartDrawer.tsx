import { Drawer, Skeleton } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { useCart } from '../../../features/cart/api/cart';
import { CartEmpty } from '../../../features/cart/components/CartEmpty';
import { CartLine } from '../../../features/cart/components/CartLine';
import { CartLoadError } from '../../../features/cart/components/CartLoadError';
import styles from '../../../features/cart/components/cart.module.css';
import { formatVnd } from '../../../lib/format';

/** The customer's cart at the side of every public page: lines, total, the way to the cart page. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useCart();
  const items = cart.data?.items ?? [];
  const hasItems = items.length > 0;

  let body;
  if (cart.isError && !cart.data) {
    body = <CartLoadError error={cart.error} onRetry={() => void cart.refetch()} />;
  } else if (cart.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 3 }} aria-busy="true" />;
  } else if (!hasItems) {
    body = <CartEmpty onNavigate={onClose} />;
  } else {
    body = items.map((item) => <CartLine key={item.id} item={item} onNavigate={onClose} />);
  }

  return (
    <Drawer
      title={`Giỏ hàng${cart.data?.total_items ? ` (${cart.data.total_items})` : ''}`}
      placement="right"
      open={open}
      onClose={onClose}
      size={400}
      styles={{ wrapper: { maxWidth: '100vw' }, body: { paddingTop: 4 } }}
      footer={
        hasItems ? (
          <>
            <div className={styles.drawerTotal}>
              <span>Tổng cộng</span>
              <strong data-testid="cart-drawer-total">
                {formatVnd(cart.data?.total_amount ?? 0)}
              </strong>
            </div>
            <div className={styles.drawerActions}>
              <LinkButton to="/cart" onClick={onClose} block>
                Xem giỏ hàng
              </LinkButton>
              <LinkButton to="/gio-hang#thanh-toan" onClick={onClose} type="primary" block>
                Thanh toán
              </LinkButton>
            </div>
          </>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}
