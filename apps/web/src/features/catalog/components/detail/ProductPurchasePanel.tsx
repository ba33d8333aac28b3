import { ShoppingCartOutlined } from '@ant-design/icons';
import type { PublicProductDetail } from '@salon/shared';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QuantityInput } from '../../../../components/QuantityInput';
import { useCurrentUser } from '../../../auth/api/current-user';
import { useAddToCart } from '../../../cart/api/cart';
import styles from './detail.module.css';

/**
 * A customer or a guest (whose cart the server keeps behind its cookie and joins to the account
 * at login) picks 1 up to the stock and adds to the cart. Out of stock or not for sale: disabled.
 * Staff accounts have no cart.
 */
export function ProductPurchasePanel({ product }: { product: PublicProductDetail }) {
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const { pathname, search } = useLocation();
  const available = product.sellable && product.stock_quantity > 0;

  if (user && user.role !== 'customer') {
    return <Alert type="info" showIcon title="Tài khoản nhân viên không mua hàng trên cửa hàng." />;
  }
  return (
    <div className={styles.purchase}>
      {!product.sellable ? (
        <Alert type="warning" showIcon title="Sản phẩm hiện không bán trực tuyến." />
      ) : product.stock_quantity <= 0 ? (
        <Alert type="warning" showIcon title="Sản phẩm tạm hết hàng." />
      ) : null}
      <div className={styles.quantity}>
        <label htmlFor="product-quantity">Số lượng</label>
        <QuantityInput
          id="product-quantity"
          name="Số lượng"
          max={Math.max(1, product.stock_quantity)}
          value={quantity}
          disabled={!available}
          onStep={setQuantity}
          onChange={(value) => {
            // An empty or non-positive entry is ignored (storefront §5).
            if (typeof value === 'number' && value >= 1) {
              setQuantity(Math.min(value, product.stock_quantity));
            }
          }}
        />
        {available ? (
          <Typography.Text type="secondary">Còn {product.stock_quantity} sản phẩm</Typography.Text>
        ) : null}
      </div>
      <Button
        type="primary"
        size="large"
        icon={<ShoppingCartOutlined />}
        disabled={!available}
        loading={addToCart.isPending}
        onClick={() => addToCart.mutate({ type: 'product', item_id: product.id, quantity })}
      >
        Thêm vào giỏ hàng
      </Button>
      {user ? null : (
        <Typography.Text type="secondary">
          Mua không cần tài khoản, hoặc{' '}
          {/* Back to this product once signed in (and past a forced password change). */}
          <Link to={`/customer/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
            Đăng nhập
          </Link>{' '}
          để dùng địa chỉ đã lưu và theo dõi đơn hàng.
        </Typography.Text>
      )}
    </div>
  );
}
