import { CheckCircleOutlined, StarOutlined } from '@ant-design/icons';
import { CART_ITEM_TYPE_LABELS, type MyOrder, type OrderItemDto } from '@salon/shared';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import styles from './my-orders.module.css';

function itemPath(item: OrderItemDto): string | null {
  if (!item.item_slug) return null;
  return item.item_type === 'product'
    ? `/san-pham/${item.item_slug}`
    : `/dich-vu/${item.item_slug}`;
}

/** The order's lines; on a completed order each can be reviewed once. */
export function OrderItemsList({
  order,
  onReview,
}: {
  order: MyOrder;
  onReview: (item: OrderItemDto) => void;
}) {
  return (
    <ul className={styles.items} aria-label={`Mặt hàng của đơn ${order.order_number}`}>
      {order.order_items.map((item) => {
        const path = itemPath(item);
        return (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemMain}>
              {path ? (
                <Link to={path} className={styles.itemName}>
                  {item.item_name}
                </Link>
              ) : (
                <span className={styles.itemName}>{item.item_name}</span>
              )}
              <span className={styles.itemMeta}>
                <Tag bordered={false}>{CART_ITEM_TYPE_LABELS[item.item_type]}</Tag>
                {formatVnd(item.unit_price)} × {item.quantity}
              </span>
            </div>
            <span className={styles.itemTotal}>{formatVnd(item.total_price)}</span>
            {order.can_review ? (
              item.is_reviewed ? (
                <span className={styles.reviewed}>
                  <CheckCircleOutlined /> Đã đánh giá
                </span>
              ) : (
                <Button size="small" icon={<StarOutlined />} onClick={() => onReview(item)}>
                  Đánh giá
                </Button>
              )
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
