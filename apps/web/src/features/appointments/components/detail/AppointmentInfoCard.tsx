import { paymentMethodLabel, type AppointmentDetail } from '@salon/shared';
import { Card, Descriptions } from 'antd';
import { formatAppointmentDate, formatDuration, formatTimeRange } from '../../appointment-format';

/** Date, time to end time, duration, notes, payment method (and why it was cancelled). */
export function AppointmentInfoCard({ appointment }: { appointment: AppointmentDetail }) {
  const items = [
    { key: 'code', label: 'Mã lịch hẹn', children: appointment.code },
    {
      key: 'date',
      label: 'Ngày hẹn',
      children: formatAppointmentDate(appointment.appointment_date),
    },
    {
      key: 'time',
      label: 'Giờ hẹn',
      children: formatTimeRange(appointment.appointment_time, appointment.end_time),
    },
    {
      key: 'duration',
      label: 'Thời lượng',
      children: formatDuration(appointment.duration_minutes),
    },
    {
      key: 'payment',
      label: 'Thanh toán',
      children: paymentMethodLabel(appointment.payment_method),
    },
    { key: 'notes', label: 'Ghi chú', children: appointment.notes ?? 'Không có' },
    ...(appointment.cancel_reason
      ? [{ key: 'reason', label: 'Lý do hủy', children: appointment.cancel_reason }]
      : []),
  ];
  return (
    <Card title="Thông tin lịch hẹn" size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
