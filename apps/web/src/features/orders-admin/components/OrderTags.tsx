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

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag color={PAYMENT_STATUS_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Tag>;
}

/** The risk level with its score; the reasons on hover. */
export function RiskTag({ risk }: { risk: RiskAssessment }) {
  const tag = (
    <Tag color={RISK_LEVEL_COLORS[risk.level]} data-risk={risk.level}>
      Rủi ro {RISK_LEVEL_LABELS[risk.level].toLowerCase()} · {risk.score}
    </Tag>
  );
  if (risk.reasons.length === 0) return tag;
  return <Tooltip title={risk.reasons.join('; ')}>{tag}</Tooltip>;
}
