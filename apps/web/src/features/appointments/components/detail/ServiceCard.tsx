import { ScissorOutlined } from '@ant-design/icons';
import type { AppointmentDetail } from '@salon/shared';
import { Card } from 'antd';
import { Link } from 'react-router';
import { SafeHtml } from '../../../../components/SafeHtml';
import { formatVnd } from '../../../../lib/format';
import { formatDuration } from '../../appointment-format';
import styles from './appointment-detail.module.css';

/** The service booked: picture, name, description (staff HTML, sanitized by the server), price. */
export function ServiceCard({ appointment }: { appointment: AppointmentDetail }) {
  const { service } = appointment;
  return (
    <Card title="Dịch vụ" size="small">
      <div className={styles.media}>
        {service.image_url ? (
          <img
            className={styles.thumb}
            src={service.image_url}
            alt={service.name}
            width={96}
            height={96}
            loading="lazy"
          />
        ) : (
          <div className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden>
            <ScissorOutlined />
          </div>
        )}
        <div className={styles.mediaBody}>
          <Link to={`/dich-vu/${service.id}`} className={styles.name}>
            {service.name}
          </Link>
          <div className={styles.muted}>{formatDuration(service.duration_minutes)}</div>
          <div className={styles.price}>{formatVnd(appointment.price)}</div>
        </div>
      </div>
      {service.description ? (
        <SafeHtml html={service.description} className={styles.description} />
      ) : null}
    </Card>
  );
}
