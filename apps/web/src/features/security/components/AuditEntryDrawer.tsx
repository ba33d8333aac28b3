import { DATA_CLASSIFICATIONS } from '@salon/shared';
import { Alert, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { useAuditEntry } from '../api/audit-log';
import {
  actionText,
  actorText,
  OutcomeTag,
  resourceText,
  RiskTag,
  valueText,
} from './audit-labels';

/** One audit entry: who, what, from where, the changed fields before and after, and its place in the chain. */
export function AuditEntryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const entry = useAuditEntry(id);
  const data = entry.data;
  const changes = data?.changes ? Object.entries(data.changes) : [];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="Chi tiết nhật ký"
      size="large"
      destroyOnHidden
    >
      {entry.isLoading ? <Skeleton active /> : null}
      {entry.error ? <Alert type="error" showIcon title={entry.error.message} /> : null}
      {data ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Thời gian">
              {formatDateTime(data.occurred_at)}
            </Descriptions.Item>
            <Descriptions.Item label="Người thực hiện">{actorText(data.actor)}</Descriptions.Item>
            <Descriptions.Item label="Hành động">{actionText(data.action)}</Descriptions.Item>
            <Descriptions.Item label="Đối tượng">{resourceText(data)}</Descriptions.Item>
            <Descriptions.Item label="Mô tả">{data.summary}</Descriptions.Item>
            <Descriptions.Item label="Kết quả">
              <OutcomeTag outcome={data.outcome} />
            </Descriptions.Item>
            <Descriptions.Item label="Mức rủi ro">
              <RiskTag risk={data.risk} /> Dữ liệu{' '}
              {DATA_CLASSIFICATIONS[data.classification].toLowerCase()}
            </Descriptions.Item>
            <Descriptions.Item label="Địa chỉ IP">{data.ip ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Thiết bị">{data.user_agent ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Chuỗi băm">
              {data.seq ? (
                <>
                  Mục thứ {data.seq}
                  <Typography.Text
                    code
                    copyable
                    style={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {data.hash}
                  </Typography.Text>
                </>
              ) : (
                'Đang chờ niêm phong'
              )}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Thay đổi
          </Typography.Title>
          <Table
            size="small"
            rowKey="field"
            pagination={false}
            locale={{ emptyText: 'Không có trường nào thay đổi' }}
            dataSource={changes.map(([field, change]) => ({ field, ...change }))}
            columns={[
              { title: 'Trường', dataIndex: 'field', width: 140 },
              { title: 'Trước', dataIndex: 'before', render: (value: unknown) => valueText(value) },
              { title: 'Sau', dataIndex: 'after', render: (value: unknown) => valueText(value) },
            ]}
            scroll={{ x: 'max-content' }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
