import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { useCart } from '../../../features/cart/api/cart';
import { Badge, Button, Icon, type ButtonProps } from '../../../ui';

/**
 * The cart icon with its item count (drawn once the cart has answered: none in the server's
 * page); opens the cart drawer. Guests and customers only.
 */
export function CartButton({
  onOpen,
  ...props
}: { onOpen: () => void } & Pick<ButtonProps, 'variant' | 'className'>) {
  const { data } = useCart();
  const count = data?.total_items ?? 0;
  return (
    <Badge count={count} overflowCount={99}>
      <Button
        {...props}
        icon={<Icon icon={ShoppingCartOutlined} />}
        aria-label={count > 0 ? `Giỏ hàng (${count} sản phẩm)` : 'Giỏ hàng'}
        aria-haspopup="dialog"
        onClick={onOpen}
      />
    </Badge>
  );
}
