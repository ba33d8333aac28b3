import { CalendarOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from './content.module.css';
import { BookingButton } from '../../booking/components/BookingButton';

/** The closing call to action of a content page: book, or call the hotline. */
export function BookingCta({
  title = 'Sẵn sàng cho diện mạo mới?',
  text = 'Chọn dịch vụ, chi nhánh và giờ phù hợp, xác nhận chỉ trong một phút.',
  extra,
}: {
  title?: string;
  text?: string;
  extra?: ReactNode;
}) {
  const { settings } = usePublicSettings();
  const hotline = settings.company.phone;
  return (
    <section className={`container ${styles.pageBottom}`}>
      <div className={styles.cta}>
        <h2 className={styles.ctaTitle}>{title}</h2>
        <p className={styles.ctaText}>{text}</p>
        <div className={styles.ctaActions}>
          <BookingButton to="/booking" type="primary" size="large" icon={<CalendarOutlined />}>
            Đặt lịch ngay
          </BookingButton>
          {extra}
          <Button
            size="large"
            ghost
            icon={<PhoneOutlined />}
            href={`tel:${hotline.replace(/\s/g, '')}`}
          >
            {hotline}
          </Button>
        </div>
      </div>
    </section>
  );
}
