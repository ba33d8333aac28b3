import { GiftOutlined } from '@ant-design/icons';
import type { PublicPromotion } from '@salon/shared';
import { List, Tag, Typography } from 'antd';
import { formatVnd } from '../../../../lib/format';
import { formatDate } from '../../../../lib/format-date';
import { promotionAmountText } from '../../../../lib/promotion-text';

function period(promotion: PublicPromotion): string | null {
  const { start_date: start, end_date: end } = promotion;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (end) return `Đến ${formatDate(end)}`;
  if (start) return `Từ ${formatDate(start)}`;
  return null;
}

/** The running promotions of an item: name, description, discount and dates. */
export function PromotionList({ promotions }: { promotions: PublicPromotion[] }) {
  return (
    <List
      dataSource={promotions}
      renderItem={(promotion) => (
        <List.Item>
          <List.Item.Meta
            avatar={<GiftOutlined style={{ fontSize: 24, color: '#d4380d' }} />}
            title={
              <>
                {promotion.name} <Tag color="red">Giảm {promotionAmountText(promotion)}</Tag>
              </>
            }
            description={
              <>
                {promotion.description ? (
                  <Typography.Paragraph style={{ marginBottom: 4 }}>
                    {promotion.description}
                  </Typography.Paragraph>
                ) : null}
                {period(promotion) ? <div>Thời gian: {period(promotion)}</div> : null}
                {promotion.min_order_amount ? (
                  <div>Áp dụng cho đơn từ {formatVnd(promotion.min_order_amount)}</div>
                ) : null}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
