import { ORDER_MESSAGES, ADMIN_ORDER_MESSAGES } from '@salon/shared';
import { Grid } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { StatCards } from '../../admin/components/StatCards';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAdminOrders, useAdminOrderStats } from '../api/orders-admin-queries';
import { OrderCards } from '../components/OrderCards';
import { OrderDrawer } from '../components/OrderDrawer';
import { OrderFilters } from '../components/OrderFilters';
import { InvoiceRequestsButton } from '../components/InvoiceRequestsButton';
import { OrdersTable } from '../components/OrdersTable';
import { useOrderListParams } from '../components/use-order-list-params';
import styles from '../components/orders-admin.module.css';

/** /admin/orders: every order of the shop (a staff member's branch only), to follow and settle. */
export function AdminOrdersPage() {
  usePageTitle('Đơn hàng');
  const { user } = useCurrentUser();
  const phone = Grid.useBreakpoint().md === false;
  const branchLocked = user?.role === 'staff' && user.branch_id !== null;
  const state = useOrderListParams();
  const { params, update } = state;
  const list = useAdminOrders(params);
  const stats = useAdminOrderStats(branchLocked ? undefined : params.branch_id);
  const [openId, setOpenId] = useState<number | null>(null);

  const s = stats.data;
  const listProps = {
    items: list.data?.data ?? [],
    loading: list.isFetching,
    page: list.data?.meta.current_page ?? params.page,
    perPage: params.per_page,
    total: list.data?.meta.total ?? 0,
    pageSizeOptions: state.pageSizeOptions,
    onPage: (page: number, size: number) =>
      update(size === params.per_page ? { page } : { per_page: size }),
    onOpen: setOpenId,
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Đơn hàng</h1>
        <InvoiceRequestsButton onOpenOrder={setOpenId} />
      </div>
      {stats.isError ? (
        <ListError
          title={ADMIN_ORDER_MESSAGES.statsLoadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatCards
          loading={stats.isLoading}
          items={[
            { title: 'Đơn hôm nay', value: s?.today_orders ?? 0 },
            {
              title: 'Doanh thu hôm nay',
              value: formatVnd(s?.today_revenue ?? 0),
              color: '#389e0d',
            },
            {
              title: 'Chờ thanh toán',
              value: s?.awaiting_payment ?? 0,
              suffix: s?.awaiting_payment ? (
                <small className={styles.muted}> · {formatVnd(s.awaiting_payment_amount)}</small>
              ) : undefined,
              color: '#d46b08',
            },
            { title: 'Đã thanh toán, chờ giao', value: s?.by_status.paid ?? 0, color: '#0958d9' },
            { title: 'Hoàn thành', value: s?.by_status.completed ?? 0 },
            { title: 'Đã hủy', value: s?.by_status.cancelled ?? 0, color: '#cf1322' },
            { title: 'Tổng số đơn', value: s?.total ?? 0 },
          ]}
        />
      )}
      <OrderFilters state={state} branchLocked={branchLocked} />
      {list.isError ? (
        <ListError
          title={ORDER_MESSAGES.listLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {phone ? (
        <OrderCards {...listProps} />
      ) : (
        <OrdersTable {...listProps} showBranch={!branchLocked} />
      )}
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
