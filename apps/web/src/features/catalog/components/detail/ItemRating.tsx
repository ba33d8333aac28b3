import { displayRating, NO_RATING_TEXT } from '@salon/shared';
import { Rate, Space, Typography } from 'antd';

/** Stars, the average and how many approved reviews; nothing made up when nobody has rated yet. */
export function ItemRating({ rating, count }: { rating: number | null; count: number }) {
  const shown = displayRating(rating);
  if (shown === null || rating === null) {
    return (
      <Typography.Text type="secondary" data-rating="none">
        {NO_RATING_TEXT}
      </Typography.Text>
    );
  }
  return (
    <Space size={8} wrap data-rating={shown}>
      <Rate disabled allowHalf value={Math.round(rating * 2) / 2} style={{ fontSize: 16 }} />
      <strong>{shown}</strong>
      <Typography.Text type="secondary">({count} đánh giá)</Typography.Text>
    </Space>
  );
}
