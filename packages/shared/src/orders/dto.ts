import type { CartItemType } from '../cart/cart.js';
import type { OrderType, PaymentMethod } from './constants.js';
import type { RiskAssessment } from './risk.js';
import type { OrderAction, OrderStatus, PaymentStatus } from './statuses.js';

/* What the order calls answer (customer-account §3 Order; back-office orders and payments). */

export interface OrderItemDto {
  id: number;
  item_type: CartItemType;
  item_id: number;
  item_name: string;
  /** Link target on the storefront (null when the item is gone). */
  item_slug: string | null;
  image: string | null;
  quantity: number;
  /** The list price when ordered. */
  list_price: number;
  /** What one unit cost, after sale price and item promotions. */
  unit_price: number;
  total_price: number;
  /** Completed orders: whether the customer has reviewed this line already. */
  is_reviewed: boolean;
}

export interface OrderBranchDto {
  id: number;
  name: string;
  address: string;
  phone: string | null;
}

/** How to pay a transfer: the bank details and the VietQR payload for exactly this order. */
export interface TransferInstructions {
  bank_bin: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  /** The transfer content: the order number, which the bank feed is matched on. */
  content: string;
  /** EMVCo / Napas 247 payload to draw as a QR code. */
  qr_payload: string;
}

export interface OrderSummary {
  id: number;
  order_number: string;
  created_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  order_type: OrderType;
  branch: OrderBranchDto | null;
  /** "Dầu gội bưởi ×2, Cắt tóc nam" */
  items_summary: string;
  /** Units ordered (a line of 3 counts 3); a heading over the lines counts `order_items`. */
  item_count: number;
  total_amount: number;
}

export interface OrderDetail extends OrderSummary {
  customer: { name: string; phone: string; email: string | null };
  delivery_address: string | null;
  notes: string | null;
  subtotal: number;
  discount_amount: number;
  promotion_name: string | null;
  delivery_fee: number;
  tax_rate: number;
  tax_amount: number;
  order_items: OrderItemDto[];
  paid_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** Present while a transfer order waits for its money. */
  transfer: TransferInstructions | null;
  can_cancel: boolean;
}

/** `POST /api/orders` answers the order, and for a guest the key that opens it again. */
export interface PlacedOrder {
  order: OrderDetail;
  /** Guests only: `GET /api/orders/{id}?access_token=` shows the order without an account. */
  access_token: string | null;
}

export interface CustomerOrderStats {
  total: number;
  completed: number;
  paid: number;
  pending: number;
}

export interface OrderEventDto {
  id: number;
  kind: string;
  note: string | null;
  actor_name: string | null;
  created_at: string;
}

/**
 * pending: a transfer order waiting for its money (shown from checkout until the money comes or
 * the order is closed); matched, unmatched, ignored: money that arrived, and what became of it.
 */
export const PAYMENT_TRANSACTION_STATUSES = ['pending', 'matched', 'unmatched', 'ignored'] as const;
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

export const PAYMENT_TRANSACTION_STATUS_LABELS: Record<PaymentTransactionStatus, string> = {
  pending: 'Chờ chuyển khoản',
  matched: 'Đã khớp đơn',
  unmatched: 'Chờ đối soát',
  ignored: 'Bỏ qua',
};

/** Why staff must look at a transfer: money for an order already paid, or a blocked payment. */
export const PAYMENT_TRANSACTION_FLAGS = ['double_payment', 'high_risk'] as const;
export type PaymentTransactionFlag = (typeof PAYMENT_TRANSACTION_FLAGS)[number];

export const PAYMENT_TRANSACTION_FLAG_LABELS: Record<PaymentTransactionFlag, string> = {
  double_payment: 'Có thể chuyển trùng',
  high_risk: 'Rủi ro cao – đã chặn',
};

export interface PaymentTransactionDto {
  id: number;
  /** sepay, casso, or staff for payments recorded by hand. */
  provider: string;
  provider_transaction_id: string | null;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amount: number;
  content: string | null;
  status: PaymentTransactionStatus;
  /** Set when staff must look at it (a likely double payment, a blocked high-risk payment). */
  flag: PaymentTransactionFlag | null;
  /** The bank's own reference of the transfer (the same whichever feed reported it). */
  bank_reference: string | null;
  order_id: number | null;
  order_number: string | null;
  /** The order's state now (null without an order): whether it can still be refunded. */
  order_status: OrderStatus | null;
  order_payment_status: PaymentStatus | null;
  /** Why an incoming transfer was not matched (for staff). */
  note: string | null;
  recorded_by: string | null;
  transferred_at: string | null;
  created_at: string;
}

export interface AdminOrderSummary extends OrderSummary {
  customer_name: string;
  customer_phone: string;
  risk: RiskAssessment;
}

export interface AdminOrderDetail extends OrderDetail {
  user_id: number | null;
  risk: RiskAssessment;
  events: OrderEventDto[];
  transactions: PaymentTransactionDto[];
  allowed_actions: OrderAction[];
}
