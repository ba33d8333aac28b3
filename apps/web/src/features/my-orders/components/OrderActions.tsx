import { CloseCircleOutlined, EyeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { MyOrder } from '@salon/shared';
import { Button } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import styles from './my-orders.module.css';

export type OrderActionKind = 'cancel' | 'rebuy';

/** View detail; rebuy a finished order; cancel a pending unpaid one. */
export function OrderActions({
  order,
  onAction,
  rebuying,
}: {
  order: MyOrder;
  onAction: (kind: OrderActionKind, order: MyOrder) => void;
  rebuying: boolean;
}) {
  return (
    <div className={styles.actions}>
      <LinkButton size="small" icon={<EyeOutlined />} to={`/don-hang/${order.id}`}>
        Chi tiết
      </LinkButton>
      {order.can_rebuy ? (
        <Button
          size="small"
          icon={<ShoppingCartOutlined />}
          loading={rebuying}
          onClick={() => onAction('rebuy', order)}
        >
          Mua lại
        </Button>
      ) : null}
      {order.can_cancel ? (
        <Button
          size="small"
          danger
          icon={<CloseCircleOutlined />}
          onClick={() => onAction('cancel', order)}
        >
          Hủy đơn
        </Button>
      ) : null}
    </div>
  );
}
