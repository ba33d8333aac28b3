import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { Icon } from '../../../ui';
import { BookingButton } from '../../booking/components/BookingButton';
import { PhoneLink } from './PhoneLink';
import styles from './hero-banner.module.css';

/** The built-in hero, for when there is no banner to show. */
export function StaticHero({ hotline, companyName }: { hotline: string; companyName: string }) {
  return (
    <section className={styles.staticHero}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{companyName}</p>
        <h2 className={styles.title}>Mái tóc đẹp, tự tin mỗi ngày</h2>
        <p className={styles.text}>
          Cắt, uốn, nhuộm và phục hồi tóc bởi những stylist giàu kinh nghiệm. Đặt lịch trực tuyến
          trong một phút, đến đúng giờ là có người phục vụ.
        </p>
        <div className={styles.actions}>
          <BookingButton
            to="/booking"
            type="primary"
            size="large"
            icon={<Icon icon={CalendarOutlined} />}
          >
            Đặt lịch ngay
          </BookingButton>
          <PhoneLink hotline={hotline} />
        </div>
      </div>
    </section>
  );
}
