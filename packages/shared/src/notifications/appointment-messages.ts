import type { NotificationType } from './constants.js';

/** What happened to an appointment that the customer is told about. */
export type AppointmentMessageKind =
  | 'booked'
  | 'confirmed'
  | 'rescheduled'
  | 'cancelled'
  | 'completed'
  | 'reminder_24h'
  | 'reminder_2h';

/** The facts a message about an appointment names. */
export interface AppointmentFacts {
  id: number;
  code: string;
  customer_name: string;
  service_name: string;
  branch_name: string;
  branch_address: string | null;
  /** YYYY-MM-DD and HH:mm. */
  date: string;
  time: string;
  previous_date?: string | null;
  previous_time?: string | null;
  cancel_reason?: string | null;
}

/** "YYYY-MM-DD" → "dd/MM/yyyy". */
export function formatViDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The customer's page of one appointment. */
export function appointmentDetailPath(id: number): string {
  return `/chi-tiet-lich-hen/${id}`;
}

export const APPOINTMENT_NOTIFICATION_TYPES: Record<AppointmentMessageKind, NotificationType> = {
  booked: 'appointment_confirmation',
  confirmed: 'appointment_confirmation',
  rescheduled: 'appointment_confirmation',
  cancelled: 'appointment_confirmation',
  completed: 'informational',
  reminder_24h: 'appointment_reminder',
  reminder_2h: 'appointment_reminder',
};

/** The in-app notification's title and text (also the heart of the e-mail). */
export function appointmentMessage(
  kind: AppointmentMessageKind,
  facts: AppointmentFacts,
): { title: string; message: string } {
  const when = `${facts.time} ngày ${formatViDate(facts.date)}`;
  const what = `${facts.service_name} lúc ${when} tại ${facts.branch_name}`;
  switch (kind) {
    case 'booked':
      return {
        title: 'Đặt lịch thành công',
        message: `Bạn đã đặt lịch ${what}. Salon sẽ sớm xác nhận lịch hẹn của bạn.`,
      };
    case 'confirmed':
      return {
        title: 'Lịch hẹn đã được xác nhận',
        message: `Lịch hẹn ${what} đã được xác nhận. Hẹn gặp bạn!`,
      };
    case 'rescheduled': {
      const before =
        facts.previous_date && facts.previous_time
          ? ` (trước đó: ${facts.previous_time} ngày ${formatViDate(facts.previous_date)})`
          : '';
      return {
        title: 'Lịch hẹn đã được đổi',
        message: `Lịch hẹn ${facts.service_name} của bạn đã chuyển sang ${when} tại ${facts.branch_name}${before}.`,
      };
    }
    case 'cancelled': {
      const reason = facts.cancel_reason ? ` Lý do: ${facts.cancel_reason}.` : '';
      return {
        title: 'Lịch hẹn đã bị hủy',
        message: `Lịch hẹn ${what} đã được hủy.${reason} Bạn có thể đặt lịch mới bất cứ lúc nào.`,
      };
    }
    case 'completed':
      return {
        title: 'Cảm ơn bạn đã đến salon',
        message: `Lịch hẹn ${facts.service_name} ngày ${formatViDate(facts.date)} tại ${facts.branch_name} đã hoàn thành. Hãy để lại đánh giá để salon phục vụ bạn tốt hơn.`,
      };
    case 'reminder_24h':
      return {
        title: 'Nhắc lịch hẹn',
        message: `Bạn có lịch hẹn ${what}. Vui lòng đến đúng giờ; nếu cần đổi hoặc hủy lịch, hãy thực hiện sớm.`,
      };
    case 'reminder_2h':
      return {
        title: 'Lịch hẹn sắp bắt đầu',
        message: `Lịch hẹn ${facts.service_name} của bạn bắt đầu lúc ${when} tại ${facts.branch_name}, còn khoảng 2 giờ nữa. Hẹn gặp bạn!`,
      };
  }
}

/** The e-mail for the same event: subject and plain-text body. */
export function appointmentEmail(
  kind: AppointmentMessageKind,
  facts: AppointmentFacts,
  options: { companyName: string; siteUrl: string | null },
): { subject: string; body: string } {
  const { title, message } = appointmentMessage(kind, facts);
  const place = facts.branch_address
    ? `${facts.branch_name}, ${facts.branch_address}`
    : facts.branch_name;
  const lines = [
    `Xin chào ${facts.customer_name},`,
    '',
    message,
    '',
    `Mã lịch hẹn: ${facts.code}`,
    `Dịch vụ: ${facts.service_name}`,
    `Thời gian: ${facts.time} ngày ${formatViDate(facts.date)}`,
    `Chi nhánh: ${place}`,
  ];
  if (options.siteUrl) {
    lines.push('', `Xem chi tiết: ${options.siteUrl}${appointmentDetailPath(facts.id)}`);
  }
  lines.push('', 'Trân trọng,', options.companyName);
  return { subject: `${title} – ${options.companyName}`, body: lines.join('\n') };
}
