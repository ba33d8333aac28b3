import { ReloadOutlined, ShoppingOutlined } from '@ant-design/icons';
import { MY_ORDERS_MESSAGES, ORDER_MESSAGES, type MyOrder, type OrderItemDto } from '@salon/shared';
import { Alert, App, Button, Empty, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { LinkButton } from '../../../components/LinkButton';
import accountList from '../../../components/account-list.module.css';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRebuyOrder } from '../api/change-my-order';
import { useMyOrders, useMyOrderStats } from '../api/my-orders';
import { CancelOrderModal } from '../components/CancelOrderModal';
import { MyOrderStats } from '../components/MyOrderStats';
import { MyOrdersFilters } from '../components/MyOrdersFilters';
import type { OrderActionKind } from '../components/OrderActions';
import { OrderCards } from '../components/OrderCards';
import { OrdersBanner } from '../components/OrdersBanner';
import { OrdersTable } from '../components/OrdersTable';
import { ReviewItemModal } from '../components/ReviewItemModal';
import styles from '../components/my-orders.module.css';
import { useMyOrdersParams } from '../use-my-orders-params';
import { toast } from '../../../ui/Toast';

/** /don-hang-cua-toi, /my-orders, /orders: the signed-in customer's orders. */
export function MyOrdersPage() {
  usePageTitle('Đơn hàng của tôi');
  const { filters, setFilters, setPage, clear, isFiltered } = useMyOrdersParams();
  const list = useMyOrders(filters);
  const stats = useMyOrderStats();
  const wide = Grid.useBreakpoint().md === true;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const rebuy = useRebuyOrder();
  const [cancelling, setCancelling] = useState<MyOrder | null>(null);
  const [reviewing, setReviewing] = useState<{ order: MyOrder; item: OrderItemDto } | null>(null);

  const onAction = (kind: OrderActionKind, order: MyOrder) => {
    if (kind === 'cancel') {
      setCancelling(order);
      return;
    }
    rebuy.mutate(order.id, {
      onSuccess: (reply) => {
        if (reply.added === 0) void message.warning(reply.message);
        else {
          toast.success(reply.message);
          void navigate('/gio-hang');
        }
      },
      onError: (error) => void message.error(errorText(error, MY_ORDERS_MESSAGES.rebuyFailed)),
    });
  };

  const page = list.data;
  const View = wide ? OrdersTable : OrderCards;

  return (
    <div className={`container ${accountList.page}`}>
      <OrdersBanner />
      <div className={accountList.header}>
        <h1 className={accountList.title}>Đơn hàng của tôi</h1>
        <LinkButton type="primary" icon={<ShoppingOutlined />} to="/san-pham">
          Mua sắm tiếp
        </LinkButton>
      </div>
      <MyOrderStats stats={stats.data} />
      <MyOrdersFilters
        filters={filters}
        onChange={setFilters}
        onClear={clear}
        onRefresh={() => {
          void list.refetch();
          void stats.refetch();
        }}
        refreshing={list.isFetching}
        filtered={isFiltered}
      />

      {list.isPending ? (
        <div className={styles.panel} aria-busy="true" aria-label="Đang tải đơn hàng">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : list.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={ORDER_MESSAGES.listLoadFailed}
          description={list.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : !page || page.meta.total === 0 ? (
        <div className={styles.panel}>
          <Empty
            image={<ShoppingOutlined className={styles.emptyIcon} />}
            description={isFiltered ? MY_ORDERS_MESSAGES.emptyFiltered : ORDER_MESSAGES.empty}
          >
            {isFiltered ? (
              <Button onClick={clear}>Xóa bộ lọc</Button>
            ) : (
              <LinkButton type="primary" to="/san-pham">
                Mua sắm ngay
              </LinkButton>
            )}
          </Empty>
        </div>
      ) : (
        <div className={wide ? styles.panel : undefined}>
          {list.isError ? (
            <Alert
              type="error"
              showIcon
              title={ORDER_MESSAGES.listLoadFailed}
              className={styles.inlineError}
            />
          ) : null}
          <View
            page={page}
            filters={filters}
            loading={list.isFetching}
            onFilters={setFilters}
            onPage={setPage}
            onAction={onAction}
            onReview={(order, item) => setReviewing({ order, item })}
            rebuyingId={rebuy.isPending ? (rebuy.variables ?? null) : null}
          />
        </div>
      )}
      {cancelling ? (
        <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
      {reviewing ? (
        <ReviewItemModal
          order={reviewing.order}
          item={reviewing.item}
          onClose={() => setReviewing(null)}
        />
      ) : null}
    </div>
  );
}
