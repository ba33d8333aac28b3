import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { SalonFigureKey } from '@salon/shared';
import { Link } from 'react-router';
import { Surface } from '../../../components/Surface';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink, Icon } from '../../../ui';
import { BookingButton } from '../../booking/components/BookingButton';
import { useSalonFigureCards } from '../../content/api/salon-figures';
import { usePublicSettings } from '../../settings/api/public-settings';
import { FeaturedProducts } from '../components/FeaturedProducts';
import { FeaturedServices } from '../components/FeaturedServices';
import { Gallery } from '../components/Gallery';
import { HeroBanner } from '../components/HeroBanner';
import { Testimonials } from '../components/Testimonials';
import { telHref } from '../tel-href';
import styles from './home.module.css';

const STAT_ICONS: Record<SalonFigureKey, IconDefinition> = {
  customers: SmileOutlined,
  services: ScissorOutlined,
  years: TeamOutlined,
  rating: StarOutlined,
};
const STAT_KEYS = Object.keys(STAT_ICONS) as SalonFigureKey[];

/** The salon's figures, counted from its records (empty while they load, none on error). */
function HomeStats() {
  const { cards, query } = useSalonFigureCards();
  if (query.isError) return null;
  return (
    <section className={`container ${styles.stats}`} aria-label="Những con số">
      <div className={styles.statGrid}>
        {(cards ?? STAT_KEYS.map((key) => ({ key, value: '', label: '' }))).map((stat) => (
          <Surface key={stat.key} className={styles.statCard} data-figure={stat.key}>
            <div className={styles.statIcon}>
              <Icon icon={STAT_ICONS[stat.key]} />
            </div>
            {/* While they load, the same room stays empty: the page does not move. */}
            <div className={styles.statValue}>{stat.value || '\u00a0'}</div>
            <div className={styles.statLabel}>{stat.label || '\u00a0'}</div>
          </Surface>
        ))}
      </div>
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
        <ol className={styles.stepGrid}>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Surface className={styles.stepCard}>
                <div className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </Surface>
            </li>
          ))}
        </ol>
        <div className={styles.stepsAction}>
          <BookingButton
            to="/dat-lich"
            type="primary"
            size="large"
            icon={<Icon icon={CalendarOutlined} />}
          >
            Bắt đầu đặt lịch
          </BookingButton>
        </div>
      </section>

      <section className={`container ${styles.section} ${styles.lastSection}`}>
        <div className={styles.cta}>
          <h2 className={styles.ctaTitle}>Sẵn sàng cho diện mạo mới?</h2>
          <p className={styles.ctaText}>
            <Icon icon={CheckCircleOutlined} /> Xác nhận tức thì ·{' '}
            <Icon icon={CheckCircleOutlined} /> Nhắc lịch trước giờ hẹn ·{' '}
            <Icon icon={CheckCircleOutlined} /> Đổi lịch dễ dàng
          </p>
          <div className={styles.heroActions}>
            <BookingButton
              to="/booking"
              type="primary"
              size="large"
              icon={<Icon icon={CalendarOutlined} />}
            >
              Đặt lịch ngay
            </BookingButton>
            <ButtonLink to="/services" size="large">
              Xem dịch vụ
            </ButtonLink>
            <ButtonLink to="/products" size="large">
              Sản phẩm chăm sóc tóc
            </ButtonLink>
          </div>
          <p className={styles.ctaLinks}>
            <Link to="/gioi-thieu">Tìm hiểu về chúng tôi</Link> ·{' '}
            <a href={telHref(hotline)}>Gọi {hotline}</a>
          </p>
        </div>
      </section>
    </>
  );
}
