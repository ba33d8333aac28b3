import type { ApiPage } from '@salon/shared';
import { CATALOG_MESSAGES } from '@salon/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Pagination, Result, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './catalog-results.module.css';

/**
 * A catalogue list's results: skeletons while loading, 'Lỗi tải dữ liệu' with a retry, the
 * empty state, or the grid with its pagination (quick jump, no size changer).
 */
export function CatalogResults<T extends { id: number }>({
  query,
  skeletons,
  emptyText,
  onClearFilters,
  renderItem,
  onPageChange,
  columns = { xs: 24, sm: 12, lg: 8 },
}: {
  query: UseQueryResult<ApiPage<T>>;
  skeletons: number;
  emptyText: string;
  onClearFilters?: (() => void) | undefined;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  columns?: { xs: number; sm: number; md?: number; lg: number };
}) {
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={CATALOG_MESSAGES.loadFailed}
        subTitle={query.error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <Row gutter={[16, 16]} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <Col {...columns} key={index}>
            <Card>
              <Skeleton.Image active className={styles.skeletonImage} />
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) {
    return (
      <Empty className={styles.empty} description={emptyText}>
        {onClearFilters ? <Button onClick={onClearFilters}>Bỏ lọc</Button> : null}
      </Empty>
    );
  }
  return (
    <>
      <Row gutter={[16, 16]} className={query.isPlaceholderData ? styles.stale : undefined}>
        {data.map((item) => (
          <Col {...columns} key={item.id}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
      <Pagination
        className={styles.pagination}
        current={meta.current_page}
        pageSize={meta.per_page}
        total={meta.total}
        showSizeChanger={false}
        showQuickJumper
        hideOnSinglePage
        onChange={(page) => {
          onPageChange(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
