import { FileTextOutlined } from '@ant-design/icons';
import {
  INVOICE_MESSAGES as M,
  INVOICE_REQUEST_FILTER_LABELS,
  INVOICE_REQUEST_STATUS_COLORS,
  INVOICE_REQUEST_STATUS_LABELS,
  INVOICE_REQUEST_STATUSES,
  type InvoiceRequestStatus,
} from '@salon/shared';
import { Alert, Badge, Button, Drawer, Empty, Grid, List, Pagination, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { useInvoiceRequests } from '../api/invoice-requests';

type Filter = InvoiceRequestStatus | 'all';

/**
 * The orders screen's VAT invoice requests: a button with the number waiting, and a list filtered
 * by status whose rows open the order.
 */
export function InvoiceRequestsButton({ onOpenOrder }: { onOpenOrder: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const pending = useInvoiceRequests({ status: 'pending' });
  const list = useInvoiceRequests({ status: filter === 'all' ? undefined : filter, page }, open);
  const wide = Grid.useBreakpoint().md === true;
  return (
    <>
      <Badge count={pending.data?.meta.total ?? 0} size="small">
        <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
          Yêu cầu hóa đơn VAT
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={wide ? 520 : '100%'}
        title="Yêu cầu xuất hóa đơn VAT"
      >
        <Segmented<Filter>
          block
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            ...INVOICE_REQUEST_STATUSES.map((s) => ({
              value: s,
              label: INVOICE_REQUEST_FILTER_LABELS[s],
            })),
            { value: 'all', label: 'Tất cả' },
          ]}
          style={{ marginBottom: 12 }}
        />
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={M.loadFailed}
            description={list.error.message}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Thử lại
              </Button>
            }
          />
        ) : (
          <List
            loading={list.isFetching}
            dataSource={list.data?.data ?? []}
            locale={{ emptyText: <Empty description="Không có yêu cầu nào" /> }}
            renderItem={(r) => (
              <List.Item
                actions={[
                  <Button
                    key="open"
                    size="small"
                    onClick={() => {
                      setOpen(false);
                      onOpenOrder(r.order_id);
                    }}
                  >
                    Xem đơn
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {r.order_number}{' '}
                      <Tag color={INVOICE_REQUEST_STATUS_COLORS[r.status]}>
                        {INVOICE_REQUEST_STATUS_LABELS[r.status]}
                      </Tag>
                    </span>
                  }
                  description={
                    <>
                      <div>
                        {r.company_name} · MST {r.tax_code}
                      </div>
                      <div>
                        {r.customer_name} · {formatVnd(r.total_amount)} ·{' '}
                        {formatDateTime(r.created_at)}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
        {(list.data?.meta.total ?? 0) > (list.data?.meta.per_page ?? Infinity) ? (
          <Pagination
            size="small"
            current={page}
            pageSize={list.data?.meta.per_page}
            total={list.data?.meta.total}
            onChange={setPage}
            style={{ marginTop: 12, textAlign: 'right' }}
          />
        ) : null}
      </Drawer>
    </>
  );
}
