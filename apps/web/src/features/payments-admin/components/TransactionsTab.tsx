import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_TRANSACTION_STATUS_LABELS,
  PAYMENT_TRANSACTION_STATUSES,
  PAYMENT_TRANSACTIONS_PER_PAGE_MAX,
  type PaymentMethod,
  type PaymentTransactionDto,
  type PaymentTransactionStatus,
} from '@salon/shared';
import {
  Button,
  Col,
  Empty,
  Grid,
  Input,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { ListError } from '../../admin/components/ListError';
import { usePaymentTransactions } from '../api/payments-admin';
import { IgnoreTransactionModal } from './IgnoreTransactionModal';
import { orderLink, PROVIDER_LABELS, providerLabel } from './labels';
import { MatchTransactionModal } from './MatchTransactionModal';
import { canRefund, RefundPaymentButton } from './RefundPaymentButton';
import { TransactionCards } from './TransactionCards';
import { TransactionStatus } from './TransactionStatus';
import { useTablePageSize } from '../../../components/use-table-page-size';

type Action = { kind: 'match' | 'ignore'; transaction: PaymentTransactionDto } | null;

/** Recent payments and bank transfers; unmatched ones are settled here by hand. */
export function TransactionsTab() {
  const [page, setPage] = useState(1);
  // A link may open the list filtered by status (the dashboard's payments-to-match card).
  const statusFromAddress = useAddressFilter('status', PAYMENT_TRANSACTION_STATUSES);
  const [status, setStatus] = useState<PaymentTransactionStatus | undefined>(statusFromAddress);
  const [chosenSize, setChosenSize] = useState<number | undefined>();
  const { pageSize: perPage, pageSizeOptions } = useTablePageSize(chosenSize, {
    max: PAYMENT_TRANSACTIONS_PER_PAGE_MAX,
  });
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [provider, setProvider] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<Action>(null);
  const q = useDebouncedValue(search.trim(), 400);
  const list = usePaymentTransactions({
    page,
    per_page: perPage,
    status,
    method,
    provider,
    q: q || undefined,
  });
  const filtered = Boolean(status || method || provider || q);
  const phone = Grid.useBreakpoint().md === false;
  const emptyText = filtered ? 'Không có giao dịch nào phù hợp' : 'Chưa có giao dịch nào';

  const columns: TableColumnsType<PaymentTransactionDto> = [
    {
      title: 'Thời gian',
      key: 'time',
      width: 160,
      render: (_, row) => (
        <div>
          <div>{formatDateTime(row.transferred_at ?? row.created_at)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {providerLabel(row.provider)} · {PAYMENT_METHOD_LABELS[row.method]}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Số tiền',
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (amount: number) => <Typography.Text strong>{formatVnd(amount)}</Typography.Text>,
    },
    {
      title: 'Nội dung',
      dataIndex: 'content',
      width: 280,
      render: (content: string | null, row) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ margin: 0 }}>
            {content || '—'}
          </Typography.Paragraph>
          {row.note ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.note}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 150,
      render: (_, row) => <TransactionStatus row={row} />,
    },
    {
      title: 'Đơn hàng',
      key: 'order',
      width: 170,
      render: (_, row) =>
        row.order_number ? <Link to={orderLink(row.order_number)}>{row.order_number}</Link> : '—',
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_, row) =>
        canRefund(row) ? (
          <RefundPaymentButton row={row} />
        ) : row.status === 'unmatched' ? (
          <Space orientation="vertical" size={4}>
            <Button
              size="small"
              type="primary"
              aria-label={`Khớp đơn cho giao dịch ${formatVnd(row.amount)}`}
              onClick={() => setAction({ kind: 'match', transaction: row })}
            >
              Khớp đơn
            </Button>
            <Button
              size="small"
              aria-label={`Bỏ qua giao dịch ${formatVnd(row.amount)}`}
              onClick={() => setAction({ kind: 'ignore', transaction: row })}
            >
              Bỏ qua
            </Button>
          </Space>
        ) : null,
    },
  ];

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const full = { width: '100%' };

  return (
    <div>
      <Row gutter={[8, 8]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8} xl={6}>
          <Input.Search
            allowClear
            placeholder="Nội dung hoặc mã đơn"
            aria-label="Tìm theo nội dung chuyển khoản hoặc mã đơn"
            value={search}
            onChange={(event) => resetPage(setSearch)(event.target.value)}
            style={full}
          />
        </Col>
        <Col xs={12} md={5} xl={4}>
          <Select
            allowClear
            placeholder="Mọi trạng thái"
            aria-label="Lọc theo trạng thái"
            value={status}
            onChange={resetPage(setStatus)}
            options={PAYMENT_TRANSACTION_STATUSES.map((value) => ({
              value,
              label: PAYMENT_TRANSACTION_STATUS_LABELS[value],
            }))}
            style={full}
          />
        </Col>
        <Col xs={12} md={6} xl={5}>
          <Select
            allowClear
            placeholder="Mọi phương thức"
            aria-label="Lọc theo phương thức"
            value={method}
            onChange={resetPage(setMethod)}
            options={PAYMENT_METHODS.map((value) => ({
              value,
              label: PAYMENT_METHOD_LABELS[value],
            }))}
            style={full}
          />
        </Col>
        <Col xs={12} md={5} xl={4}>
          <Select
            allowClear
            placeholder="Mọi nguồn"
            aria-label="Lọc theo nguồn"
            value={provider}
            onChange={resetPage(setProvider)}
            options={Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }))}
            style={full}
          />
        </Col>
      </Row>
      {list.isError ? (
        <ListError
          title={PAYMENT_MESSAGES.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {phone ? (
        <TransactionCards
          items={rows}
          loading={list.isFetching}
          emptyText={emptyText}
          page={page}
          perPage={perPage}
          total={total}
          onPage={setPage}
          onMatch={(transaction) => setAction({ kind: 'match', transaction })}
          onIgnore={(transaction) => setAction({ kind: 'ignore', transaction })}
        />
      ) : (
        <Table<PaymentTransactionDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          scroll={{ x: 1010 }}
          locale={{ emptyText: <Empty description={emptyText} /> }}
          pagination={{
            current: page,
            pageSize: perPage,
            total,
            showSizeChanger: true,
            pageSizeOptions,
            showTotal: (count) => `Tổng ${count} giao dịch`,
            onChange: (next, size) => {
              setPage(size === perPage ? next : 1);
              setChosenSize(size);
            },
          }}
        />
      )}
      {action?.kind === 'match' ? (
        <MatchTransactionModal transaction={action.transaction} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'ignore' ? (
        <IgnoreTransactionModal transaction={action.transaction} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}
