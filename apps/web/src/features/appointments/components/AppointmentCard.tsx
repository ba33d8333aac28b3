import { ClockCircleOutlined, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import type { AppointmentSummary } from '@salon/shared';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { detailPath, formatAppointmentDate, formatTimeRange } from '../appointment-format';
import type { AppointmentActionKind } from './AppointmentActionModal';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentStatusTag } from './AppointmentStatusTag';
import styles from './my-appointments.module.css';

/** One appointment in the card view. */
export function AppointmentCard({
  appointment,
  onAction,
}: {
  appointment: AppointmentSummary;
  onAction: (kind: AppointmentActionKind, appointment: AppointmentSummary) => void;
}) {
  return (
    <article className={styles.card} aria-label={`Lịch hẹn ${appointment.code}`}>
      <header className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <Link to={detailPath(appointment.id)} className={styles.serviceName}>
            {appointment.service.name}
          </Link>
          <span className={styles.code}>{appointment.code}</span>
        </div>
        <AppointmentStatusTag status={appointment.status} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>
            <ClockCircleOutlined aria-hidden /> Thời gian
          </dt>
          <dd>
            {formatAppointmentDate(appointment.appointment_date)}
            <br />
            {formatTimeRange(appointment.appointment_time, appointment.end_time)}
          </dd>
        </div>
        <div>
          <dt>
            <EnvironmentOutlined aria-hidden /> Chi nhánh
          </dt>
          <dd>
            {appointment.branch.name}
            <br />
            <a href={`tel:${appointment.branch.phone.replace(/\s/g, '')}`}>
              {appointment.branch.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <UserOutlined aria-hidden /> Stylist
          </dt>
          <dd>{appointment.stylist?.name ?? 'Salon sắp xếp'}</dd>
        </div>
        <div>
          <dt>Giá dịch vụ</dt>
          <dd className={styles.price}>{formatVnd(appointment.price)}</dd>
        </div>
      </dl>
      {appointment.notes ? <p className={styles.notes}>Ghi chú: {appointment.notes}</p> : null}
      <footer className={styles.actions}>
        <AppointmentActions appointment={appointment} onAction={onAction} />
      </footer>
    </article>
  );
}
