import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import type { CartItemType } from '@salon/shared';
import { useCurrentUser } from '../../auth/api/current-user';
import { Button, Icon } from '../../../ui';
import { useAddToCart } from '../../cart/api/cart';

/**
 * 'Thêm vào giỏ' for a product or service. Customers and guests add one (a guest's cart is kept
 * on the server behind its cookie and joins the account at login); staff accounts, who have no
 * cart, see nothing.
 */
export function AddToCartButton({
  type,
  itemId,
  unavailable,
}: {
  type: CartItemType;
  itemId: number;
  /** Why it cannot be bought ('Hết hàng'...): shown on a disabled button. */
  unavailable?: string | undefined;
}) {
  const { user } = useCurrentUser();
  const add = useAddToCart();
  if (user && user.role !== 'customer') return null;

  return (
    <Button
      variant="primary"
      icon={<Icon icon={ShoppingCartOutlined} />}
      disabled={unavailable !== undefined}
      loading={add.isPending}
      onClick={() => add.mutate({ type, item_id: itemId })}
    >
      {unavailable ?? 'Thêm vào giỏ'}
    </Button>
  );
}
