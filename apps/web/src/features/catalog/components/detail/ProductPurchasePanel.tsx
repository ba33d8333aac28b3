import { ShoppingCartOutlined } from '@ant-design/icons';
import type { PublicProductDetail } from '@salon/shared';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../../components/LinkButton';
import { QuantityInput } from '../../../../components/QuantityInput';
import { useCurrentUser } from '../../../auth/api/current-user';
import { useAddToCart } from '../../../cart/api/cart';
import styles from './detail.module.css';

/**
 * Guests see sign-in and sign-up buttons, without a quantity; a signed-in customer picks 1 up
 * to the stock and adds to the cart. Out of stock or not for sale: disabled.
 */
export function ProductPurchasePanel({ product }: { product: PublicProductDetail }) {
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const { pathname, search } = useLocation();
  const available = product.sellable && product.stock_quantity > 0;

  if (!user) {
    return (
      <div className={styles.purchase}>
        <Typography.Text>Đăng nhập để chọn số lượng và thêm sản phẩm vào giỏ hàng.</Typography.Text>
        <div className={styles.actions}>
          {/* Back to this product once signed in (and past a forced password change). */}
          <LinkButton
            type="primary"
            to={`/customer/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
          >
            Đăng nhập
          </LinkButton>
          <LinkButton to="/customer/register">Đăng ký</LinkButton>
        </div>
      </div>
    );
  }
  if (user.role !== 'customer') {
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
    </div>
  );
}
