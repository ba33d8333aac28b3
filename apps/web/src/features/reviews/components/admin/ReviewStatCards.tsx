import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MessageOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { AdminReviewStats } from '@salon/shared';
import { Card, Col, Row, Statistic } from 'antd';

export function ReviewStatCards({
  stats,
  loading,
}: {
  stats: AdminReviewStats | undefined;
  loading: boolean;
}) {
  const cards = [
    { title: 'Tổng đánh giá', value: stats?.total_reviews, icon: <MessageOutlined /> },
    {
      // The storefront's rule: approved reviews only (RATED_REVIEW_STATUS).
      title: 'Điểm trung bình (đã duyệt)',
      value: stats?.average_rating,
      icon: <StarOutlined />,
      precision: 1,
      suffix: '/ 5',
    },
    { title: 'Đã duyệt', value: stats?.approved_reviews, icon: <CheckCircleOutlined /> },
    { title: 'Chờ duyệt', value: stats?.pending_reviews, icon: <ClockCircleOutlined /> },
    { title: 'Đã từ chối', value: stats?.rejected_reviews, icon: <CloseCircleOutlined /> },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.title} flex="1 1 150px">
          <Card size="small" loading={loading}>
            <Statistic
              title={card.title}
              value={card.value ?? 0}
              prefix={card.icon}
              precision={card.precision}
              suffix={card.suffix}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
