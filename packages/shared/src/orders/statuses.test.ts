import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  CUSTOMER_ORDER_STATE_LABELS,
  CUSTOMER_PAYMENT_STATE_LABELS,
  customerOrderState,
  customerPaymentState,
  customerCanCancelOrder,
  nextOrderState,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  orderStepIndex,
  PAYMENT_STATUSES,
  type OrderAction,
  type OrderStatus,
  type PaymentStatus,
} from './statuses.js';

type State = { status: OrderStatus; payment_status: PaymentStatus };
const s = (status: OrderStatus, payment_status: PaymentStatus): State => ({
  status,
  payment_status,
});

/** Every state an order can be in, and where each action takes it (null: refused). */
const TRANSITIONS: [State, Record<OrderAction, State | null>][] = [
  [
    s('pending', 'pending'),
    {
      mark_paid: s('paid', 'paid'),
      complete: s('completed', 'paid'),
      cancel: s('cancelled', 'pending'),
      refund: null,
    },
  ],
  [
    s('paid', 'paid'),
    {
      mark_paid: null,
      complete: s('completed', 'paid'),
      cancel: s('cancelled', 'paid'),
      refund: s('cancelled', 'refunded'),
    },
  ],
  [
    s('completed', 'paid'),
    { mark_paid: null, complete: null, cancel: null, refund: s('completed', 'refunded') },
  ],
  [s('completed', 'refunded'), { mark_paid: null, complete: null, cancel: null, refund: null }],
  [s('cancelled', 'pending'), { mark_paid: null, complete: null, cancel: null, refund: null }],
  [
    s('cancelled', 'paid'),
    { mark_paid: null, complete: null, cancel: null, refund: s('cancelled', 'refunded') },
  ],
  [s('cancelled', 'refunded'), { mark_paid: null, complete: null, cancel: null, refund: null }],
];

describe('nextOrderState', () => {
  const cases = TRANSITIONS.flatMap(([from, to]) =>
    ORDER_ACTIONS.map((action) => [from.status, from.payment_status, action, to[action]] as const),
  );

  it.each(cases)('%s / %s + %s → %o', (status, payment, action, expected) => {
    expect(nextOrderState(s(status, payment), action)).toEqual(expected);
  });

  it('the table covers every status and action', () => {
    expect(new Set(TRANSITIONS.map(([from]) => from.status))).toEqual(new Set(ORDER_STATUSES));
    expect(cases).toHaveLength(TRANSITIONS.length * ORDER_ACTIONS.length);
  });

  it('every status × payment status pair answers, allowed or not', () => {
    for (const status of ORDER_STATUSES) {
      for (const payment of PAYMENT_STATUSES) {
        for (const action of ORDER_ACTIONS) {
          const next = nextOrderState(s(status, payment), action);
          if (next) expect(ORDER_STATUSES).toContain(next.status);
        }
      }
    }
  });
});

describe('allowedOrderActions', () => {
  it.each(TRANSITIONS)('%o allows exactly the actions that lead somewhere', (from, to) => {
    const expected = ORDER_ACTIONS.filter((action) => to[action] !== null);
    expect(allowedOrderActions(from)).toEqual(expected);
  });
});

describe('customerCanCancelOrder', () => {
  it.each([
    [s('pending', 'pending'), true],
    [s('pending', 'paid'), false],
    [s('paid', 'paid'), false],
    [s('completed', 'paid'), false],
    [s('cancelled', 'pending'), false],
    [s('cancelled', 'paid'), false],
    [s('cancelled', 'refunded'), false],
  ])('%o → %s', (state, allowed) => {
    expect(customerCanCancelOrder(state)).toBe(allowed);
  });
});

describe('orderStepIndex', () => {
  it.each([
    ['pending', 0],
    ['paid', 1],
    ['completed', 2],
    ['cancelled', -1],
  ] as const)('%s is step %d', (status, index) => {
    expect(orderStepIndex(status)).toBe(index);
  });
});

describe('customerOrderState: what the customer is shown', () => {
  it.each([
    [s('pending', 'pending'), 'Chờ xử lý'],
    [s('paid', 'paid'), 'Đã thanh toán'],
    [s('completed', 'paid'), 'Hoàn thành'],
    [s('cancelled', 'pending'), 'Đã hủy'],
    [s('cancelled', 'refunded'), 'Đã hoàn tiền'],
    [s('completed', 'refunded'), 'Đã hoàn tiền'],
  ])('%o shows “%s”', (state, label) => {
    expect(CUSTOMER_ORDER_STATE_LABELS[customerOrderState(state)]).toBe(label);
  });
});

describe('customerPaymentState: the payment beside the order on My orders', () => {
  it.each([
    [s('pending', 'pending'), 'Chờ thanh toán'],
    [s('paid', 'paid'), 'Đã thanh toán'],
    [s('completed', 'paid'), 'Đã thanh toán'],
    [s('cancelled', 'pending'), 'Chưa thanh toán'],
    [s('cancelled', 'refunded'), 'Đã hoàn tiền'],
    [s('completed', 'refunded'), 'Đã hoàn tiền'],
  ])('%o shows “%s”', (state, label) => {
    expect(CUSTOMER_PAYMENT_STATE_LABELS[customerPaymentState(state)]).toBe(label);
  });
});
