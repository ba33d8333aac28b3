import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  type OwnReview,
  type ReviewStatus,
} from '@salon/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import { toast } from '../../../ui/Toast';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { useDeleteReview, type ReviewedItem } from '../api/reviews';
import { ReviewItem } from './ReviewItem';
import styles from './reviews.module.css';

const STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** The customer's own reviews of the item, with their status, to edit or delete. */
export function OwnReviews({
  item,
  reviews,
  onEdit,
}: {
  item: ReviewedItem;
  reviews: OwnReview[];
  onEdit: (review: OwnReview) => void;
}) {
  const remove = useDeleteReview(item);
  return (
    <div className={styles.own}>
      <h3>Đánh giá của bạn</h3>
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          extra={
            <Space size={4} wrap>
              <Tag color={STATUS_COLORS[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Tag>
              <Tooltip title="Sửa">
                <Button
                  className={styles.ownAction}
                  icon={<EditOutlined />}
                  aria-label="Sửa đánh giá"
                  onClick={() => onEdit(review)}
                />
              </Tooltip>
              <ConfirmDelete
                title="Xóa đánh giá này?"
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(review.id);
                    toast.success(REVIEW_MESSAGES.reviewDeleted);
                  } catch (error) {
                    toast.error((error as Error).message);
                  }
                }}
              >
                <Button
                  className={styles.ownAction}
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Xóa đánh giá"
                />
              </ConfirmDelete>
            </Space>
          }
        />
      ))}
    </div>
  );
}
