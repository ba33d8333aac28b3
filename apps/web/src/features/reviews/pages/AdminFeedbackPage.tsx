import { REVIEW_MESSAGES } from '@salon/shared';
import { Card, Empty, Space, Tabs } from 'antd';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewStatistics } from '../api/admin-reviews';
import { AdminQuestionsTable } from '../components/admin/AdminQuestionsTable';
import { AdminReviewsTable } from '../components/admin/AdminReviewsTable';
import { ReviewStatCards } from '../components/admin/ReviewStatCards';
import { RatingSummary } from '../components/RatingSummary';
import { ListError } from '../../admin/components/ListError';

/** /admin/feedback: review moderation, rating statistics and customers' questions. */
export function AdminFeedbackPage() {
  usePageTitle('Đánh giá khách hàng');
  const stats = useReviewStatistics();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <h1 style={{ fontSize: 22, margin: 0 }}>Đánh giá khách hàng</h1>
      {stats.isError ? (
        <ListError
          title={REVIEW_MESSAGES.loadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      <ReviewStatCards stats={stats.data} loading={stats.isPending} />
      <Card>
        <Tabs
          items={[
            { key: 'reviews', label: 'Đánh giá mới nhất', children: <AdminReviewsTable /> },
            {
              key: 'statistics',
              label: 'Thống kê đánh giá',
              // Approved reviews only, as the storefront counts them.
              children: stats.data ? (
                stats.data.approved_reviews > 0 ? (
                  <RatingSummary
                    average={stats.data.average_rating}
                    total={stats.data.approved_reviews}
                    breakdown={stats.data.rating_breakdown}
                  />
                ) : (
                  <Empty description={REVIEW_MESSAGES.noReviews} />
                )
              ) : null,
            },
            { key: 'questions', label: 'Câu hỏi', children: <AdminQuestionsTable /> },
          ]}
        />
      </Card>
    </Space>
  );
}
