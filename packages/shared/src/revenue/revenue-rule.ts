/**
 * What the salon counts as revenue, everywhere a revenue figure is shown: completed appointments
 * at the price they were booked for, on the day they were completed; and shop orders whose money
 * came in and was not given back, at their total (what the customer paid, delivery and VAT
 * included), on the day they were paid. A refunded order earns nothing; a booked, cancelled or
 * no-show appointment earns nothing. Times are the salon's (Asia/Ho_Chi_Minh).
 */
export const REVENUE_RULE = {
  /** The appointment status that earns its price. */
  appointmentStatus: 'completed',
  /** The order payment status that earns its total: paid and not refunded. */
  orderPaymentStatus: 'paid',
} as const;

export const REVENUE_RULE_TEXT = {
  short: 'Doanh thu từ lịch hẹn đã hoàn thành và đơn hàng đã thanh toán, trừ đơn đã hoàn tiền',
  detail:
    'Lịch hẹn tính theo giá dịch vụ vào ngày hoàn thành; đơn hàng tính theo tổng tiền khách trả (gồm phí giao hàng và VAT) vào ngày thanh toán; đơn đã hoàn tiền không được tính. Ngày theo giờ Việt Nam.',
} as const;

/** Whether an appointment in this status earns its price. */
export function appointmentEarns(status: string): boolean {
  return status === REVENUE_RULE.appointmentStatus;
}

/** Whether an order in this payment status earns its total. */
export function orderEarns(paymentStatus: string): boolean {
  return paymentStatus === REVENUE_RULE.orderPaymentStatus;
}
