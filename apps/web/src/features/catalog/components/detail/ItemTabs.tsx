import type { PublicPromotion, ReviewableType } from '@salon/shared';
import { Card, Tabs } from 'antd';
import { QuestionsPanel } from '../../../reviews/components/QuestionsPanel';
import { ReviewsPanel } from '../../../reviews/components/ReviewsPanel';
import { DetailDescription } from './DetailDescription';
import { PromotionList } from './PromotionList';
import styles from './detail.module.css';

/** Description, reviews, Q&A and (only when there are any) promotions. */
export function ItemTabs({
  type,
  id,
  name,
  description,
  reviewCount,
  promotions,
}: {
  type: ReviewableType;
  id: number;
  name: string;
  description: string | null;
  reviewCount: number;
  promotions: PublicPromotion[];
}) {
  const item = { type, id };
  return (
    <Card className={styles.tabs}>
      <Tabs
        items={[
          {
            key: 'description',
            label: 'Mô tả',
            children: <DetailDescription html={description} />,
          },
          {
            key: 'reviews',
            label: `Đánh giá (${reviewCount})`,
            children: <ReviewsPanel item={item} itemName={name} />,
          },
          { key: 'questions', label: 'Hỏi đáp', children: <QuestionsPanel item={item} /> },
          ...(promotions.length > 0
            ? [
                {
                  key: 'promotions',
                  label: `Khuyến mãi (${promotions.length})`,
                  children: <PromotionList promotions={promotions} />,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
