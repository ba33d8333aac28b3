import {
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
} from '@salon/shared';
import { Tag } from 'antd';

export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag color={APPOINTMENT_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </Tag>
  );
}
