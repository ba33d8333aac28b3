import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CATALOG_MESSAGES } from '@salon/shared';
import { LinkButton } from '../../../components/LinkButton';
import { ScrollCarousel, type PerView } from '../../../components/ScrollCarousel';
import styles from './home-sections.module.css';
import { Surface } from '../../../components/Surface';

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
            <Skeleton.Image active className={styles.skeletonImage} />
            <Skeleton active paragraph={{ rows: 3 }} />
          </Surface>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
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
        <LinkButton to={more.to} size="large">
          {more.label}
        </LinkButton>
      </div>
    </section>
  );
}
