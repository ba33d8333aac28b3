import {
  customerOrderState,
  CUSTOMER_ORDER_STATE_LABELS,
  formatSalonDate,
  type CurrentUser,
} from '@salon/shared';
import type { SalonFacts } from '../../facts/salon-facts.js';
import { clock, dayText, LINKS, vnd } from '../phrasing.js';
import type { Part } from '../types.js';

function loginPart(what: string): Part {
  return {
    text: `Dạ, anh/chị vui lòng đăng nhập để em xem ${what} của mình ạ.`,
    actions: [LINKS.login],
  };
}

/** The signed-in customer's coming appointments, soonest first. */
export async function myAppointmentsPart(
  facts: SalonFacts,
  user: CurrentUser | null,
): Promise<Part> {
  if (user?.role !== 'customer') return loginPart('lịch hẹn');
  const appointments = await facts.myAppointments(user);
  if (appointments.length === 0) {
    return {
      text: 'Dạ, hiện anh/chị chưa có lịch hẹn nào sắp tới ạ. Anh/chị có muốn đặt lịch không?',
      actions: [LINKS.booking, LINKS.appointments],
    };
  }
  const today = facts.today();
  const lines = appointments.map(
    (a) =>
      `• ${a.service.name} lúc ${clock(a.appointment_time)} ${dayText(a.appointment_date, today)} tại ${a.branch.name} (${a.status_label}, mã ${a.code})`,
  );
  return {
    text: `Dạ, anh/chị có ${appointments.length} lịch hẹn sắp tới:\n${lines.join('\n')}`,
    actions: [LINKS.appointments],
  };
}

/** The signed-in customer's latest orders. */
export async function myOrdersPart(facts: SalonFacts, user: CurrentUser | null): Promise<Part> {
  if (user?.role !== 'customer') return loginPart('đơn hàng');
  const orders = await facts.myOrders(user, 3);
  if (orders.length === 0) {
    return {
      text: 'Dạ, anh/chị chưa có đơn hàng nào ạ.',
      actions: [LINKS.products],
    };
  }
  const lines = orders.map(
    (o) =>
      `• Đơn ${o.order_number} ngày ${formatSalonDate(o.created_at)}: ${o.items_summary}, ${vnd(o.total_amount)} (${CUSTOMER_ORDER_STATE_LABELS[customerOrderState(o)]})`,
  );
  return {
    text: `Dạ, ${orders.length === 1 ? 'đơn hàng gần nhất' : `${orders.length} đơn hàng gần nhất`} của anh/chị:\n${lines.join('\n')}`,
    actions: [LINKS.orders],
  };
}
