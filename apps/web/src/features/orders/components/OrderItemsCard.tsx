import { AppstoreOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@salon/shared';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import styles from './order-detail.module.css';

const TYPE_LABELS = { product: 'Sản phẩm', service: 'Dịch vụ' } as const;

function itemPath(item: OrderDetail['order_items'][number]): string | null {
  if (!item.item_slug) return null;
  return item.item_type === 'product'
    ? `/san-pham/${item.item_slug}`
    : `/dich-vu/${item.item_slug}`;
}

/**
 * What was ordered: name, type, quantity, unit price and line total. The heading counts lines
 * (three bottles of one shampoo are one line), not units.
 */
export function OrderItemsCard({ order }: { order: OrderDetail }) {
  return (
    <Card title={`Sản phẩm và dịch vụ (${order.order_items.length})`} size="small">
      <ul className={styles.items}>
        {order.order_items.map((item) => {
          const path = itemPath(item);
          return (
            <li key={item.id} className={styles.item} data-testid="order-item">
              {item.image ? (
                <img src={item.image} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
                  {item.item_type === 'product' ? <ShoppingOutlined /> : <AppstoreOutlined />}
                </span>
              )}
              <div className={styles.itemBody}>
                {path ? (
                  <Link to={path} className={styles.itemName}>
                    {item.item_name}
                  </Link>
                ) : (
                  <span className={styles.itemName}>{item.item_name}</span>
                )}
                <span className={styles.itemMeta}>
                  <Tag>{TYPE_LABELS[item.item_type]}</Tag>
                  <span className={styles.nowrap}>
                    {formatVnd(item.unit_price)} × {item.quantity}
                  </span>
                  {item.list_price > item.unit_price ? (
                    <s className={styles.listPrice}>{formatVnd(item.list_price)}</s>
                  ) : null}
                </span>
              </div>
              <strong className={styles.lineTotal}>{formatVnd(item.total_price)}</strong>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
