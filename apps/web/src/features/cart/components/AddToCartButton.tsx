import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_MESSAGES, type CartItemType } from '@salon/shared';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAddToCart } from '../api/cart';

/* Loaded when a guest first asks: list pages show this button on every card. */
const LoginRequiredDialog = lazy(async () => ({
  default: (await import('../../auth/components/LoginRequiredDialog')).LoginRequiredDialog,
}));

/**
 * 'Thêm vào giỏ' for a product or service. Customers add one; guests are asked to log in;
 * staff accounts, who have no cart, see nothing.
 */
export function AddToCartButton({
  type,
  itemId,
  unavailable,
  ...props
}: {
  type: CartItemType;
  itemId: number;
  /** Why it cannot be bought ('Hết hàng'...): shown on a disabled button. */
  unavailable?: string | undefined;
} & Pick<ButtonProps, 'block' | 'size' | 'className'>) {
  const { user } = useCurrentUser();
  const add = useAddToCart();
  const [askLogin, setAskLogin] = useState(false);
  const [asked, setAsked] = useState(false);
  if (user && user.role !== 'customer') return null;

  return (
    <>
      <Button
        {...props}
        type="primary"
        icon={<ShoppingCartOutlined />}
        disabled={unavailable !== undefined}
        loading={add.isPending}
        onClick={() => {
          if (user) {
            add.mutate({ type, item_id: itemId });
            return;
          }
          setAsked(true);
          setAskLogin(true);
        }}
      >
        {unavailable ?? 'Thêm vào giỏ'}
      </Button>
      {!user && asked ? (
        <Suspense fallback={null}>
          <LoginRequiredDialog
            open={askLogin}
            onClose={() => setAskLogin(false)}
            message={CART_MESSAGES.loginRequired}
          />
        </Suspense>
      ) : null}
    </>
  );
}
