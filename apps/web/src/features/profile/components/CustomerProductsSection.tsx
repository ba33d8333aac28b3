import { CUSTOMER_PRODUCT_MESSAGES as M, type CustomerProductDto } from '@salon/shared';
import { Card, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { useCustomerProducts } from '../api/customer-products';
import { CustomerProductItem } from './CustomerProductItem';
import { FinishProductModal } from './FinishProductModal';
import { LoadFailed } from './LoadFailed';
import styles from './profile.module.css';

/** The products the customer is using, a few at a time, with their counts. */
export function CustomerProductsSection({ perPage }: { perPage: number }) {
  const [page, setPage] = useState(1);
  const list = useCustomerProducts(page, perPage);
  const [finishing, setFinishing] = useState<CustomerProductDto | null>(null);
  const stats = list.data?.stats;

  return (
    <Card title="Sản phẩm đang sử dụng" className={styles.wide}>
      {stats && stats.total > 0 ? (
        <div className={styles.tags} aria-label="Thống kê sản phẩm">
          <Tag color="green">{stats.active} đang dùng</Tag>
          {stats.near_expiry > 0 ? <Tag color="orange">{stats.near_expiry} sắp hết hạn</Tag> : null}
          {stats.expired > 0 ? <Tag color="red">{stats.expired} đã hết hạn</Tag> : null}
          {stats.finished > 0 ? <Tag>{stats.finished} đã dùng hết</Tag> : null}
        </div>
      ) : null}
      {list.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : list.isError ? (
        <LoadFailed message={M.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.products.data.length === 0 ? (
        <Empty description={M.empty} image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <LinkButton to="/san-pham" type="primary">
            Xem sản phẩm
          </LinkButton>
        </Empty>
      ) : (
        <>
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Sản phẩm đang sử dụng"
          >
            {list.data.products.data.map((product) => (
              <CustomerProductItem key={product.id} product={product} onFinish={setFinishing} />
            ))}
          </ul>
          {list.data.products.meta.last_page > 1 ? (
            <div className={styles.pager}>
              <Pagination
                simple
                current={page}
                pageSize={perPage}
                total={list.data.products.meta.total}
                onChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
      <FinishProductModal product={finishing} onClose={() => setFinishing(null)} />
    </Card>
  );
}
