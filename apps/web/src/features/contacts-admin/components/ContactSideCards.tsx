import {
  CONTACT_TYPE_LABELS,
  type ContactPriority,
  type ContactStatisticsDto,
  type ContactStatus,
} from '@salon/shared';
import { Button, Card, Col, Flex, Progress, Row, Statistic } from 'antd';

const pct = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 100) : 0);

/**
 * The side cards: distribution by type, quick stats (average hours to the first reply,
 * unassigned, urgent) and quick actions that set the list's filters.
 */
export function ContactSideCards({
  stats,
  loading,
  onCreate,
  onFilter,
}: {
  stats: ContactStatisticsDto | undefined;
  loading: boolean;
  onCreate: () => void;
  onFilter: (filter: { status?: ContactStatus; priority?: ContactPriority }) => void;
}) {
  const total = stats?.total_contacts ?? 0;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={8} xxl={24}>
        <Card size="small" title="Phân bố theo loại" loading={loading} style={{ height: '100%' }}>
          {(stats?.contacts_by_type ?? []).map((row) => (
            <div key={row.type}>
              <Flex justify="space-between">
                <span>{CONTACT_TYPE_LABELS[row.type]}</span>
                <span>{row.count}</span>
              </Flex>
              <Progress status="normal" showInfo={false} percent={pct(row.count, total)} />
            </div>
          ))}
        </Card>
      </Col>
      <Col xs={24} md={8} xxl={24}>
        <Card size="small" title="Thống kê nhanh" loading={loading} style={{ height: '100%' }}>
          <Flex vertical gap={8}>
            <Statistic
              title="Thời gian phản hồi trung bình"
              value={stats?.avg_response_time ?? '—'}
              suffix={stats?.avg_response_time != null ? 'giờ' : undefined}
            />
            <Statistic title="Chưa phân công" value={stats?.unassigned_contacts ?? 0} />
            <Statistic
              title="Khẩn cấp"
              value={stats?.urgent_contacts ?? 0}
              styles={{ content: { color: '#cf1322' } }}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={8} xxl={24}>
        <Card size="small" title="Thao tác nhanh" style={{ height: '100%' }}>
          <Flex vertical gap={8}>
            <Button block type="primary" onClick={onCreate}>
              Tạo liên hệ
            </Button>
            <Button block onClick={() => onFilter({ status: 'new' })}>
              Xem liên hệ mới
            </Button>
            <Button block onClick={() => onFilter({ priority: 'urgent' })}>
              Xem liên hệ khẩn cấp
            </Button>
            <Button block onClick={() => onFilter({})}>
              Bỏ lọc
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
