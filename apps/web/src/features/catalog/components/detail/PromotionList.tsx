import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import type { PublicPromotion } from '@salon/shared';
import { formatVnd } from '../../../../lib/format';
import { formatDate } from '../../../../lib/format-date';
import { promotionAmountText } from '../../../../lib/promotion-text';
import { Icon, Tag } from '../../../../ui';
import styles from './detail.module.css';

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
    <ul className={styles.promotions}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <Icon icon={GiftOutlined} className={styles.gift} />
          <div>
            <div className={styles.promotionName}>
              {promotion.name} <Tag color="red">Giảm {promotionAmountText(promotion)}</Tag>
            </div>
            <div className={styles.secondary}>
              {promotion.description ? <p>{promotion.description}</p> : null}
              {period(promotion) ? <div>Thời gian: {period(promotion)}</div> : null}
              {promotion.min_order_amount ? (
                <div>Áp dụng cho đơn từ {formatVnd(promotion.min_order_amount)}</div>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
