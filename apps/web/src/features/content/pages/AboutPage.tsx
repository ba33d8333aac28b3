import {
  CalendarOutlined,
  EyeOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
  ScissorOutlined,
} from '@ant-design/icons';
import { PAGE_SEO, type SalonFigureKey } from '@salon/shared';
import { Avatar, Card, Col, Row, Timeline } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { ABOUT_TEAM, ABOUT_TIMELINE, ABOUT_VALUES, aboutStory } from '../about-content';
import { useSalonFigureCards } from '../api/salon-figures';
import { usePublicSettings } from '../../settings/api/public-settings';
import { BookingCta } from '../components/BookingCta';
import { PageBanner } from '../components/PageBanner';
import { PositionBanner } from '../components/PositionBanner';
import styles from '../components/content.module.css';
import about from './about.module.css';
import { BookingButton } from '../../booking/components/BookingButton';

const VALUE_ICONS = {
  listen: <EyeOutlined />,
  honest: <SafetyCertificateOutlined />,
  quality: <ScissorOutlined />,
  care: <HeartOutlined />,
} as const;

function initials(name: string): string {
  const words = name.split(' ');
  return `${words.at(-2)?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

const HEADING = 'Chăm chút từng mái tóc Việt';

const FIGURE_KEYS: SalonFigureKey[] = ['customers', 'services', 'years', 'rating'];

/** The salon's figures, counted from its records (empty while they load, none on error). */
function AboutStats() {
  const { cards, query } = useSalonFigureCards();
  if (query.isError) return null;
  return (
    <section className={`container ${about.stats}`} aria-label="Những con số">
      <Row gutter={[16, 16]}>
        {(cards ?? FIGURE_KEYS.map((key) => ({ key, value: '', label: '' }))).map((stat) => (
          <Col xs={12} md={6} key={stat.key}>
            <Card className={about.statCard} data-figure={stat.key}>
              <div className={about.statValue}>{stat.value || '\u00a0'}</div>
              <div className={styles.muted}>{stat.label || '\u00a0'}</div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** `/ve-chung-toi`, `/about`, `/gioi-thieu`: the banners of the 'about' position, else the built-in one. */
export function AboutPage() {
  usePageTitle(PAGE_SEO.about.title);
  const { settings } = usePublicSettings();
  const actions = (
    <>
      <BookingButton to="/booking" type="primary" size="large" icon={<CalendarOutlined />}>
        Đặt lịch ngay
      </BookingButton>
      <LinkButton to="/dich-vu" size="large" ghost>
        Xem dịch vụ
      </LinkButton>
    </>
  );
  return (
    <>
      <PositionBanner
        position="about"
        label="Banner giới thiệu"
        heading={HEADING}
        actions={actions}
        fallback={
          <PageBanner
            eyebrow="Về chúng tôi"
            title={HEADING}
            text="Từ một tiệm nhỏ trên phố Nguyễn Huệ đến chuỗi salon tại TP. Hồ Chí Minh và Hà Nội, chúng tôi vẫn giữ một cách làm: lắng nghe, tư vấn thật lòng, làm đẹp bằng tay nghề."
            actions={actions}
          />
        }
      />

      <AboutStats />

      <section className={`container ${styles.section}`}>
        <Row gutter={[32, 24]} align="middle">
          <Col xs={24} lg={12}>
            <h2 className={about.leftTitle}>Câu chuyện của chúng tôi</h2>
            {aboutStory(settings.company.founded_year).map((paragraph) => (
              <p key={paragraph.slice(0, 20)} className={about.story}>
                {paragraph}
              </p>
            ))}
          </Col>
          <Col xs={24} lg={12}>
            <Card className={styles.card} title="Hành trình phát triển">
              <Timeline
                items={ABOUT_TIMELINE.map((step) => ({
                  key: step.year,
                  children: (
                    <>
                      <strong className={about.year}>{step.year}</strong>
                      <div>{step.text}</div>
                    </>
                  ),
                }))}
              />
            </Card>
          </Col>
        </Row>
      </section>

      <section className={`container ${styles.section}`}>
        <h2 className={styles.sectionTitle}>Giá trị chúng tôi theo đuổi</h2>
        <p className={styles.sectionLead}>
          Bốn điều mỗi thành viên Salon Tóc Việt cam kết với khách hàng.
        </p>
        <Row gutter={[16, 16]}>
          {ABOUT_VALUES.map((value) => (
            <Col xs={24} sm={12} lg={6} key={value.key}>
              <Card className={styles.card}>
                <div className={styles.iconCircle}>{VALUE_ICONS[value.key]}</div>
                <h3 className={styles.cardTitle}>{value.title}</h3>
                <p className={styles.muted}>{value.text}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className={`container ${styles.section}`}>
        <h2 className={styles.sectionTitle}>Đội ngũ stylist</h2>
        <p className={styles.sectionLead}>
          Những người thợ giàu kinh nghiệm, được đào tạo liên tục về kỹ thuật và xu hướng mới.
        </p>
        <Row gutter={[16, 16]}>
          {ABOUT_TEAM.map((member) => (
            <Col xs={24} sm={12} lg={6} key={member.name}>
              <Card className={`${styles.card} ${about.member}`}>
                <Avatar size={72} className={about.avatar}>
                  {initials(member.name)}
                </Avatar>
                <h3 className={styles.cardTitle}>{member.name}</h3>
                <div className={about.memberTitle}>{member.title}</div>
                <p className={styles.muted}>{member.experience}</p>
                <p className={styles.muted}>{member.specialties}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <BookingCta
        title="Trải nghiệm Salon Tóc Việt"
        text="Đặt lịch với stylist của chúng tôi, hoặc xem bảng giá dịch vụ trước."
        extra={
          <>
            <BookingButton to="/dat-lich" size="large">
              Chọn giờ hẹn
            </BookingButton>
            <LinkButton to="/dich-vu" size="large">
              Bảng giá dịch vụ
            </LinkButton>
          </>
        }
      />
    </>
  );
}
