import type { PublicPromotion, ReviewableType } from '@salon/shared';
import { Card, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QuestionsPanel } from '../../../reviews/components/QuestionsPanel';
import { ReviewsPanel } from '../../../reviews/components/ReviewsPanel';
import { DetailDescription } from './DetailDescription';
import { PromotionList } from './PromotionList';
import styles from './detail.module.css';

/**
 * Description, reviews, Q&A and (only when there are any) promotions. `?review=true` (the
 * 'Đánh giá' button of My appointments) opens the reviews tab with the review form.
 */
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
  const [params, setParams] = useSearchParams();
  const wantsReview = params.get('review') === 'true';
  const [chosen, setTab] = useState<string | null>(null);
  const tab = chosen ?? (wantsReview ? 'reviews' : 'description');
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wantsReview) card.current?.scrollIntoView({ block: 'start' });
  }, [wantsReview]);
  // The form opened from the link: closing it leaves the page's address without the request.
  const formClosed = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  return (
    <Card className={styles.tabs} ref={card}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'description',
            label: 'Mô tả',
            children: <DetailDescription html={description} />,
          },
          {
            key: 'reviews',
            label: `Đánh giá (${reviewCount})`,
            children: (
              <ReviewsPanel
                item={item}
                itemName={name}
                openForm={wantsReview}
                onFormClosed={formClosed}
              />
            ),
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
