import { INCIDENT_NOTIFICATION_HOURS, type IncidentDto } from '@salon/shared';
import { Alert } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { useCountdown } from '../../../lib/use-countdown';

function remaining(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours} giờ ${String(minutes).padStart(2, '0')} phút ${String(seconds % 60).padStart(2, '0')} giây`;
}

/** The 72-hour notification deadline of a critical incident or a breach, counting down. */
export function NotificationDeadline({ incident }: { incident: IncidentDto }) {
  const due = incident.notification_due_at ? Date.parse(incident.notification_due_at) : null;
  const left = useCountdown(incident.notified_at ? null : due);
  if (!incident.notification_due_at) return null;
  if (incident.notified_at) {
    return (
      <Alert
        type="success"
        showIcon
        title={`Đã thông báo lúc ${formatDateTime(incident.notified_at)}`}
      />
    );
  }
  return (
    <Alert
      type={left > 0 ? 'warning' : 'error'}
      showIcon
      title={
        left > 0
          ? `Phải thông báo trong ${INCIDENT_NOTIFICATION_HOURS} giờ: còn ${remaining(left)}`
          : 'Đã quá hạn thông báo 72 giờ'
      }
      description={`Hạn chót: ${formatDateTime(incident.notification_due_at)}`}
    />
  );
}
