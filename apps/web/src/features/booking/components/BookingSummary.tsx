import { endTimeOf, formatPhone } from '@salon/shared';
import type { ReactNode } from 'react';
import { Price } from '../../../components/Price';
import { formatLongDate } from '../../../lib/format-date';
import type { BookingDraft, CustomerInfo } from '../draft';
import styles from './booking.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.summaryRow}>
      <span className={styles.summaryLabel}>{label}</span>
      <span className={styles.summaryValue}>{children}</span>
    </div>
  );
}

/** "Thứ bảy, 21/11/2026" */
export function formatBookingDate(date: string): string {
  return formatLongDate(date);
}

/** The draft as it will be booked: service, branch, date and time, customer and price. */
export function BookingSummary({
  draft,
  customer,
}: {
  draft: BookingDraft;
  customer: CustomerInfo;
}) {
  const { service, branch, date, time } = draft;
  return (
    <section className={styles.summary} aria-label="Tóm tắt lịch hẹn">
      {service ? (
        <Row label="Dịch vụ">
          {service.name} ({service.duration_minutes} phút)
        </Row>
      ) : null}
      {branch ? (
        <Row label="Chi nhánh">
          {branch.name}
          <div className={styles.choiceMeta}>{branch.address}</div>
        </Row>
      ) : null}
      {date ? <Row label="Ngày">{formatBookingDate(date)}</Row> : null}
      {time && service ? (
        <Row label="Giờ">
          {time} – {endTimeOf(time, service.duration_minutes)}
        </Row>
      ) : null}
      <Row label="Khách hàng">
        {customer.name}
        <div className={styles.choiceMeta}>
          {customer.phone ? formatPhone(customer.phone) : ''}
          {customer.email ? ` · ${customer.email}` : ''}
        </div>
      </Row>
      {service ? (
        <Row label="Giá dịch vụ">
          <span className={styles.total}>
            <Price {...service} />
          </span>
        </Row>
      ) : null}
    </section>
  );
}
