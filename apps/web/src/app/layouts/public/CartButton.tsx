import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, type ButtonProps } from 'antd';
import { useCart } from '../../../features/cart/api/cart';

/** The cart icon with its item count; opens the cart drawer. Customers only. */
export function CartButton({
  onOpen,
  ...props
}: { onOpen: () => void } & Pick<ButtonProps, 'shape' | 'size' | 'type' | 'className'>) {
  const { data } = useCart();
  const count = data?.total_items ?? 0;
  return (
    <Badge count={count} size="small" overflowCount={99}>
      <Button
        {...props}
        icon={<ShoppingCartOutlined />}
        aria-label={count > 0 ? `Giỏ hàng (${count} sản phẩm)` : 'Giỏ hàng'}
        onClick={onOpen}
      />
    </Badge>
  );
}
