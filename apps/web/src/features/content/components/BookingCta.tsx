import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import type { ReactNode } from 'react';
import { ButtonLink, Icon } from '../../../ui';
import { BookingButton } from '../../booking/components/BookingButton';
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
          <BookingButton
            to="/booking"
            type="primary"
            size="large"
            icon={<Icon icon={CalendarOutlined} />}
          >
            Đặt lịch ngay
          </BookingButton>
          {extra}
          <ButtonLink
            size="large"
            className={styles.ghost}
            icon={<Icon icon={PhoneOutlined} />}
            href={`tel:${hotline.replace(/\s/g, '')}`}
          >
            {hotline}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
