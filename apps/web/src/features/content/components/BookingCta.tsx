import { CalendarOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { usePublicSettings } from '../../settings/api/public-settings';
import styles from './content.module.css';

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
          <LinkButton to="/booking" type="primary" size="large" icon={<CalendarOutlined />}>
            Đặt lịch ngay
          </LinkButton>
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
