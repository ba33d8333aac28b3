import { CalendarOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './hero-banner.module.css';
import { BookingButton } from '../../booking/components/BookingButton';

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
          <BookingButton to="/booking" type="primary" size="large" icon={<CalendarOutlined />}>
            Đặt lịch ngay
          </BookingButton>
          <Button
            size="large"
            ghost
            icon={<PhoneOutlined />}
            href={`tel:${hotline.replace(/[^\d+]/g, '')}`}
          >
            {hotline}
          </Button>
        </div>
      </div>
    </section>
  );
}
