import { PAYMENT_MESSAGES } from '@salon/shared';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { StatCards } from '../../admin/components/StatCards';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePaymentsOverview } from '../api/payments-admin';
import { BankAccountTab } from '../components/BankAccountTab';
import { InstallmentPlansTab } from '../components/InstallmentPlansTab';
import { MethodsTab } from '../components/MethodsTab';
import { SecurityTab } from '../components/SecurityTab';
import { TransactionsTab } from '../components/TransactionsTab';
import { WebhookNotice } from '../components/WebhookNotice';

const TABS = ['transactions', 'methods', 'installments', 'security', 'bank'] as const;
type Tab = (typeof TABS)[number];

/** /admin/payment: money received, transfers to settle, payment methods, plans and risk. */
export function PaymentsAdminPage() {
  usePageTitle('Thanh toán');
  const { user } = useCurrentUser();
  const canEdit = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'transactions';
  const overview = usePaymentsOverview();
  const o = overview.data;

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Thanh toán
      </Typography.Title>
      {canEdit ? <WebhookNotice /> : null}
      {overview.isError ? (
        <ListError
          title={PAYMENT_MESSAGES.loadFailed}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <StatCards
          loading={overview.isLoading}
          items={[
            {
              title: 'Đã thu hôm nay',
              value: formatVnd(o?.received_today.amount ?? 0),
              color: '#389e0d',
            },
            {
              title: 'Đã thu tháng này',
              value: formatVnd(o?.received_month.amount ?? 0),
              color: '#389e0d',
            },
            { title: 'Lượt thanh toán tháng này', value: o?.received_month.count ?? 0 },
            {
              title: 'Đơn chờ chuyển khoản',
              value: o?.awaiting_transfer.count ?? 0,
              suffix: o?.awaiting_transfer.count
                ? `· ${formatVnd(o.awaiting_transfer.amount)}`
                : undefined,
            },
            {
              title: 'Giao dịch chờ đối soát',
              value: o?.unmatched.count ?? 0,
              color: o?.unmatched.count ? '#d46b08' : undefined,
            },
            { title: 'Hoàn tiền tháng này', value: formatVnd(o?.refunded_month.amount ?? 0) },
            { title: 'Phí xử lý ước tính (tháng)', value: formatVnd(o?.fees_month.total ?? 0) },
          ]}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'transactions') next.delete('tab');
              else next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'transactions', label: 'Giao dịch gần đây', children: <TransactionsTab /> },
          {
            key: 'methods',
            label: 'Phương thức thanh toán',
            children: <MethodsTab canEdit={canEdit} fees={o?.fees_month.by_method} />,
          },
          {
            key: 'installments',
            label: 'Trả góp',
            children: <InstallmentPlansTab canEdit={canEdit} />,
          },
          { key: 'security', label: 'Bảo mật', children: <SecurityTab /> },
          {
            key: 'bank',
            label: 'Tài khoản nhận tiền',
            children: <BankAccountTab canEdit={canEdit} />,
          },
        ]}
      />
    </div>
  );
}
