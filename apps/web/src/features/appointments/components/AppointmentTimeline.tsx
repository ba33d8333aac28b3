import type { AppointmentSummary } from '@salon/shared';
import { Timeline } from 'antd';
import { Link } from 'react-router';
import { detailPath, formatAppointmentDate, formatTimeRange } from '../appointment-format';
import type { AppointmentActionKind } from './AppointmentActionModal';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStatusTag } from './AppointmentStatusTag';
import styles from './my-appointments.module.css';

const DOT_COLORS = {
  pending: 'orange',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  no_show: 'gray',
} as const;

/** The timeline view: one point per appointment, in the list's order. */
export function AppointmentTimeline({
  appointments,
  onAction,
}: {
  appointments: AppointmentSummary[];
  onAction: (kind: AppointmentActionKind, appointment: AppointmentSummary) => void;
}) {
  return (
    <Timeline
      className={styles.timeline}
      items={appointments.map((appointment) => ({
        key: appointment.id,
        color: DOT_COLORS[appointment.status],
        content: (
          <div className={styles.timelineItem} aria-label={`Lịch hẹn ${appointment.code}`}>
            <span className={styles.timelineWhen}>
              {formatAppointmentDate(appointment.appointment_date)} ·{' '}
              {formatTimeRange(appointment.appointment_time, appointment.end_time)}
            </span>
            <div className={styles.timelineHead}>
              <Link to={detailPath(appointment.id)} className={styles.serviceName}>
                {appointment.service.name}
              </Link>
              <AppointmentStatusTag status={appointment.status} />
            </div>
            <div className={styles.timelineMeta}>
              {appointment.branch.name} · {appointment.code}
              {appointment.stylist ? ` · ${appointment.stylist.name}` : ''}
            </div>
            <div className={styles.actions}>
              <AppointmentActions appointment={appointment} onAction={onAction} size="small" />
            </div>
          </div>
        ),
      }))}
    />
  );
}
