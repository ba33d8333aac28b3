/** Shop rules of customer-account §9 and back-office §9, written once. */

export const ORDER_TYPES = ['in_store', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  in_store: 'Nhận tại cửa hàng',
  delivery: 'Giao hàng tận nơi',
};

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Tiền mặt',
  card: 'Thẻ ngân hàng',
  transfer: 'Chuyển khoản (VietQR)',
  online: 'Thanh toán trực tuyến',
};

/** Online payment is shown but not offered yet (customer-account §2 Cart page). */
export const CHECKOUT_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'transfer'];
export const PAYMENT_METHOD_IN_DEVELOPMENT_NOTE = 'Đang phát triển';

export const ORDER_FEES = {
  /** Delivery costs this much, in đồng… */
  deliveryFee: 30_000,
  /** …and nothing from this subtotal up, or for pickup. */
  freeDeliveryFrom: 500_000,
  /** VAT when the settings say nothing. */
  defaultVatRate: 10,
} as const;

export const ORDER_LIMITS = {
  /** Different items in one order. */
  maxLines: 50,
  maxQuantity: 999,
  notesMax: 500,
  nameMax: 100,
  addressMax: 255,
  cancelReasonMax: 200,
  reviewCommentMax: 500,
  /** My orders: 10 a page (customer-account §9). */
  pageSize: 10,
  adminPageSize: 15,
  /** Guest order attempts one address may make in an hour. */
  guestOrdersPerHour: 10,
  guestOrderWindowMs: 60 * 60 * 1000,
  /**
   * Guest orders placed for one phone in the same sliding hour, from any address (an order
   * refused or rolled back counts nothing; a cancelled one still counts).
   */
  guestOrdersPerPhonePerHour: 5,
  /** Guest orders one phone may have pending and unpaid at once (each holds stock). */
  guestOpenOrdersPerPhone: 3,
  /** An unpaid transfer order is cancelled after this long, and its stock is sold again. */
  unpaidTransferHoldHours: 24,
} as const;
