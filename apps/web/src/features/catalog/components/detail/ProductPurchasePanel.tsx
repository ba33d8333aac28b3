import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import type { PublicProductDetail } from '@salon/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QuantityInputNative } from '../../../../components/QuantityInputNative';
import { Alert, Button, Icon } from '../../../../ui';
import { useCurrentUser } from '../../../auth/api/current-user';
import { useAddToCart } from '../../../cart/api/cart';
import styles from './detail.module.css';

/**
 * A customer or a guest (whose cart the server keeps behind its cookie and joins to the account
 * at login) picks 1 up to the stock and adds to the cart. Out of stock or not for sale: disabled.
 * Staff accounts have no cart. Drawn as for a guest until the session is known.
 */
export function ProductPurchasePanel({ product }: { product: PublicProductDetail }) {
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const { pathname, search } = useLocation();
  const available = product.sellable && product.stock_quantity > 0;

  if (user && user.role !== 'customer') {
    return <Alert type="info" title="Tài khoản nhân viên không mua hàng trên cửa hàng." />;
  }
  return (
    <div className={styles.purchase}>
      {!product.sellable ? (
        <Alert type="warning" title="Sản phẩm hiện không bán trực tuyến." />
      ) : product.stock_quantity <= 0 ? (
        <Alert type="warning" title="Sản phẩm tạm hết hàng." />
      ) : null}
      <div className={styles.quantity}>
        <label htmlFor="product-quantity">Số lượng</label>
        {/* An empty or non-positive entry is ignored (storefront §5). */}
        <QuantityInputNative
          id="product-quantity"
          name="Số lượng"
          max={Math.max(1, product.stock_quantity)}
          value={quantity}
          disabled={!available}
          onChange={setQuantity}
        />
        {available ? (
          <span className={styles.secondary}>Còn {product.stock_quantity} sản phẩm</span>
        ) : null}
      </div>
      <Button
        variant="primary"
        size="large"
        icon={<Icon icon={ShoppingCartOutlined} />}
        disabled={!available}
        loading={addToCart.isPending}
        onClick={() => addToCart.mutate({ type: 'product', item_id: product.id, quantity })}
      >
        Thêm vào giỏ hàng
      </Button>
      {user ? null : (
        <p className={styles.secondary}>
          Mua không cần tài khoản, hoặc{' '}
          {/* Back to this product once signed in (and past a forced password change). */}
          <Link
            className={styles.inlineLink}
            to={`/customer/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
          >
            Đăng nhập
          </Link>{' '}
          để dùng địa chỉ đã lưu và theo dõi đơn hàng.
        </p>
      )}
    </div>
  );
}
