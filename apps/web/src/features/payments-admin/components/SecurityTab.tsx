import {
  PAYMENT_MESSAGES,
  RISK_LEVEL_COLORS,
  RISK_LEVEL_LABELS,
  type RiskyOrderDto,
} from '@salon/shared';
import { Card, Col, Empty, List, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import { useRiskReport } from '../api/payments-admin';
import { orderLink } from './labels';

const columns: TableColumnsType<RiskyOrderDto> = [
  {
    title: 'Điểm',
    key: 'score',
    width: 110,
    render: (_, row) => (
      <Tag color={RISK_LEVEL_COLORS[row.risk.level]}>
        {row.risk.score} · {RISK_LEVEL_LABELS[row.risk.level]}
      </Tag>
    ),
  },
  {
    title: 'Đơn hàng',
    key: 'order',
    width: 180,
    render: (_, row) => (
      <div>
        <Link to={orderLink(row.order_number)}>{row.order_number}</Link>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.created_at)}
          </Typography.Text>
        </div>
      </div>
    ),
  },
  {
    title: 'Khách hàng',
    key: 'customer',
    width: 170,
    render: (_, row) => (
      <div>
        <div>{row.customer_name}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.previous_orders} đơn trước · {row.previous_paid} đã trả · {row.previous_failed} hủy
        </Typography.Text>
      </div>
    ),
  },
  {
    title: 'Giá trị',
    dataIndex: 'total_amount',
    width: 130,
    align: 'right',
    render: (amount: number) => formatVnd(amount),
  },
  {
    title: 'Lý do',
    key: 'reasons',
    width: 280,
    render: (_, row) =>
      row.risk.reasons.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {row.risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">Không có</Typography.Text>
      ),
  },
];

/** The risk score's rules and the open orders that score highest. */
export function SecurityTab() {
  const report = useRiskReport();
  if (report.isError) {
    return (
      <ListError
        title={PAYMENT_MESSAGES.loadFailed}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card size="small" title="Quy tắc tính điểm rủi ro" loading={report.isLoading}>
          <List
            size="small"
            dataSource={report.data?.rules ?? []}
            renderItem={(item) => (
              <List.Item extra={<Tag>+{item.points}</Tag>}>{item.rule}</List.Item>
            )}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {report.data?.scale_note}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Đơn đang mở có rủi ro cao nhất
        </Typography.Title>
        <Table<RiskyOrderDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={report.data?.orders ?? []}
          loading={report.isFetching}
          scroll={{ x: 870 }}
          pagination={false}
          locale={{ emptyText: <Empty description="Không có đơn nào đang mở" /> }}
        />
      </Col>
    </Row>
  );
}
