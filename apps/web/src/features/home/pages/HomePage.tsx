import {
  CalendarOutlined,
  CheckCircleOutlined,
  ScissorOutlined,
  SmileOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { SalonFigureKey } from '@salon/shared';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicSettings } from '../../settings/api/public-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home.module.css';
import { LinkButton } from '../../../components/LinkButton';
import { FeaturedProducts } from '../components/FeaturedProducts';
import { FeaturedServices } from '../components/FeaturedServices';
import { Gallery } from '../components/Gallery';
import { HeroBanner } from '../components/HeroBanner';
import { Testimonials } from '../components/Testimonials';
import { Surface } from '../../../components/Surface';
import { BookingButton } from '../../booking/components/BookingButton';
import { useSalonFigureCards } from '../../content/api/salon-figures';

const STAT_ICONS: Record<SalonFigureKey, ReactNode> = {
  customers: <SmileOutlined />,
  services: <ScissorOutlined />,
  years: <TeamOutlined />,
  rating: <StarOutlined />,
};
const STAT_KEYS = Object.keys(STAT_ICONS) as SalonFigureKey[];

/** The salon's figures, counted from its records (empty while they load, none on error). */
function HomeStats() {
  const { cards, query } = useSalonFigureCards();
  if (query.isError) return null;
  return (
    <section className={`container ${styles.stats}`} aria-label="Những con số">
      <Row gutter={[16, 16]}>
        {(cards ?? STAT_KEYS.map((key) => ({ key, value: '', label: '' }))).map((stat) => (
          <Col xs={12} md={6} key={stat.key}>
            <Surface className={styles.statCard} data-figure={stat.key}>
              <div className={styles.statIcon}>{STAT_ICONS[stat.key]}</div>
              {/* While they load, the same room stays empty: the page does not move. */}
              <div className={styles.statValue}>{stat.value || '\u00a0'}</div>
              <div className={styles.statLabel}>{stat.label || '\u00a0'}</div>
            </Surface>
          </Col>
        ))}
      </Row>
    </section>
  );
}

const STEPS = [
  {
    title: 'Chọn dịch vụ',
    text: 'Cắt, uốn, nhuộm hay phục hồi: xem giá và thời gian ngay trên web.',
  },
  {
    title: 'Chọn chi nhánh và giờ',
    text: 'Chỉ hiện những khung giờ còn trống, không lo trùng lịch.',
  },
  {
    title: 'Xác nhận đặt lịch',
    text: 'Nhập tên và số điện thoại, nhận xác nhận và lời nhắc trước giờ hẹn.',
  },
  { title: 'Đến salon và tận hưởng', text: 'Stylist đã sẵn sàng đón bạn đúng giờ đã hẹn.' },
];

export function HomePage() {
  usePageTitle(undefined);
  const { settings } = usePublicSettings();
  const hotline = settings.company.phone;
  return (
    <>
      <h1 className={styles.visuallyHidden}>
        {settings.company.name} – cắt, uốn, nhuộm và chăm sóc tóc, đặt lịch trực tuyến
      </h1>
      <HeroBanner hotline={hotline} companyName={settings.company.name} />

      <HomeStats />

      <FeaturedServices />
      <Testimonials />
      <FeaturedProducts />
      <Gallery />

      <section className={`container ${styles.section}`} aria-labelledby="quy-trinh">
        <h2 className={styles.sectionTitle} id="quy-trinh">
          Đặt lịch chỉ với 4 bước
        </h2>
        <Row gutter={[16, 16]}>
          {STEPS.map((step, index) => (
            <Col xs={24} sm={12} lg={6} key={step.title}>
              <Surface className={styles.stepCard}>
                <div className={styles.stepNumber}>{index + 1}</div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </Surface>
            </Col>
          ))}
        </Row>
        <div className={styles.stepsAction}>
          <BookingButton to="/dat-lich" type="primary" size="large" icon={<CalendarOutlined />}>
            Bắt đầu đặt lịch
          </BookingButton>
        </div>
      </section>

      <section className={`container ${styles.section} ${styles.lastSection}`}>
        <div className={styles.cta}>
          <h2 className={styles.ctaTitle}>Sẵn sàng cho diện mạo mới?</h2>
          <p className={styles.ctaText}>
            <CheckCircleOutlined /> Xác nhận tức thì · <CheckCircleOutlined /> Nhắc lịch trước giờ
            hẹn · <CheckCircleOutlined /> Đổi lịch dễ dàng
          </p>
          <div className={styles.heroActions}>
            <BookingButton to="/booking" type="primary" size="large" icon={<CalendarOutlined />}>
              Đặt lịch ngay
            </BookingButton>
            <LinkButton to="/services" size="large">
              Xem dịch vụ
            </LinkButton>
            <LinkButton to="/products" size="large">
              Sản phẩm chăm sóc tóc
            </LinkButton>
          </div>
          <p className={styles.ctaLinks}>
            <Link to="/gioi-thieu">Tìm hiểu về chúng tôi</Link> ·{' '}
            <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>Gọi {hotline}</a>
          </p>
        </div>
      </section>
    </>
  );
}
