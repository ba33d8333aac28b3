import { CheckOutlined, ShoppingOutlined } from '@ant-design/icons';
import {
  CUSTOMER_PRODUCT_MESSAGES as M,
  CUSTOMER_PRODUCT_STATUS_LABELS,
  canMarkFinished,
  type CustomerProductDto,
} from '@salon/shared';
import { Button, Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import styles from './profile.module.css';

const STATUS_COLORS = { active: 'green', expired: 'red', finished: 'default' } as const;

function progressColor(product: CustomerProductDto): string | undefined {
  if (product.status === 'expired') return 'var(--ant-color-error)';
  if (product.is_near_expiry) return 'var(--ant-color-warning)';
  if (product.status === 'finished') return 'var(--ant-color-text-quaternary)';
  return undefined;
}

/** One product in use: how far through it is, its state, and the "used up" action. */
export function CustomerProductItem({
  product,
  onFinish,
}: {
  product: CustomerProductDto;
  onFinish: (product: CustomerProductDto) => void;
}) {
  const name = product.product.slug ? (
    <Link to={`/san-pham/${product.product.slug}`}>{product.product.name}</Link>
  ) : (
    product.product.name
  );
  return (
    <li className={styles.product}>
      {product.product.image ? (
        <img className={styles.productImage} src={product.product.image} alt="" loading="lazy" />
      ) : (
        <span className={styles.productImage} style={{ display: 'grid', placeItems: 'center' }}>
          <ShoppingOutlined />
        </span>
      )}
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>{name}</div>
        <div className={styles.tags}>
          <Tag color={STATUS_COLORS[product.status]}>
            {CUSTOMER_PRODUCT_STATUS_LABELS[product.status]}
          </Tag>
          {product.is_near_expiry ? <Tag color="orange">{M.nearExpiry}</Tag> : null}
        </div>
        <div className={styles.muted}>
          Mua {formatDate(product.purchase_date)} · Dùng đến {formatDate(product.usage_end_date)}
          {product.status === 'active' ? ` · còn ${product.days_left} ngày` : ''}
        </div>
        <Progress
          percent={product.progress_percentage}
          size="small"
          strokeColor={progressColor(product)}
          aria-label={`Đã dùng ${product.progress_percentage}% thời gian sử dụng`}
        />
        {product.notes ? <div className={styles.muted}>Ghi chú: {product.notes}</div> : null}
        {canMarkFinished(product) ? (
          <Button size="small" icon={<CheckOutlined />} onClick={() => onFinish(product)}>
            Đánh dấu đã dùng hết
          </Button>
        ) : null}
      </div>
    </li>
  );
}
