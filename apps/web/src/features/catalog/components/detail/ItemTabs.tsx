import type { PublicPromotion, ReviewableType } from '@salon/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../../lib/use-hydrated';
import { SkeletonText, Tabs } from '../../../../ui';
import { DetailDescription } from './DetailDescription';
import { PromotionList } from './PromotionList';
import styles from './detail.module.css';

/* Reviews and questions load when their tab is first opened. */
const ReviewsPanel = lazy(async () => ({
  default: (await import('../../../reviews/components/ReviewsPanel')).ReviewsPanel,
}));
const QuestionsPanel = lazy(async () => ({
  default: (await import('../../../reviews/components/QuestionsPanel')).QuestionsPanel,
}));

type TabKey = 'description' | 'reviews' | 'questions' | 'promotions';

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
  const [chosen, setTab] = useState<TabKey | null>(null);
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
  // The reviews and questions load their code when opened, in the browser only: the server's
  // page (opened on the reviews by ?review=true) shows their skeleton, as the first render does.
  const hydrated = useHydrated();
  const loading = <SkeletonText lines={4} />;
  return (
    <div className={`${styles.card} ${styles.tabs}`} ref={card}>
      <Tabs<TabKey>
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
            children: !hydrated ? (
              loading
            ) : (
              <Suspense fallback={loading}>
                <ReviewsPanel
                  item={item}
                  itemName={name}
                  openForm={wantsReview}
                  onFormClosed={formClosed}
                />
              </Suspense>
            ),
          },
          {
            key: 'questions',
            label: 'Hỏi đáp',
            children: !hydrated ? (
              loading
            ) : (
              <Suspense fallback={loading}>
                <QuestionsPanel item={item} />
              </Suspense>
            ),
          },
          ...(promotions.length > 0
            ? [
                {
                  key: 'promotions' as const,
                  label: `Khuyến mãi (${promotions.length})`,
                  children: <PromotionList promotions={promotions} />,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
