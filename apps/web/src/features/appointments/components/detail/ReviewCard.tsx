import { StarOutlined } from '@ant-design/icons';
import { MY_REVIEW_STATUS_LABELS, type AppointmentDetail } from '@salon/shared';
import { Button, Card, Rate, Tag } from 'antd';
import { formatDateTime } from '../../../../lib/format-date';
import styles from './appointment-detail.module.css';

/** The customer's review of a completed appointment, or the button to write it. */
export function ReviewCard({
  appointment,
  onReview,
}: {
  appointment: AppointmentDetail;
  onReview: () => void;
}) {
  const { review } = appointment;
  if (!review && !appointment.can_review) return null;
  return (
    <Card title="Đánh giá của bạn" size="small">
      {review ? (
        <div className={styles.review}>
          <div className={styles.rating}>
            <Rate disabled value={review.rating} />
            <Tag color={review.status === 'approved' ? 'green' : 'default'}>
              {MY_REVIEW_STATUS_LABELS[review.status] ?? review.status}
            </Tag>
          </div>
          {review.content ? <p className={styles.reviewText}>{review.content}</p> : null}
          <div className={styles.muted}>Gửi lúc {formatDateTime(review.created_at)}</div>
        </div>
      ) : (
        <div className={styles.review}>
          <p className={styles.muted}>
            Bạn thấy dịch vụ thế nào? Đánh giá của bạn giúp salon phục vụ tốt hơn.
          </p>
          <Button type="primary" icon={<StarOutlined />} onClick={onReview}>
            Viết đánh giá
          </Button>
        </div>
      )}
    </Card>
  );
}
