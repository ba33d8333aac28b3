import {
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  appointmentsOfDayLink,
  type DashboardDto,
} from '@salon/shared';
import { Empty, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { formatClock } from '../../../lib/format-date';
import styles from './dashboard.module.css';

/** Today's appointments in start order (salon time), each opening the desk on today. */
export function TodayTimeline({ data }: { data: DashboardDto }) {
  if (data.timeline.length === 0) return <Empty description="Hôm nay chưa có lịch hẹn" />;
  const link = appointmentsOfDayLink(data.today, data.branch_id);
  return (
    <Timeline
      className={styles.timeline}
      items={data.timeline.map((item) => ({
        key: item.id,
        color: APPOINTMENT_STATUS_COLORS[item.status],
        content: (
          <Link to={link} className={styles.timelineItem}>
            <strong>
              {formatClock(item.appointment_time)} – {formatClock(item.end_time)}
            </strong>{' '}
            {item.customer_name} · {item.service_name}
            {item.stylist_name ? ` · ${item.stylist_name}` : ''}
            {data.branch_id === null ? ` · ${item.branch_name}` : ''}{' '}
            <Tag color={APPOINTMENT_STATUS_COLORS[item.status]}>
              {APPOINTMENT_STATUS_LABELS[item.status]}
            </Tag>
          </Link>
        ),
      }))}
    />
  );
}
