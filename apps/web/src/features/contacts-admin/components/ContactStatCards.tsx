import { CONTACT_ADMIN_MESSAGES as M, type ContactStatisticsDto } from '@salon/shared';
import { ListError } from '../../admin/components/ListError';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';

/** The six statistic cards (back-office §2.14), in one row on a wide screen. */
export function ContactStatCards({
  stats,
  loading,
  error,
  onRetry,
}: {
  stats: ContactStatisticsDto | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const items = [
    { title: 'Tổng liên hệ', value: stats?.total_contacts ?? 0 },
    { title: 'Mới', value: stats?.new_contacts ?? 0, color: '#1677ff' },
    { title: 'Đang xử lý', value: stats?.in_progress_contacts ?? 0, color: '#d48806' },
    { title: 'Đã giải quyết', value: stats?.resolved_contacts ?? 0, color: '#2d7f56' },
    { title: 'Ưu tiên cao', value: stats?.high_priority_contacts ?? 0, color: '#d46b08' },
    { title: 'Khẩn cấp', value: stats?.urgent_contacts ?? 0, color: '#cf1322' },
  ];
  return (
    <>
      {error ? <ListError title={M.statsFailed} error={error} onRetry={onRetry} /> : null}
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {items.map((item) => (
          <Col key={item.title} xs={12} md={8} xl={4}>
            <Card size="small" style={{ height: '100%' }}>
              {loading ? (
                <Skeleton active paragraph={false} />
              ) : (
                <Statistic
                  title={item.title}
                  value={item.value}
                  styles={item.color ? { content: { color: item.color } } : undefined}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
