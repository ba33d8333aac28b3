import { HomeOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@salon/shared';
import { Alert, Breadcrumb, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { awaitsTransfer, useOrder } from '../api/order';
import { CancelOrderButton } from '../components/CancelOrderButton';
import { InvoiceRequestCard } from '../components/InvoiceRequestCard';
import { OrderBranchCard } from '../components/OrderBranchCard';
import { OrderInfoCard } from '../components/OrderInfoCard';
import { OrderItemsCard } from '../components/OrderItemsCard';
import { OrderProgress } from '../components/OrderProgress';
import { OrderLoadError, OrderNotFound, OrderSignInPrompt } from '../components/OrderStateViews';
import { OrderTotalsCard } from '../components/OrderTotalsCard';
import { TransferPaymentCard } from '../components/TransferPaymentCard';
import styles from '../components/order-detail.module.css';
import { ORDER_PAGE_TEXT as T } from '../order-page-text';

interface PlacedState {
  order?: OrderDetail;
  justPlaced?: boolean;
}

function parseId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

/** /don-hang/:id, /orders/:id: one order, and right after checkout its confirmation. */
export function OrderDetailPage() {
  usePageTitle('Chi tiết đơn hàng');
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as PlacedState | null;
  const placed = state?.order?.id === id ? state.order : null;
  const [justPlaced] = useState(() => Boolean(placed && state?.justPlaced));
  const accessToken = params.get('access_token');
  const { user, isLoading: userLoading } = useCurrentUser();
  // Without an account or the link's token there is no order to ask for.
  const signedOut = !userLoading && user === null && !accessToken && !placed;
  const order = useOrder(id, accessToken, placed, !signedOut && !userLoading);

  // The placed order has done its job once shown: a reload or a return visit asks the server
  // and shows no success banner again.
  useEffect(() => {
    if (location.state) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);

  if (signedOut) return <OrderSignInPrompt />;
  if (id === 0 || (order.error instanceof ApiError && order.error.status === 404)) {
    return <OrderNotFound />;
  }
  if (order.isError && !order.data) {
    return <OrderLoadError detail={order.error.message} onRetry={() => void order.refetch()} />;
  }
  if (order.isPending) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true">
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  return (
    <OrderView order={order.data} justPlaced={justPlaced} accessToken={user ? null : accessToken} />
  );
}

/** `accessToken`: a guest's (no 'my orders' for them; the token also cancels). */
function OrderView({
  order,
  justPlaced,
  accessToken,
}: {
  order: OrderDetail;
  justPlaced: boolean;
  accessToken: string | null;
}) {
  const transfer = awaitsTransfer(order) ? order.transfer : null;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { title: <Link to="/">Trang chủ</Link> },
          ...(accessToken ? [] : [{ title: <Link to="/don-hang-cua-toi">Đơn hàng của tôi</Link> }]),
          { title: order.order_number },
        ]}
      />
      {justPlaced ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={T.placedTitle}
          description={transfer ? T.placedTransferHint : T.placedHint}
          data-testid="order-placed"
        />
      ) : null}
      {order.payment_method === 'transfer' && order.payment_status === 'paid' ? (
        <Alert type="success" showIcon style={{ marginTop: 16 }} title={T.paidNotice} />
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>Đơn hàng {order.order_number}</h1>
        <div className={styles.actions}>
          <CancelOrderButton order={order} accessToken={accessToken} />
        </div>
      </header>
      <OrderProgress order={order} />
      <div className={styles.layout}>
        <div className={styles.column}>
          {transfer ? (
            <TransferPaymentCard transfer={transfer} orderNumber={order.order_number} />
          ) : null}
          <OrderItemsCard order={order} />
          <OrderTotalsCard order={order} />
        </div>
        <div className={styles.column}>
          <OrderInfoCard order={order} />
          <OrderBranchCard branch={order.branch} />
          <InvoiceRequestCard order={order} accessToken={accessToken} />
          <div className={styles.actions}>
            <LinkButton to="/" icon={<HomeOutlined />}>
              Về trang chủ
            </LinkButton>
            <LinkButton to="/san-pham" type="primary" icon={<ShoppingOutlined />}>
              Tiếp tục mua sắm
            </LinkButton>
          </div>
        </div>
      </div>
    </div>
  );
}
