import type { PaymentMethod } from '../orders/constants.js';
import type { RiskAssessment } from '../orders/risk.js';
import type { OrderStatus, PaymentStatus } from '../orders/statuses.js';

/* What the payments screen reads. */

export interface MoneyCount {
  count: number;
  amount: number;
}

export interface MethodFeeEstimate {
  method: PaymentMethod;
  name: string;
  /** Paid this month with this method. */
  count: number;
  amount: number;
  fee_percent: number;
  fee: number;
}

export interface PaymentsOverview {
  /** Orders whose money came in today / since the 1st of this month (salon time). */
  received_today: MoneyCount;
  received_month: MoneyCount;
  /** Transfer orders still waiting for their money. */
  awaiting_transfer: MoneyCount;
  /** Incoming transfers no order claimed yet. */
  unmatched: MoneyCount;
  /** Orders refunded this month (their money given back). */
  refunded_month: MoneyCount;
  /** What the providers keep of this month's payments, by the method settings. */
  fees_month: { total: number; by_method: MethodFeeEstimate[] };
}

export interface RiskyOrderDto {
  id: number;
  order_number: string;
  created_at: string;
  customer_name: string;
  customer_phone: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  total_amount: number;
  previous_orders: number;
  previous_paid: number;
  previous_failed: number;
  risk: RiskAssessment;
}

/** A payable order staff may match a transfer to (the match dialog's list). */
export interface PayableOrderDto {
  id: number;
  order_number: string;
  customer_name: string;
  total_amount: number;
  payment_method: PaymentMethod;
  created_at: string;
}

/** The rules of the risk score (back-office §9), as the security tab shows them. */
export const RISK_RULES: readonly { rule: string; points: number }[] = [
  { rule: 'Giá trị đơn trên 10.000.000 ₫', points: 30 },
  { rule: 'Giá trị đơn trên 5.000.000 ₫ (đến 10 triệu)', points: 20 },
  { rule: 'Giá trị đơn trên 2.000.000 ₫ (đến 5 triệu)', points: 10 },
  { rule: 'Khách hàng mới (chưa có đơn nào trước đó)', points: 25 },
  { rule: 'Ít hơn 5 đơn đã thanh toán', points: 15 },
  { rule: 'Từng có đơn bị hủy khi chưa thanh toán', points: 20 },
];
/** Tối đa 100 điểm; trên 70 là rủi ro cao, từ 40 là trung bình. */
export const RISK_SCALE_NOTE =
  'Tối đa 100 điểm. Trên 70: rủi ro cao; từ 40 đến 70: trung bình; dưới 40: thấp.';
