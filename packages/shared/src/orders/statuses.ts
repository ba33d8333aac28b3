/** Order and payment states (customer-account §4), with their labels and colours. */

export const ORDER_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xử lý',
  paid: 'Đã thanh toán',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
};

/** Ant Design tag colours. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Chưa thanh toán',
  paid: 'Đã thanh toán',
  refunded: 'Đã hoàn tiền',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'default',
  paid: 'green',
  refunded: 'purple',
};

/** What staff (or a matched transfer) can do to an order. */
export const ORDER_ACTIONS = ['mark_paid', 'complete', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  mark_paid: 'Xác nhận đã thanh toán',
  complete: 'Hoàn thành đơn',
  cancel: 'Hủy đơn',
  refund: 'Hoàn tiền',
};

interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

/**
 * The one lifecycle: pending → paid → completed, or cancelled from pending or paid.
 * Completing a pending order means it was paid at hand-over (cash at the counter, cash on
 * delivery). Cancelling gives the stock back. Any order whose money came in can be refunded:
 * a paid order that was not handed over is cancelled by its refund (its stock comes back, as for
 * a cancel); a completed order stays completed (the goods left with the customer); a cancelled
 * paid order is marked refunded.
 */
export function nextOrderState(order: OrderState, action: OrderAction): OrderState | null {
  switch (action) {
    case 'mark_paid':
      return order.status === 'pending' ? { status: 'paid', payment_status: 'paid' } : null;
    case 'complete':
      return order.status === 'pending' || order.status === 'paid'
        ? { status: 'completed', payment_status: 'paid' }
        : null;
    case 'cancel':
      return order.status === 'pending' || order.status === 'paid'
        ? { status: 'cancelled', payment_status: order.payment_status }
        : null;
    case 'refund':
      if (order.payment_status !== 'paid') return null;
      if (order.status === 'completed') return { status: 'completed', payment_status: 'refunded' };
      return order.status === 'paid' || order.status === 'cancelled'
        ? { status: 'cancelled', payment_status: 'refunded' }
        : null;
  }
}

export function allowedOrderActions(order: OrderState): OrderAction[] {
  return (['mark_paid', 'complete', 'cancel', 'refund'] as const).filter(
    (action) => nextOrderState(order, action) !== null,
  );
}

/** A customer may cancel their own order while nothing has been paid for it. */
export function customerCanCancelOrder(order: OrderState): boolean {
  return order.status === 'pending' && order.payment_status === 'pending';
}

/**
 * What the customer is shown as the state of their order (My orders, the order page): its status,
 * except that an order whose money was given back shows as refunded.
 */
export const CUSTOMER_ORDER_STATES = [...ORDER_STATUSES, 'refunded'] as const;
export type CustomerOrderState = (typeof CUSTOMER_ORDER_STATES)[number];

export const CUSTOMER_ORDER_STATE_LABELS: Record<CustomerOrderState, string> = {
  ...ORDER_STATUS_LABELS,
  refunded: 'Đã hoàn tiền',
};

export const CUSTOMER_ORDER_STATE_COLORS: Record<CustomerOrderState, string> = {
  ...ORDER_STATUS_COLORS,
  refunded: 'purple',
};

export function customerOrderState(order: OrderState): CustomerOrderState {
  return order.payment_status === 'refunded' ? 'refunded' : order.status;
}

/**
 * The payment as My orders shows it beside the order's state (customer-account §4: the list shows
 * paid, pending, and anything else as unpaid): paid; waiting for the money while the order is
 * open; unpaid when the order was closed without it; refunded once the money went back.
 */
export const CUSTOMER_PAYMENT_STATES = ['paid', 'pending', 'unpaid', 'refunded'] as const;
export type CustomerPaymentState = (typeof CUSTOMER_PAYMENT_STATES)[number];

export const CUSTOMER_PAYMENT_STATE_LABELS: Record<CustomerPaymentState, string> = {
  paid: 'Đã thanh toán',
  pending: 'Chờ thanh toán',
  unpaid: 'Chưa thanh toán',
  refunded: 'Đã hoàn tiền',
};

export const CUSTOMER_PAYMENT_STATE_COLORS: Record<CustomerPaymentState, string> = {
  paid: 'green',
  pending: 'orange',
  unpaid: 'default',
  refunded: 'purple',
};

export function customerPaymentState(order: OrderState): CustomerPaymentState {
  if (order.payment_status !== 'pending') return order.payment_status;
  return order.status === 'pending' ? 'pending' : 'unpaid';
}

/** The stepper of My orders and the order page: pending, paid, completed. */
export const ORDER_STEPS = ['pending', 'paid', 'completed'] as const satisfies OrderStatus[];

export function orderStepIndex(status: OrderStatus): number {
  return status === 'cancelled' ? -1 : ORDER_STEPS.indexOf(status);
}
