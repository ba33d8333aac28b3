import {
  APPOINTMENT_EVENT_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentDetail,
} from '@salon/shared';
import { Card, Timeline } from 'antd';
import { formatDateTime } from '../../../../lib/format-date';
import styles from './appointment-detail.module.css';

interface Step {
  key: string;
  title: string;
  at: string | null;
  color: string;
  note?: string | null | undefined;
}

/** Where the appointment stands, from its real times; ended ones show how they ended. */
function stepsOf(appointment: AppointmentDetail): Step[] {
  const steps: Step[] = [
    { key: 'created', title: 'Đặt lịch', at: appointment.created_at, color: 'blue' },
  ];
  if (appointment.status === 'cancelled') {
    if (appointment.confirmed_at) {
      steps.push({
        key: 'confirmed',
        title: 'Đã xác nhận',
        at: appointment.confirmed_at,
        color: 'blue',
      });
    }
    steps.push({
      key: 'cancelled',
      title: APPOINTMENT_STATUS_LABELS.cancelled,
      at: appointment.cancelled_at,
      color: 'red',
      note: appointment.cancel_reason,
    });
    return steps;
  }
  if (appointment.status === 'no_show') {
    steps.push({
      key: 'no_show',
      title: 'Khách không đến',
      at: appointment.no_show_at,
      color: 'gray',
    });
    return steps;
  }
  steps.push({
    key: 'confirmed',
    title: appointment.confirmed_at ? 'Đã xác nhận' : 'Chờ salon xác nhận',
    at: appointment.confirmed_at,
    color: appointment.confirmed_at ? 'blue' : 'gray',
  });
  steps.push({
    key: 'completed',
    title: appointment.completed_at ? 'Hoàn thành' : 'Hoàn thành dịch vụ',
    at: appointment.completed_at,
    color: appointment.completed_at ? 'green' : 'gray',
  });
  return steps;
}

function eventText(event: AppointmentDetail['events'][number]): string {
  const parts: string[] = [];
  if (event.action === 'rescheduled' && event.previous_start) {
    const [date = '', time = ''] = event.previous_start.split(' ');
    parts.push(`Lịch cũ: ${time} ${date.split('-').reverse().join('/')}`);
  }
  if (event.note) parts.push(event.note);
  if (event.actor_name) parts.push(`bởi ${event.actor_name}`);
  return parts.join(' · ');
}

/** Progress (created, confirmed, completed or cancelled) and the history of changes. */
export function ProgressCard({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <Card title="Tiến trình" size="small">
      <Timeline
        items={stepsOf(appointment).map((step) => ({
          key: step.key,
          color: step.color,
          content: (
            <div>
              <div className={styles.stepTitle}>{step.title}</div>
              <div className={styles.muted}>
                {step.at ? formatDateTime(step.at) : 'Chưa diễn ra'}
              </div>
              {step.note ? <div className={styles.muted}>Lý do: {step.note}</div> : null}
            </div>
          ),
        }))}
      />
      {appointment.events.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Lịch sử thay đổi</h3>
          <ul className={styles.events}>
            {appointment.events.map((event, index) => (
              <li key={`${event.created_at}-${index}`}>
                <span className={styles.stepTitle}>{APPOINTMENT_EVENT_LABELS[event.action]}</span>{' '}
                <span className={styles.muted}>{formatDateTime(event.created_at)}</span>
                {eventText(event) ? <div className={styles.muted}>{eventText(event)}</div> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
