import { CATALOG_MESSAGES } from '@salon/shared';
import type { ReactNode } from 'react';
import { ScrollCarousel, type PerView } from '../../../components/ScrollCarousel';
import { Surface } from '../../../components/Surface';
import { Alert, Button, ButtonLink, Empty, Skeleton, SkeletonText } from '../../../ui';
import styles from './home-sections.module.css';

export interface CarouselSectionProps<T> {
  /** The section's id (its heading is `${id}-title`). */
  id: string;
  title: string;
  intro: string;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  perView: PerView;
  intervalMs: number;
  emptyText: string;
  render: (item: T) => ReactNode;
  more: { to: string; label: string };
}

/** A home-page section holding a carousel of catalogue cards, with its loading, error and empty states. */
export function CarouselSection<T extends { id: number }>({
  id,
  title,
  intro,
  query,
  perView,
  intervalMs,
  emptyText,
  render,
  more,
}: CarouselSectionProps<T>) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={styles.skeletonRow} aria-busy="true" aria-label="Đang tải">
        {Array.from({ length: perView.xl }, (_, i) => (
          <Surface key={i} className={styles.skeletonCard}>
            <Skeleton height={180} className={styles.skeletonImage} />
            <SkeletonText lines={4} />
          </Surface>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert
        type="error"
        title={CATALOG_MESSAGES.loadFailed}
        action={<Button onClick={() => void query.refetch()}>Thử lại</Button>}
      />
    );
  } else if (!query.data || query.data.length === 0) {
    body = <Empty description={emptyText} />;
  } else {
    body = (
      <ScrollCarousel
        label={title}
        perView={perView}
        intervalMs={intervalMs}
        slides={query.data.map((item) => ({ key: item.id, content: render(item) }))}
      />
    );
  }
  return (
    <section className={`container ${styles.section}`} id={id} aria-labelledby={`${id}-title`}>
      <h2 className={styles.sectionTitle} id={`${id}-title`}>
        {title}
      </h2>
      <p className={styles.sectionIntro}>{intro}</p>
      {body}
      <div className={styles.more}>
        <ButtonLink to={more.to} size="large">
          {more.label}
        </ButtonLink>
      </div>
    </section>
  );
}
