import { CONSENT_SOURCES, type ConsentEventDto } from '@salon/shared';
import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useConsentLog } from '../api/privacy-requests';

const columns: ColumnsType<ConsentEventDto> = [
  { title: 'Thời gian', dataIndex: 'occurred_at', render: (v: string) => formatDateTime(v) },
  { title: 'Khách hàng', dataIndex: 'customer_label' },
  {
    title: 'Nhận tin khuyến mãi',
    dataIndex: 'given',
    render: (given: boolean) =>
      given ? <Tag color="green">Đồng ý</Tag> : <Tag color="red">Rút lại</Tag>,
  },
  {
    title: 'Cách thức',
    dataIndex: 'source',
    render: (s: ConsentEventDto['source']) => CONSENT_SOURCES[s],
  },
  { title: 'Địa chỉ IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
];

/** Every given or withdrawn marketing consent, newest first. */
export function ConsentLogTable() {
  const [page, setPage] = useState(1);
  const log = useConsentLog(page);
  return (
    <Card title="Nhật ký đồng ý tiếp thị">
      {log.isError ? (
        <Alert
          type="error"
          showIcon
          message="Không tải được nhật ký đồng ý."
          action={<Button onClick={() => void log.refetch()}>Thử lại</Button>}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={log.data?.data ?? []}
          loading={log.isFetching}
          locale={{ emptyText: 'Chưa có thay đổi nào.' }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: log.data?.meta.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
    </Card>
  );
}
