import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  RISK_LEVEL_COLORS,
  RISK_LEVEL_LABELS,
  type OrderStatus,
  type PaymentStatus,
  type RiskAssessment,
} from '@salon/shared';
import { Tag, Tooltip } from 'antd';
import styles from './orders-admin.module.css';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag color={PAYMENT_STATUS_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Tag>;
}

/** The order's status, and its payment when that says more (a paid order is paid). */
export function OrderStateTags({
  order,
}: {
  order: { status: OrderStatus; payment_status: PaymentStatus };
}) {
  return (
    <span className={styles.tags}>
      <OrderStatusTag status={order.status} />
      {order.status === 'paid' ? null : <PaymentStatusTag status={order.payment_status} />}
    </span>
  );
}

/** The risk level with its score (short: without the word, in the table's own column). */
export function RiskTag({ risk, short = false }: { risk: RiskAssessment; short?: boolean }) {
  const level = RISK_LEVEL_LABELS[risk.level];
  const tag = (
    <Tag color={RISK_LEVEL_COLORS[risk.level]} data-risk={risk.level}>
      {short ? level : `Rủi ro ${level.toLowerCase()}`} · {risk.score}
    </Tag>
  );
  if (risk.reasons.length === 0) return tag;
  return <Tooltip title={risk.reasons.join('; ')}>{tag}</Tooltip>;
}
