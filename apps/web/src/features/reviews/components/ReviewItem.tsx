import { CheckCircleFilled, ShopOutlined } from '@ant-design/icons';
import type { PublicReview } from '@salon/shared';
import { Avatar, Image, Rate, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import styles from './reviews.module.css';

/** One review: author, stars, text, pictures and the salon's answer. */
export function ReviewItem({ review, extra }: { review: PublicReview; extra?: ReactNode }) {
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <Avatar className={styles.avatar}>{review.author_name.charAt(0).toUpperCase()}</Avatar>
        <div className={styles.reviewMeta}>
          <Space size={6} wrap>
            <strong>{review.author_name}</strong>
            {review.is_verified ? (
              <Tag color="green" icon={<CheckCircleFilled />}>
                Đã sử dụng
              </Tag>
            ) : null}
          </Space>
          <Space size={8} wrap>
            <Rate disabled value={review.rating} className={styles.smallRate} />
            <Typography.Text type="secondary">{formatDate(review.created_at)}</Typography.Text>
          </Space>
        </div>
        {extra ? <div className={styles.reviewExtra}>{extra}</div> : null}
      </header>
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <Typography.Paragraph className={styles.reviewContent}>{review.content}</Typography.Paragraph>
      {review.images.length > 0 ? (
        <Image.PreviewGroup>
          <Space wrap size={8}>
            {review.images.map((image) => (
              <Image
                key={image.url}
                src={image.thumbnail_url}
                preview={{ src: image.url }}
                width={72}
                height={72}
                alt="Ảnh đánh giá"
                className={styles.reviewImage}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
      {review.admin_response ? (
        <div className={styles.response}>
          <div className={styles.responseHeader}>
            <ShopOutlined /> <strong>Phản hồi từ Salon Tóc Việt</strong>
            {review.responded_at ? (
              <Typography.Text type="secondary">
                {' '}
                · {formatDate(review.responded_at)}
              </Typography.Text>
            ) : null}
          </div>
          <div>{review.admin_response}</div>
        </div>
      ) : null}
    </article>
  );
}
