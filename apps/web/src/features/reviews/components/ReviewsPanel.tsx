import { DeleteOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  type OwnReview,
  type ReviewStatus,
} from '@salon/shared';
import { Alert, App, Button, Empty, Pagination, Skeleton, Space, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../auth/api/current-user';
import {
  useDeleteReview,
  useOwnReviews,
  usePublicReviews,
  type ReviewedItem,
} from '../api/reviews';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import styles from './reviews.module.css';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { ConfirmDelete } from '../../../components/ConfirmDelete';

/* The form (Form, Upload, Rate and the rules) loads when someone first writes a review. */
const ReviewFormModal = lazy(async () => ({
  default: (await import('./ReviewFormModal')).ReviewFormModal,
}));

const STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/**
 * The reviews tab of a service or product: star summary, approved reviews with pages of 5, 10
 * or 20, the customer's own reviews (with their status, to edit or delete) and the form.
 */
export function ReviewsPanel({
  item,
  itemName,
  openForm: openOnArrival = false,
  onFormClosed,
}: {
  item: ReviewedItem;
  itemName: string;
  /** Open the form for a new review as soon as who is reading is known (not for staff). */
  openForm?: boolean;
  /** Told when the form closes. */
  onFormClosed?: () => void;
}) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isStaff = Boolean(user && user.role !== 'customer');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(REVIEW_LIMITS.defaultPerPage);
  // null until someone opens or closes the form: then it follows `openOnArrival`.
  const [formChoice, setFormOpen] = useState<boolean | null>(null);
  const formOpen = formChoice ?? (openOnArrival && !userLoading && !isStaff);
  const formUsed = useOpenedOnce(formOpen);
  const [editing, setEditing] = useState<OwnReview | undefined>();
  const reviews = usePublicReviews(item, page, perPage);
  const own = useOwnReviews(item);

  const openForm = (review?: OwnReview) => {
    setEditing(review);
    setFormOpen(true);
  };

  return (
    <section className={styles.panel} aria-label="Đánh giá">
      {reviews.data ? (
        <RatingSummary
          average={reviews.data.review_stats.average_rating}
          total={reviews.data.review_stats.total_reviews}
          breakdown={reviews.data.review_stats.rating_breakdown}
        />
      ) : null}
      <div className={styles.toolbar}>
        <h2>Khách hàng nói gì</h2>
        {isStaff ? null : (
          <Button type="primary" icon={<FormOutlined />} onClick={() => openForm()}>
            Viết đánh giá
          </Button>
        )}
      </div>
      {own.data && own.data.length > 0 ? (
        <OwnReviews item={item} reviews={own.data} onEdit={openForm} />
      ) : null}
      <ReviewList
        query={reviews}
        onPageChange={(next, size) => {
          setPage(size === perPage ? next : 1);
          setPerPage(size);
        }}
      />
      {formUsed ? (
        <Suspense fallback={null}>
          <ReviewFormModal
            item={item}
            itemName={itemName}
            isGuest={!user}
            editing={editing}
            open={formOpen}
            onClose={() => {
              setFormOpen(false);
              onFormClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function ReviewList({
  query,
  onPageChange,
}: {
  query: ReturnType<typeof usePublicReviews>;
  onPageChange: (page: number, perPage: number) => void;
}) {
  if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Lỗi tải dữ liệu"
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Thử lại</Button>}
      />
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) return <Empty description={REVIEW_MESSAGES.noReviews} />;
  return (
    <>
      <div className={styles.list}>
        {data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </div>
      <Pagination
        className={styles.pagination}
        current={meta.current_page}
        pageSize={meta.per_page}
        total={meta.total}
        showSizeChanger
        pageSizeOptions={REVIEW_LIMITS.perPageOptions.map(String)}
        locale={{ items_per_page: '/ trang' }}
        onChange={onPageChange}
      />
    </>
  );
}

function OwnReviews({
  item,
  reviews,
  onEdit,
}: {
  item: ReviewedItem;
  reviews: OwnReview[];
  onEdit: (review: OwnReview) => void;
}) {
  const { message } = App.useApp();
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
                  size="small"
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
                    void message.success(REVIEW_MESSAGES.reviewDeleted);
                  } catch (error) {
                    void message.error((error as Error).message);
                  }
                }}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label="Xóa đánh giá" />
              </ConfirmDelete>
            </Space>
          }
        />
      ))}
    </div>
  );
}
