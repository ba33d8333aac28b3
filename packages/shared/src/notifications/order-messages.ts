import {
  PAYMENT_METHOD_LABELS,
  ORDER_TYPE_LABELS,
  type OrderType,
  type PaymentMethod,
} from '../orders/constants.js';
import { formatVndText } from '../orders/money-text.js';
import type { NotificationType } from './constants.js';

/** What happened to an order that the customer is told about. */
export type OrderMessageKind = 'placed' | 'paid' | 'completed' | 'cancelled' | 'refunded';

/** Bank details of a transfer still to be made (a pending transfer order). */
export interface OrderTransferFacts {
  bank_name: string;
  account_number: string;
  account_name: string;
  /** The transfer content the bank feed is matched on. */
  content: string;
}

/** The facts a message about an order names. */
export interface OrderFacts {
  id: number;
  order_number: string;
  customer_name: string;
  total_amount: number;
  payment_method: PaymentMethod;
  order_type: OrderType;
  branch_name: string;
  branch_address: string | null;
  /** "Dầu gội bưởi ×2, Cắt tóc nam" */
  items_summary: string;
  cancel_reason?: string | null;
  /** Only for a transfer order that is still waiting for its money. */
  transfer?: OrderTransferFacts | null;
}

/** The customer's page of one order. */
export function orderDetailPath(id: number): string {
  return `/don-hang/${id}`;
}

export const ORDER_NOTIFICATION_TYPES: Record<OrderMessageKind, NotificationType> = {
  placed: 'order_confirmation',
  paid: 'order_confirmation',
  completed: 'informational',
  cancelled: 'order_confirmation',
  refunded: 'informational',
};

/** Which changes reach the customer, and how: a refund is told in the app only. */
export const ORDER_MESSAGE_DELIVERY: Record<OrderMessageKind, { inApp: boolean; email: boolean }> =
  {
    placed: { inApp: true, email: true },
    paid: { inApp: true, email: true },
    completed: { inApp: true, email: true },
    cancelled: { inApp: true, email: true },
    refunded: { inApp: true, email: false },
  };

function transferLine(facts: OrderFacts): string {
  const transfer = facts.transfer;
  if (!transfer) return '';
  return ` Vui lòng chuyển khoản ${formatVndText(facts.total_amount)} tới ${transfer.bank_name}, số tài khoản ${transfer.account_number} (${transfer.account_name}), nội dung ${transfer.content}. Đơn sẽ được xác nhận ngay khi salon nhận được tiền.`;
}

/** The in-app notification's title and text (also the heart of the e-mail). */
export function orderMessage(
  kind: OrderMessageKind,
  facts: OrderFacts,
): { title: string; message: string } {
  const total = formatVndText(facts.total_amount);
  const order = `Đơn hàng ${facts.order_number}`;
  switch (kind) {
    case 'placed':
      return {
        title: 'Đặt hàng thành công',
        message: `${order} trị giá ${total} đã được ghi nhận tại ${facts.branch_name}.${transferLine(facts)}`,
      };
    case 'paid':
      return {
        title: 'Đã nhận thanh toán',
        message: `Salon đã nhận ${total} cho đơn hàng ${facts.order_number}. ${
          facts.order_type === 'delivery'
            ? 'Đơn hàng sẽ sớm được giao tới bạn.'
            : `Mời bạn đến ${facts.branch_name} để nhận hàng.`
        }`,
      };
    case 'completed':
      return {
        title: 'Đơn hàng đã hoàn thành',
        message: `${order} (${total}) đã hoàn thành. Cảm ơn bạn đã mua sắm! Hãy đánh giá sản phẩm để salon phục vụ bạn tốt hơn.`,
      };
    case 'cancelled': {
      const reason = facts.cancel_reason ? ` Lý do: ${facts.cancel_reason}.` : '';
      return {
        title: 'Đơn hàng đã bị hủy',
        message: `${order} trị giá ${total} đã được hủy.${reason} Nếu bạn đã thanh toán, salon sẽ hoàn tiền cho bạn.`,
      };
    }
    case 'refunded':
      return {
        title: 'Đã hoàn tiền đơn hàng',
        message: `Salon đã hoàn ${total} của đơn hàng ${facts.order_number} cho bạn.`,
      };
  }
}

/** The e-mail for the same event: subject and plain-text body. */
export function orderEmail(
  kind: OrderMessageKind,
  facts: OrderFacts,
  options: { companyName: string; siteUrl: string | null },
): { subject: string; body: string } {
  const { title, message } = orderMessage(kind, facts);
  const place = facts.branch_address
    ? `${facts.branch_name}, ${facts.branch_address}`
    : facts.branch_name;
  const lines = [
    `Xin chào ${facts.customer_name},`,
    '',
    message,
    '',
    `Mã đơn hàng: ${facts.order_number}`,
    `Sản phẩm, dịch vụ: ${facts.items_summary}`,
    `Tổng tiền: ${formatVndText(facts.total_amount)}`,
    `Thanh toán: ${PAYMENT_METHOD_LABELS[facts.payment_method]}`,
    `Nhận hàng: ${ORDER_TYPE_LABELS[facts.order_type]}`,
    `Chi nhánh: ${place}`,
  ];
  if (facts.transfer) {
    lines.push(
      '',
      'Thông tin chuyển khoản:',
      `Ngân hàng: ${facts.transfer.bank_name}`,
      `Số tài khoản: ${facts.transfer.account_number}`,
      `Chủ tài khoản: ${facts.transfer.account_name}`,
      `Số tiền: ${formatVndText(facts.total_amount)}`,
      `Nội dung: ${facts.transfer.content}`,
    );
  }
  if (options.siteUrl) {
    lines.push('', `Xem chi tiết: ${options.siteUrl}${orderDetailPath(facts.id)}`);
  }
  lines.push('', 'Trân trọng,', options.companyName);
  return {
    subject: `${title} ${facts.order_number} – ${options.companyName}`,
    body: lines.join('\n'),
  };
}
