import { Suspense } from 'react';
import { useCart } from '../../../features/cart/api/cart';
import styles from '../../../features/cart/components/cart.module.css';
import { formatVnd } from '../../../lib/format';
import { ButtonLink, Drawer, SkeletonText } from '../../../ui';
import { lazyInAntdScope } from '../../lazy-in-antd-scope';

/* The lines (quantity steppers, removal, empty and error states) are Ant Design's: they load with
   the first opening, in their own scope. */
const CartDrawerLines = lazyInAntdScope(
  async () => (await import('./CartDrawerLines')).CartDrawerLines,
);

const loading = (
  <div aria-busy="true" aria-label="Đang tải giỏ hàng">
    <SkeletonText lines={4} />
  </div>
);

/** The customer's cart at the side of every public page: lines, total, the way to the cart page. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useCart();
  const hasItems = (cart.data?.items.length ?? 0) > 0;
  return (
    <Drawer
      title={`Giỏ hàng${cart.data?.total_items ? ` (${cart.data.total_items})` : ''}`}
      open={open}
      onClose={onClose}
      width={400}
      bodyClassName={styles.drawerBody}
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
              <ButtonLink to="/cart" onClick={onClose} block>
                Xem giỏ hàng
              </ButtonLink>
              <ButtonLink to="/gio-hang#thanh-toan" onClick={onClose} variant="primary" block>
                Thanh toán
              </ButtonLink>
            </div>
          </>
        ) : null
      }
    >
      {cart.isPending && !cart.isError ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <CartDrawerLines onNavigate={onClose} />
        </Suspense>
      )}
    </Drawer>
  );
}
