import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { PublicReview } from '@salon/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { Icon, Picture, Rate, Tag } from '../../../ui';
import styles from './reviews.module.css';

/* The pictures enlarged: loaded on the first click on one. */
const ImagePreview = lazy(() => import('../../../components/ImagePreview'));

/** One review: author, stars, text, pictures (click to enlarge) and the salon's answer. */
export function ReviewItem({ review, extra }: { review: PublicReview; extra?: ReactNode }) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [previewUsed, setPreviewUsed] = useState(false);
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {review.author_name.charAt(0).toUpperCase()}
        </span>
        <div className={styles.reviewMeta}>
          <span className={styles.line}>
            <strong>{review.author_name}</strong>
            {review.is_verified ? (
              <Tag color="green" className={styles.verified}>
                <Icon icon={CheckCircleFilled} /> Đã sử dụng
              </Tag>
            ) : null}
          </span>
          <span className={styles.line}>
            <Rate value={review.rating} className={styles.smallRate} />
            <span className={styles.secondary}>{formatDate(review.created_at)}</span>
          </span>
        </div>
        {extra ? <div className={styles.reviewExtra}>{extra}</div> : null}
      </header>
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.reviewContent}>{review.content}</p>
      {review.images.length > 0 ? (
        <div className={styles.images}>
          {review.images.map((image, index) => (
            <button
              key={image.url}
              type="button"
              className={styles.reviewImage}
              aria-label={`Phóng to ảnh đánh giá ${index + 1}`}
              onClick={() => {
                setPreviewUsed(true);
                setEnlarged(index);
              }}
            >
              <Picture
                src={image.thumbnail_url}
                alt="Ảnh đánh giá"
                width={72}
                height={72}
                sizes="72px"
              />
            </button>
          ))}
        </div>
      ) : null}
      {previewUsed ? (
        <Suspense fallback={null}>
          <ImagePreview
            images={review.images.map((image) => image.url)}
            current={enlarged ?? 0}
            open={enlarged !== null}
            onClose={() => setEnlarged(null)}
            onChange={setEnlarged}
          />
        </Suspense>
      ) : null}
      {review.admin_response ? (
        <div className={styles.response}>
          <div className={styles.responseHeader}>
            <Icon icon={ShopOutlined} /> <strong>Phản hồi từ Salon Tóc Việt</strong>
            {review.responded_at ? (
              <span className={styles.secondary}> · {formatDate(review.responded_at)}</span>
            ) : null}
          </div>
          <div>{review.admin_response}</div>
        </div>
      ) : null}
    </article>
  );
}
