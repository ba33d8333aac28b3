import { displayRating } from '@salon/shared';
import { Rate, Space, Typography } from 'antd';

/** Stars, the number and how many reviews (the default 4.5 when nobody has rated yet). */
export function ItemRating({ rating, count }: { rating: number | null; count: number }) {
  const value = displayRating(rating);
  return (
    <Space size={8} wrap>
      <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 16 }} />
      <strong>{value.toFixed(1)}</strong>
      <Typography.Text type="secondary">
        {count > 0 ? `(${count} đánh giá)` : '(chưa có đánh giá)'}
      </Typography.Text>
    </Space>
  );
}
