import { Button, Card, Grid, Popconfirm, Result, Skeleton } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { useCart } from '../api/cart';
import { useClearCart } from '../api/change-cart';
import { CartEmpty } from '../components/CartEmpty';
import { CartLine } from '../components/CartLine';
import { CartLoadError } from '../components/CartLoadError';
import { CheckoutPanel } from '../components/checkout/CheckoutPanel';
import { CartTable } from '../components/CartTable';
import styles from './cart-page.module.css';

/** /cart, /gio-hang: the customer's or guest's cart lines, and the checkout beside them. */
export function CartPage() {
  usePageTitle('Giỏ hàng');
  const { user, isLoading } = useCurrentUser();

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Giỏ hàng</h1>
      {isLoading ? (
        <Skeleton active />
      ) : user === null || user.role === 'customer' ? (
        <CustomerCart />
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

/** Staff accounts have no cart. */
function SignInPrompt() {
  return (
    <Result
      status="info"
      title="Giỏ hàng dành cho khách hàng"
      subTitle="Tài khoản nhân viên không mua hàng trực tuyến. Vui lòng đăng nhập bằng tài khoản khách hàng."
    />
  );
}

function CustomerCart() {
  const cart = useCart();
  const clear = useClearCart();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;

  if (cart.isError && !cart.data) {
    return <CartLoadError error={cart.error} onRetry={() => void cart.refetch()} />;
  }
  if (cart.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const { items } = cart.data;
  if (items.length === 0) {
    return (
      <Card>
        <CartEmpty />
      </Card>
    );
  }

  return (
    <div className={styles.layout}>
      <Card
        className={styles.items}
        title={`${items.length} mục trong giỏ`}
        extra={
          <Popconfirm
            title="Xóa tất cả sản phẩm?"
            description="Mọi sản phẩm và dịch vụ trong giỏ sẽ bị xóa."
            okText="Xóa tất cả"
            cancelText="Hủy"
            okButtonProps={{ danger: true }}
            onConfirm={() => clear.mutate()}
          >
            <Button danger type="link" loading={clear.isPending}>
              Xóa tất cả
            </Button>
          </Popconfirm>
        }
        styles={{ body: wide ? { padding: 0 } : { paddingTop: 4, paddingBottom: 4 } }}
      >
        {wide ? (
          <CartTable items={items} />
        ) : (
          items.map((item) => <CartLine key={item.id} item={item} />)
        )}
      </Card>
      <CheckoutPanel cart={cart.data} />
    </div>
  );
}
