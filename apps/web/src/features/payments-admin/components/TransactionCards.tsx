import { PAYMENT_METHOD_LABELS, type PaymentTransactionDto } from '@salon/shared';
import { Button, Card, Empty, Pagination, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { orderLink, providerLabel } from './labels';
import { canRefund, RefundPaymentButton } from './RefundPaymentButton';
import { TransactionStatus } from './TransactionStatus';

/** The transactions as cards, for phones. */
export function TransactionCards({
  items,
  loading,
  emptyText,
  page,
  total,
  perPage,
  onPage,
  onMatch,
  onIgnore,
}: {
  items: PaymentTransactionDto[];
  loading: boolean;
  emptyText: string;
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  onMatch: (row: PaymentTransactionDto) => void;
  onIgnore: (row: PaymentTransactionDto) => void;
}) {
  if (!loading && items.length === 0) return <Empty description={emptyText} />;
  return (
    <Spin spinning={loading}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {items.map((row) => (
          <Card key={row.id} size="small" data-transaction-card>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {formatVnd(row.amount)}
              </Typography.Text>
              <TransactionStatus row={row} />
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(row.transferred_at ?? row.created_at)} · {providerLabel(row.provider)}{' '}
              · {PAYMENT_METHOD_LABELS[row.method]}
            </Typography.Text>
            <Typography.Paragraph style={{ margin: '6px 0 0' }}>
              {row.content || '—'}
            </Typography.Paragraph>
            {row.note ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                {row.note}
              </Typography.Paragraph>
            ) : null}
            {row.order_number ? (
              <div style={{ marginTop: 6 }}>
                Đơn: <Link to={orderLink(row.order_number)}>{row.order_number}</Link>
              </div>
            ) : null}
            {canRefund(row) ? (
              <div style={{ marginTop: 10 }}>
                <RefundPaymentButton row={row} block />
              </div>
            ) : null}
            {row.status === 'unmatched' ? (
              <Space style={{ marginTop: 10 }}>
                <Button
                  type="primary"
                  aria-label={`Khớp đơn cho giao dịch ${formatVnd(row.amount)}`}
                  onClick={() => onMatch(row)}
                >
                  Khớp đơn
                </Button>
                <Button
                  aria-label={`Bỏ qua giao dịch ${formatVnd(row.amount)}`}
                  onClick={() => onIgnore(row)}
                >
                  Bỏ qua
                </Button>
              </Space>
            ) : null}
          </Card>
        ))}
        {total > perPage ? (
          <Pagination
            simple
            current={page}
            pageSize={perPage}
            total={total}
            onChange={onPage}
            style={{ textAlign: 'center' }}
          />
        ) : null}
      </Space>
    </Spin>
  );
}
