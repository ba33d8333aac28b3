import type { ApiPage } from '@salon/shared';
import { CATALOG_MESSAGES } from '@salon/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Surface } from '../../../components/Surface';
import { Alert, Button, Empty, Pagination, Skeleton, SkeletonText } from '../../../ui';
import styles from './catalog-results.module.css';

/** How many cards a row holds: 1 on a phone, 2 from 576 px, then 3 (services) or 3–4 (products). */
export type CatalogColumns = 'three' | 'four';

/** A card still loading, the size of a real one (nothing moves when it arrives). */
function CardSkeleton() {
  return (
    <Surface cover={<Skeleton aspectRatio="4 / 3" radius={0} />} className={styles.skeletonCard}>
      <Skeleton width="40%" height={14} />
      <Skeleton width="80%" height={22} />
      <SkeletonText lines={2} />
      <Skeleton width="30%" height={22} />
      <Skeleton height={44} radius={8} className={styles.skeletonAction} />
    </Surface>
  );
}

/**
 * A catalogue list's results: skeletons while loading, 'Lỗi tải dữ liệu' with a retry, the
 * empty state, or the grid with its pagination (links to each page).
 */
export function CatalogResults<T extends { id: number }>({
  query,
  skeletons,
  emptyText,
  onClearFilters,
  renderItem,
  onPageChange,
  pageHref,
  columns = 'three',
}: {
  query: UseQueryResult<ApiPage<T>>;
  skeletons: number;
  emptyText: string;
  onClearFilters?: (() => void) | undefined;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  pageHref: (page: number) => string;
  columns?: CatalogColumns;
}) {
  const grid = `${styles.grid} ${styles[columns]}`;
  if (query.isError) {
    return (
      <Alert
        type="warning"
        className={styles.error}
        title={CATALOG_MESSAGES.loadFailed}
        description={query.error.message}
        action={
          <Button variant="primary" onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) {
    return (
      <div className={styles.empty}>
        <Empty description={emptyText}>
          {onClearFilters ? <Button onClick={onClearFilters}>Bỏ lọc</Button> : null}
        </Empty>
      </div>
    );
  }
  return (
    <>
      <div className={`${grid} ${query.isPlaceholderData ? styles.stale : ''}`}>
        {data.map((item) => (
          <div key={item.id} className={styles.cell}>
            {renderItem(item)}
          </div>
        ))}
      </div>
      <Pagination
        className={styles.pagination}
        current={meta.current_page}
        pageSize={meta.per_page}
        total={meta.total}
        hideOnSinglePage
        hrefFor={pageHref}
        onChange={(page) => {
          onPageChange(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
