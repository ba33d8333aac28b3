import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type OwnReview } from '@salon/shared';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { Alert, Button, Empty, Icon, Pagination, Select, SkeletonText } from '../../../ui';
import { useCurrentUser } from '../../auth/api/current-user';
import { useOwnReviews, usePublicReviews, type ReviewedItem } from '../api/reviews';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import styles from './reviews.module.css';

/* The form (Form, Upload, Rate and the rules) loads when someone first writes a review. */
const ReviewFormModal = lazy(async () => ({
  default: (await import('./scoped-parts')).ScopedReviewForm,
}));
/* A customer's own reviews (to edit or delete, with a confirmation) load when they have any. */
const OwnReviews = lazy(async () => ({
  default: (await import('./scoped-parts')).ScopedOwnReviews,
}));

const PER_PAGE_OPTIONS = REVIEW_LIMITS.perPageOptions.map((size) => ({
  value: String(size),
  label: `${size} / trang`,
}));

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
          <Button variant="primary" icon={<Icon icon={FormOutlined} />} onClick={() => openForm()}>
            Viết đánh giá
          </Button>
        )}
      </div>
      {own.data && own.data.length > 0 ? (
        <Suspense fallback={null}>
          <OwnReviews item={item} reviews={own.data} onEdit={openForm} />
        </Suspense>
      ) : null}
      <ReviewList
        query={reviews}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPage(1);
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
  perPage,
  onPageChange,
  onPerPageChange,
}: {
  query: ReturnType<typeof usePublicReviews>;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}) {
  if (query.isPending) return <SkeletonText lines={4} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
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
        onChange={onPageChange}
      >
        <Select
          value={String(perPage)}
          options={PER_PAGE_OPTIONS}
          onChange={(size) => onPerPageChange(Number(size))}
          aria-label="Số đánh giá mỗi trang"
        />
      </Pagination>
    </>
  );
}
